/**
 * "Our table's cards": the printed value of each Resource card at your table, for when our
 * stand-in values do not match your cards. One small list per card, nine per Suit, so a whole deck
 * fits on a phone; a Suit filter keeps it short. Applying hands the values to the page, which
 * replays this game from its start with them (the history is kept; moves that no longer fit are
 * dropped, and the page says how many). Loaded only when the panel is opened.
 */
import { useEffect, useState } from 'preact/hooks';
import { CARD_VALUES, type CardValue, type CardValues, cardIdentity, RESOURCE_CARDS, SUIT_INFO, SUITS, type Suit } from '../../machine/api.ts';

type ResourceId = (typeof RESOURCE_CARDS)[number]['id'];

interface Props {
  /** The values the game shown uses now (none: every card has its stand-in). */
  readonly values: CardValues | undefined;
  /** Applies the values to the game; says what happened (or why not), for the panel to announce. */
  readonly onApply: (values: CardValues | undefined) => { readonly ok: boolean; readonly message: string };
}

/** The values in card order, without the cards left at their stand-in (none at all: undefined). */
function cleaned(draft: Readonly<Partial<Record<ResourceId, CardValue>>>): CardValues | undefined {
  const out: Partial<Record<ResourceId, CardValue>> = {};
  for (const c of RESOURCE_CARDS) if (draft[c.id] !== undefined) out[c.id] = draft[c.id];
  return Object.keys(out).length === 0 ? undefined : out;
}

const same = (a: CardValues | undefined, b: CardValues | undefined) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** "3 × 1, 3 × 2, 3 × 3": how a Suit's nine cards are spread over the values, as set in the draft. */
function spread(suit: Suit, draft: CardValues): string {
  const counts = new Map<number, number>();
  for (const c of RESOURCE_CARDS) if (c.suit === suit) counts.set(draft[c.id] ?? c.value, (counts.get(draft[c.id] ?? c.value) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([v, n]) => `${n} × ${v}`)
    .join(', ');
}

export function CardValuesPanel({ values, onApply }: Props) {
  const [draft, setDraft] = useState<Partial<Record<ResourceId, CardValue>>>({ ...(values ?? {}) });
  const [shown, setShown] = useState<Suit | 'all'>('all');
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  // Another game shown (a new game, a link, Back): start again from that game's values.
  const key = JSON.stringify(values ?? {});
  useEffect(() => setDraft({ ...(values ?? {}) }), [key]);
  const wanted = cleaned(draft);
  const count = Object.keys(wanted ?? {}).length;
  const changed = !same(wanted, values);

  const set = (id: ResourceId, text: string) => {
    const next = { ...draft };
    if (text === '') delete next[id];
    else next[id] = Number(text) as CardValue;
    setDraft(next);
    setSaid(null);
  };

  return (
    <form
      class="bng-form bng-values"
      aria-label="Our table's cards"
      data-card-values
      onSubmit={(e) => {
        e.preventDefault();
        setSaid(onApply(wanted));
      }}
    >
      <p>
        Our card values are stand-ins. If a card at your table shows another value, choose it here; a card left at its stand-in keeps ours. Applying replays this game
        from its start with your values: every Buy is judged again, so a line whose later moves no longer fit keeps only its moves up to there (you are told how many
        moves are dropped). Share links carry your values.
      </p>
      <label class="bng-field">
        <span>Show</span>
        <select value={shown} onChange={(e) => setShown((e.currentTarget as HTMLSelectElement).value as Suit | 'all')} data-field="values-suit">
          <option value="all">Every Suit</option>
          {SUITS.map((s) => (
            <option key={s} value={s}>
              {SUIT_INFO[s].name} only
            </option>
          ))}
        </select>
      </label>
      {SUITS.filter((s) => shown === 'all' || shown === s).map((suit) => (
        <fieldset key={suit} class="bng-fieldset" data-suit={suit}>
          <legend>
            <span aria-hidden="true">{SUIT_INFO[suit].symbol} </span>
            {SUIT_INFO[suit].name} <span class="bng-muted">({spread(suit, draft)})</span>
          </legend>
          <div class="bng-values-grid">
            {RESOURCE_CARDS.filter((c) => c.suit === suit).map((c) => (
              <label key={c.id} class="bng-field bng-values-card">
                <span>Card {c.id.slice(c.id.lastIndexOf('-') + 1)}</span>
                <select
                  value={draft[c.id] === undefined ? '' : String(draft[c.id])}
                  onChange={(e) => set(c.id, (e.currentTarget as HTMLSelectElement).value)}
                  aria-label={`${cardIdentity(c.id)}: printed value`}
                  data-card-value={c.id}
                >
                  <option value="">{c.value} (stand-in)</option>
                  {CARD_VALUES.map((v) => (
                    <option key={v} value={String(v)}>
                      {v} (your table)
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p class="bng-muted" data-values-count>
        {count === 0 ? 'Every card has its stand-in value.' : `${count} ${count === 1 ? 'card has' : 'cards have'} your table's value.`}
        {changed ? ' Not applied yet.' : ''}
      </p>
      <div class="bng-row">
        <button type="submit" class="bng-btn bng-btn--primary" disabled={!changed} data-action="apply-values">
          Apply to this game
        </button>
        <button
          type="button"
          class="bng-btn"
          disabled={count === 0}
          onClick={() => {
            setDraft({});
            setSaid(null);
          }}
          data-action="clear-values"
        >
          Back to the stand-ins
        </button>
      </div>
      <p class={`bng-message${said && !said.ok ? ' bng-message--error' : ''}`} role="status" aria-live="polite" data-feedback="values">
        {said?.message ?? ''}
      </p>
    </form>
  );
}
