/**
 * A Billionaire's board: name and Suit, the five Asset spaces their Billionaire needs (two of one
 * type, one each of three others), the Assets held beyond those, the hand, and at Level 3 their Role
 * and the Luxury Bunker.
 */
import { ASSETS_TO_WIN_LABEL, spacesOf } from './spaces.ts';
import { BILLIONAIRES, MARKETS, SUIT_INFO, type PlayerView } from '../../machine/api.ts';
import { billionaireName, marketName, plural } from '../shared/format.ts';
import { SuitIcon } from '../shared/SuitIcon.tsx';
import { Card, CardsContext } from './Card.tsx';
import { StandInMark } from './StandInMark.tsx';
import { useContext } from 'preact/hooks';
import type { ZoneEdit } from './types.ts';
import type { ComponentChildren } from 'preact';

interface Props {
  readonly player: PlayerView;
  readonly isCurrent: boolean;
  /** Whether this seat may act now (one of the game's deciders). */
  readonly isDeciding: boolean;
  readonly isViewer: boolean;
  readonly isWinner: boolean;
  /** Level 3: their Role as this view sees it (a module's part: see types.ts). */
  readonly role?: ComponentChildren;
  /** Level 4: their Bribe envelope as this view sees it. */
  readonly envelope?: ComponentChildren;
  readonly edit?: ZoneEdit;
  /** Two players: a Puppet never holds cards, so its board has no hand. */
  readonly puppet?: boolean;
  /** Two players: whose Puppet this is, or which Puppet this person controls (in the heading). */
  readonly tag?: ComponentChildren;
  /** The Space Program: out of the game for good (the Rocket exploded with them aboard). */
  readonly out?: boolean;
  /** The Troublemakers: the Troublemaker's own board (in place of a Suit and Asset spaces). */
  readonly board?: ComponentChildren;
}

export function PlayerBoard({ player, isCurrent, isDeciding, isViewer, isWinner, role, envelope, edit, puppet, tag, out, board }: Props) {
  // A seat without a Billionaire (the Troublemaker, whose own board comes with its module) has no Suit.
  const b = player.billionaire === null ? null : BILLIONAIRES[player.billionaire];
  const suit = b === null ? null : SUIT_INFO[b.suit];
  const cards = useContext(CardsContext);
  const { spaces, extra } = spacesOf(cards, player);
  const hidden = player.hand.some((c) => c === null);
  const flags = [isCurrent ? 'their turn' : '', isDeciding && !isCurrent ? 'deciding now' : '', isViewer ? 'your view' : '', isWinner ? 'winner' : ''].filter(Boolean);
  return (
    <section
      class={`bng-player${b === null ? '' : ` bng-suit-${b.suit}`}${isDeciding ? ' bng-player--acting' : ''}${isWinner ? ' bng-player--winner' : ''}${out ? ' bng-player--out' : ''}`}
      data-seat={player.seat}
      data-out={out ? 'true' : undefined}
      data-deciding={isDeciding ? 'true' : undefined}
      data-puppet={puppet ? 'true' : undefined}
    >
      <h4 class="bng-player-name">
        <span>
          Seat {player.seat + 1}: {billionaireName(player.billionaire)}
        </span>
        {flags.map((f) => (
          <span key={f} class="bng-badge bng-badge--strong">
            {f}
          </span>
        ))}
        {tag}
      </h4>
      {/* The whole board in one list (Billionaire, hand, Assets…), then each zone on its own. */}
      {edit?.(`seat:${player.seat}:board`)}
      {edit?.(`seat:${player.seat}:billionaire`)}
      {out ? (
        <p class="bng-out-note" data-out-note>
          <strong>Out of the game</strong> (the Rocket exploded)
        </p>
      ) : null}
      {edit?.(`seat:${player.seat}:out`)}
      {b !== null && suit !== null ? (
        <p class="bng-player-suit">
          Suit: <SuitIcon suit={b.suit} /> {suit.name} <span class="bng-muted">({suit.colour})</span>
        </p>
      ) : null}
      {board}
      {b === null ? null : (
        <p class="bng-label">
          Needed Assets: {player.needed} of {ASSETS_TO_WIN_LABEL}
          <StandInMark source={cards.source('billionaires', player.billionaire!)} family="billionaires" />
        </p>
      )}
      <ol class="bng-spaces">
        {spaces.map((s, i) => (
          <li key={i} class={`bng-space${s.asset ? ' bng-space--filled' : ''}`} data-space={s.market}>
            <span class="bng-space-type">{marketName(s.market)}</span>{' '}
            {s.asset ? (
              <span class="bng-asset" data-asset={s.asset}>
                {cards.assetName(s.asset)}
                <StandInMark source={cards.source('assets', s.asset)} family="assets" />
              </span>
            ) : (
              <span class="bng-muted">empty</span>
            )}
            {/* One list per Asset type, at the first space of that type. */}
            {edit && spaces.findIndex((x) => x.market === s.market) === i ? edit(`seat:${player.seat}:assets:${s.market}`) : null}
          </li>
        ))}
      </ol>
      {extra.length > 0 ? (
        <p class="bng-extra">
          <span class="bng-label">Also held (not needed):</span>{' '}
          {extra.map((a, i) => (
            <span key={a} class="bng-asset" data-asset={a}>
              {cards.assetName(a)} ({marketName(cards.assetType(a))}
              <StandInMark source={cards.source('assets', a)} family="assets" />){i < extra.length - 1 ? ', ' : ''}
            </span>
          ))}
        </p>
      ) : null}
      {edit ? MARKETS.filter((m) => !spaces.some((x) => x.market === m)).map((m) => edit(`seat:${player.seat}:assets:${m}`)) : null}
      <div class="bng-hand" data-zone="hand" hidden={puppet}>
        <span class="bng-label">
          Hand ({player.hand.length}){hidden ? ', hidden from this view' : ''}:
        </span>{' '}
        {player.hand.length === 0 ? (
          <span class="bng-muted">empty</span>
        ) : (
          <ul class="bng-cards">
            {player.hand.map((c, i) => (
              <li key={`${c ?? 'hidden'}-${i}`}>
                <Card card={c} />
              </li>
            ))}
          </ul>
        )}
        {edit?.(`seat:${player.seat}:hand`)}
      </div>
      {/* What a projected example shows of a seat its step left alone (shared/projector.css). */}
      <p class="bng-fold">
        {puppet ? '' : `${plural(player.hand.length, 'card')} in hand, `}
        {plural(player.assets.length, 'Asset')}
      </p>
      {role}
      {edit?.(`seat:${player.seat}:role`)}
      {envelope}
      {edit?.(`seat:${player.seat}:envelope`)}
      {edit?.(`seat:${player.seat}:invested`)}
    </section>
  );
}
