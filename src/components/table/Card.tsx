/** One card as a readable text-first box. `null` is a card the viewer cannot see: its back. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { StandInMark } from './StandInMark.tsx';
import { cardInfo, resolveCards, SUIT_INFO, tableValue, type CardId, type Cards } from '../../machine/api.ts';
import { SuitIcon } from '../shared/SuitIcon.tsx';

/**
 * The cards of the game shown: the table's own printed faces and values over our defaults
 * (`cardsOf(state)`). A widget provides them once around its table, so every card inside shows the
 * table's value and icons, and says when a value is the table's, without each zone passing them
 * down. Left unprovided (a worked example), our defaults.
 */
export const CardsContext = createContext<Cards>(resolveCards(undefined, undefined));

interface Props {
  readonly card: CardId | null;
  /** Shown before the card for screen readers, e.g. "face-up". */
  readonly label?: string;
  readonly small?: boolean;
}

export function Card({ card, label, small }: Props) {
  const cards = useContext(CardsContext); // before any return: a hook runs on every render
  const size = small ? ' bng-card--small' : '';
  if (card === null) {
    return (
      <span class={`bng-card bng-card--back${size}`} data-card="hidden">
        {label ? <span class="bng-sr">{label}: </span> : null}
        <span class="bng-card-back-text">Hidden card</span>
      </span>
    );
  }
  const c = cardInfo(card);
  const own = tableValue(card, cards.cardValues);
  if (c.kind === 'resource') {
    const s = SUIT_INFO[c.suit];
    return (
      <span class={`bng-card bng-suit-${c.suit}${size}${own === undefined ? '' : ' bng-card--own'}`} data-card={card} data-own-value={own}>
        {label ? <span class="bng-sr">{label}: </span> : null}
        <span class="bng-card-value">{own ?? c.value}</span>{' '}
        <span class="bng-card-symbol" aria-hidden="true">
          <SuitIcon suit={c.suit} />
        </span>{' '}
        <span class="bng-card-suit">{s.name}</span>
        {own === undefined ? null : (
          <>
            {' '}
            <span class="bng-card-own">(table's value)</span>
          </>
        )}
      </span>
    );
  }
  if (c.kind === 'special') {
    return (
      <span class={`bng-card bng-card--special${size}`} data-card={card}>
        {label ? <span class="bng-sr">{label}: </span> : null}
        <span class="bng-card-name">{cards.cardName(card)}</span>{' '}
        <span class="bng-card-note">
          Special, counts {cards.value(card)}
          {c.action === 'scam' ? <StandInMark source={cards.source('scam')} family="scam" /> : null}
        </span>
      </span>
    );
  }
  // A Crisis: marked by a word and a sign, not only by its colour, with its Rebel icons spelt out.
  return (
    <span class={`bng-card bng-card--crisis${size}`} data-card={card} data-kind="crisis">
      {label ? <span class="bng-sr">{label}: </span> : null}
      <span class="bng-card-kind">
        <span aria-hidden="true">⚠ </span>Crisis
      </span>{' '}
      <span class="bng-card-name">{cards.cardName(card)}</span>{' '}
      <span class="bng-card-note" data-rebel-icons={cards.rebels(card)}>
        {rebelIconsText(cards.rebels(card))}
      </span>
    </span>
  );
}

/** "3 Rebel icons", the number a Crisis brings to the Guillotine. */
export function rebelIconsText(icons: number): string {
  return `${icons} Rebel ${icons === 1 ? 'icon' : 'icons'}`;
}

/** A row of cards, or a dash when there are none. */
export function CardRow({
  cards,
  label,
  small,
  empty = 'none',
}: {
  readonly cards: readonly (CardId | null)[];
  readonly label?: string;
  readonly small?: boolean;
  readonly empty?: string;
}) {
  if (cards.length === 0) return <span class="bng-muted">{empty}</span>;
  return (
    <ul class="bng-cards" aria-label={label}>
      {cards.map((c, i) => (
        <li key={`${c ?? 'hidden'}-${i}`}>
          <Card card={c} small={small} />
        </li>
      ))}
    </ul>
  );
}
