/**
 * The Resource cards' values on "Your table's cards": one small list per card, nine per Suit, so a
 * whole deck fits on a phone; a Suit filter keeps it shorter still. A card left at ours keeps our
 * value; a card given a value of the table's (even the same number) says so on the playground's
 * cards. The engine (`readCardValues`) checks the values with the rest of the page.
 */
import { useState } from 'preact/hooks';
import { CARD_VALUES, type CardValue, cardIdentity, RESOURCE_CARDS, SUIT_INFO, SUITS, type Suit } from '../../machine/api.ts';
import type { Draft, ResourceId } from './model.ts';

interface Props {
  readonly values: Draft['values'];
  /** Sets a card's value (undefined: back to ours). */
  readonly onValue: (id: ResourceId, value: CardValue | undefined) => void;
  readonly error: { readonly field: string; readonly reason: string } | null;
}

/** "3 × 1, 3 × 2, 3 × 3": how a Suit's nine cards are spread over the values, as set now. */
function spread(suit: Suit, values: Draft['values']): string {
  const counts = new Map<number, number>();
  for (const c of RESOURCE_CARDS) if (c.suit === suit) counts.set(values[c.id] ?? c.value, (counts.get(values[c.id] ?? c.value) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([v, n]) => `${n} × ${v}`)
    .join(', ');
}

export function ResourceValues({ values, onValue, error }: Props) {
  const [shown, setShown] = useState<Suit | 'all'>(SUITS[0]);
  const wrong = error !== null && (error.field === 'cardValues' || error.field.startsWith('cardValues.'));
  return (
    <fieldset class="bng-fieldset bng-tc-family" data-family="values">
      <legend>Resource cards</legend>
      <p class="bng-tc-hint">The value in the corner of each Resource card. Leave a card at ours when your card shows the same.</p>
      {wrong ? (
        <p class="bng-message bng-message--error" data-error="cardValues">
          {error.reason}
        </p>
      ) : null}
      <label class="bng-field">
        <span>Show</span>
        <select value={shown} onChange={(e) => setShown((e.currentTarget as HTMLSelectElement).value as Suit | 'all')} data-field="values-suit">
          {SUITS.map((s) => (
            <option key={s} value={s}>
              {SUIT_INFO[s].name} only
            </option>
          ))}
          <option value="all">Every Suit</option>
        </select>
      </label>
      {SUITS.filter((s) => shown === 'all' || shown === s).map((suit) => (
        <div key={suit} data-suit={suit}>
          <p class="bng-tc-name">
            <span aria-hidden="true">{SUIT_INFO[suit].symbol} </span>
            {SUIT_INFO[suit].name} <span class="bng-tc-ours">({spread(suit, values)})</span>
          </p>
          <div class="bng-tc-values">
            {RESOURCE_CARDS.filter((c) => c.suit === suit).map((c) => (
              <label key={c.id} class="bng-field">
                <span>Card {c.id.slice(c.id.lastIndexOf('-') + 1)}</span>
                <select
                  value={values[c.id] === undefined ? '' : String(values[c.id])}
                  onChange={(e) => {
                    const text = (e.currentTarget as HTMLSelectElement).value;
                    onValue(c.id, text === '' ? undefined : (Number(text) as CardValue));
                  }}
                  aria-label={`${cardIdentity(c.id)}: printed value`}
                  data-card-value={c.id}
                >
                  <option value="">{c.value} (ours)</option>
                  {CARD_VALUES.map((v) => (
                    <option key={v} value={String(v)}>
                      {v} (your table)
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
