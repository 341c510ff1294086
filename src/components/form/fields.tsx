/** Small labelled form controls for the builder and the editors: cards, Markets, seats, Assets. */
import type { ComponentChildren } from 'preact';
import { ASSETS, MARKETS, type AssetId, type CardId, type CardValues, type GameState, type MarketId, isCardId } from '../../machine/api.ts';
import { assetName, billionaireName, cardLabel, marketName, seatLabel } from '../shared/format.ts';

export function Field({ label, children }: { readonly label: string; readonly children: ComponentChildren }) {
  return (
    <label class="bng-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

const value = (e: Event) => (e.currentTarget as HTMLSelectElement).value;

/** One option of a two-way choice: the value written in the page (tests and scripts pick by it) and its words. */
type Way = readonly [value: string, label: string];

/** A yes-or-no choice as a select of two options: `yes` sets the value true, `no` false; `yes` is listed first unless `noFirst`. */
export function TwoWaySelect({
  label,
  field,
  value: on,
  onChange,
  yes,
  no,
  noFirst = false,
}: {
  readonly label: string;
  readonly field: string;
  readonly value: boolean;
  readonly onChange: (on: boolean) => void;
  readonly yes: Way;
  readonly no: Way;
  readonly noFirst?: boolean;
}) {
  const ways = noFirst ? [no, yes] : [yes, no];
  return (
    <Field label={label}>
      <select value={on ? yes[0] : no[0]} onChange={(e) => onChange(value(e) === yes[0])} data-field={field}>
        {ways.map(([v, words]) => (
          <option key={v} value={v}>
            {words}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function MarketSelect({
  label,
  state,
  value: v,
  onChange,
}: {
  readonly label: string;
  readonly state: GameState | null;
  readonly value: MarketId;
  readonly onChange: (m: MarketId) => void;
}) {
  return (
    <Field label={label}>
      <select value={v} onChange={(e) => onChange(value(e) as MarketId)} data-field="market">
        {MARKETS.map((m) => (
          <option key={m} value={m}>
            {marketName(m)}
            {state && state.markets[m].assets.length === 0 ? ' (closed)' : ''}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A seat chosen from a list (every seat unless `seats` says which). With `none`, a first option
 * with that label stands for no seat (`null`).
 */
export function SeatSelect({
  label,
  state,
  value: v,
  onChange,
  field = 'seat',
  seats,
  none,
}: {
  readonly label: string;
  readonly state: GameState;
  readonly value: number | null;
  readonly onChange: (seat: number) => void;
  readonly field?: string;
  readonly seats?: readonly number[];
  readonly none?: { readonly label: string; readonly onNone: () => void };
}) {
  const names = state.players.map((q) => q.billionaire);
  return (
    <Field label={label}>
      <select
        value={v === null ? '' : v}
        onChange={(e) => {
          const chosen = value(e);
          if (chosen === '' && none) none.onNone();
          else onChange(Number(chosen));
        }}
        data-field={field}
      >
        {none ? <option value="">{none.label}</option> : null}
        {(seats ?? state.players.map((_, i) => i)).map((i) => (
          <option key={i} value={i}>
            {seatLabel(names, i)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A card, or '' for the empty choice (`none`). */
export type CardChoice = CardId | '';

/** The card a select's text names, '' for the empty choice, or null for anything else (ignored). */
function cardChoice(text: string): CardChoice | null {
  return text === '' || isCardId(text) ? text : null;
}

export function CardSelect({
  label,
  cards,
  value: v,
  onChange,
  none,
  field = 'card',
  values,
}: {
  readonly label: string;
  readonly cards: readonly CardId[];
  readonly value: CardChoice;
  readonly onChange: (card: CardChoice) => void;
  readonly none?: string;
  readonly field?: string;
  /** The game's own card values, so each card is listed at the value the table gave it. */
  readonly values?: CardValues;
}) {
  const pick = (e: Event) => {
    // The options are cards (and '' for `none`); a value that is neither is not a choice: ignore it.
    const c = cardChoice(value(e));
    if (c !== null) onChange(c);
  };
  return (
    <Field label={label}>
      <select value={v} onChange={pick} data-field={field}>
        {none !== undefined ? <option value="">{none}</option> : null}
        {cards.map((c) => (
          <option key={c} value={c}>
            {cardLabel(c, values)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Where each Asset is now, for grouping the Asset selector. */
export function assetPlaces(state: GameState): { label: string; assets: AssetId[] }[] {
  const groups: { label: string; assets: AssetId[] }[] = [];
  for (const m of MARKETS) groups.push({ label: `At the ${marketName(m)} Market`, assets: [...state.markets[m].assets] });
  state.players.forEach((p, i) => groups.push({ label: `Held by seat ${i + 1}, ${billionaireName(p.billionaire)}`, assets: [...p.assets] }));
  const placed = new Set(groups.flatMap((g) => g.assets));
  groups.push({ label: 'Out of the game', assets: ASSETS.map((a) => a.id as AssetId).filter((a) => !placed.has(a)) });
  return groups.filter((g) => g.assets.length > 0);
}

export function AssetSelect({
  label,
  state,
  value: v,
  onChange,
  field = 'asset',
  none,
}: {
  readonly label: string;
  readonly state: GameState;
  readonly value: string;
  readonly onChange: (a: AssetId) => void;
  readonly field?: string;
  /** The words of an empty choice ("nothing"), if one is allowed; it has the value ''. */
  readonly none?: string;
}) {
  return (
    <Field label={label}>
      <select value={v} onChange={(e) => onChange(value(e) as AssetId)} data-field={field}>
        {none !== undefined ? <option value="">{none}</option> : null}
        {assetPlaces(state).map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.assets.map((a) => (
              <option key={a} value={a}>
                {assetName(a)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}

/** A set of cards to pick from, one checkbox each (cards to discard, cards to take). */
export function CardChecks({
  legend,
  cards,
  picked,
  onChange,
  empty,
  field,
  values,
}: {
  readonly legend: string;
  readonly cards: readonly CardId[];
  readonly picked: readonly CardId[];
  readonly onChange: (cards: readonly CardId[]) => void;
  /** Said when there is no card to pick. */
  readonly empty: string;
  readonly field: string;
  readonly values?: CardValues;
}) {
  return (
    <fieldset class="bng-fieldset" data-field={field}>
      <legend>{legend}</legend>
      {cards.length === 0 ? (
        <p class="bng-muted">{empty}</p>
      ) : (
        <div class="bng-row">
          {cards.map((c) => (
            <label key={c} class="bng-check">
              <input
                type="checkbox"
                checked={picked.includes(c)}
                data-card-option={c}
                onChange={(e) => {
                  const on = (e.currentTarget as HTMLInputElement).checked;
                  onChange(on ? [...picked, c] : picked.filter((x) => x !== c));
                }}
              />
              <span>{cardLabel(c, values)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
