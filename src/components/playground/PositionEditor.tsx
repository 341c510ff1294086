/**
 * Dispute mode, part one: rebuild the table by hand. Start from the game shown or from an empty
 * table, move cards and Assets with selects and buttons (no dragging), set whose turn it is and
 * whether they have drawn, then hand the position to the engine. An impossible position comes back
 * with the engine's reason, and the game is left as it was.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  ASSETS,
  assetInfo,
  BILLIONAIRE_IDS,
  createFromPosition,
  MARKETS,
  type AssetId,
  type BillionaireId,
  type CardId,
  type GameState,
  type IllegalMove,
  type MarketId,
  isCardId,
} from '../../machine/index.ts';
import { assetName, billionaireName, cardLabel, marketName } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { CardRow } from '../table/Card.tsx';
import {
  cardPlace,
  cardsByZone,
  changeUnknown,
  draftOf,
  emptyDraft,
  moveAsset,
  moveCard,
  toPositionInput,
  unknownCount,
  withSpecialActions,
  type AssetPlace,
  type CardZone,
  type Draft,
  type UnknownZone,
} from './draft.ts';
import { Field } from './fields.tsx';

interface Props {
  readonly state: GameState;
  readonly onApply: (game: GameState) => void;
}

const val = (e: Event) => (e.currentTarget as HTMLSelectElement | HTMLInputElement).value;

function zoneKey(z: CardZone): string {
  return z.kind === 'faceUp' || z.kind === 'faceDown' ? `${z.kind}:${z.market}` : z.kind === 'hand' ? `hand:${z.seat}` : z.kind;
}

function parseZone(key: string): CardZone {
  const [kind, arg] = key.split(':') as [string, string | undefined];
  if (kind === 'faceUp' || kind === 'faceDown') return { kind, market: arg as MarketId };
  if (kind === 'hand') return { kind: 'hand', seat: Number(arg) };
  return { kind: kind as 'deckTop' | 'deckBottom' | 'discard' };
}

function parseUnknown(key: string): UnknownZone {
  const [kind, arg] = key.split(':') as [string, string];
  return kind === 'hand' ? { kind: 'hand', seat: Number(arg) } : { kind: 'faceDown', market: arg as MarketId };
}

export function PositionEditor({ state, onApply }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(state));
  const [emptyPlayers, setEmptyPlayers] = useState(String(state.players.length));
  const [card, setCard] = useState<CardId | ''>('');
  const [zone, setZone] = useState('deckTop');
  const [asset, setAsset] = useState('');
  const [place, setPlace] = useState('market');
  const [unknownZone, setUnknownZone] = useState('hand:0');
  const [error, setError] = useState<IllegalMove | null>(null);
  const [note, setNote] = useState('');
  // The game shown changed (a move, undo, a position applied): the editor follows it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else setDraft(draftOf(state));
  }, [state]);

  const unknowns = unknownCount(draft);
  const seatName = (i: number) => `seat ${i + 1} (${billionaireName(draft.players[i]!.billionaire)})`;
  const groups = cardsByZone(draft, seatName, marketName);
  const allCards = groups.flatMap((g) => g.cards);
  const cardNow: CardId | '' = card !== '' && allCards.includes(card) ? card : (allCards[0] ?? '');
  const assetNow = (ASSETS.some((a) => a.id === asset) ? asset : ASSETS[0]!.id) as AssetId;
  const update = (d: Draft, message: string) => {
    setDraft(d);
    setError(null);
    setNote(message);
  };

  const apply = () => {
    const created = createFromPosition(toPositionInput(draft));
    if (!created.ok) {
      setError(created.error);
      setNote('');
      return;
    }
    setError(null);
    setNote('Position set up: the game now starts from it.');
    onApply(created.game);
  };

  const assetWhere = (a: AssetId): string => {
    const seat = draft.players.findIndex((p) => p.assets.includes(a));
    if (seat >= 0) return seatName(seat);
    if (draft.out.includes(a)) return 'out of the game';
    return `${marketName(assetInfo(a).market)} Market`;
  };

  return (
    <div class="bng-editor" data-editor="position">
      <p>
        Rebuild the table you are arguing about. Nothing changes in the game until you press <strong>Set up this position</strong>.
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn" onClick={() => update(draftOf(state), 'Editor reset to the game shown.')} data-action="draft-current">
          Start from the game shown
        </button>
        <Field label="Players at an empty table">
          <select value={emptyPlayers} onChange={(e) => setEmptyPlayers(val(e))} data-field="empty-players">
            {[3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          class="bng-btn"
          onClick={() =>
            update(emptyDraft(Number(emptyPlayers), draft.specialActions, state.options.level), 'Editor set to an empty table: every card is in the Draw deck.')
          }
          data-action="draft-empty"
        >
          Start from an empty table
        </button>
      </div>

      <fieldset class="bng-fieldset">
        <legend>Players and turn</legend>
        <div class="bng-builder-fields">
          {draft.players.map((p, i) => (
            <Field key={i} label={`Seat ${i + 1} Billionaire`}>
              <select
                value={p.billionaire}
                onChange={(e) => update({ ...draft, players: draft.players.map((q, j) => (j === i ? { ...q, billionaire: val(e) as BillionaireId } : q)) }, '')}
                data-field={`draft-seat-${i}`}
              >
                {BILLIONAIRE_IDS.map((b) => (
                  <option key={b} value={b}>
                    {billionaireName(b)}
                  </option>
                ))}
              </select>
            </Field>
          ))}
          <Field label="Whose turn">
            <select value={draft.current} onChange={(e) => update({ ...draft, current: Number(val(e)) }, '')} data-field="draft-current">
              {draft.players.map((_, i) => (
                <option key={i} value={i}>
                  {seatName(i)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Step of the turn">
            <select value={draft.phase} onChange={(e) => update({ ...draft, phase: val(e) as Draft['phase'] }, '')} data-field="draft-phase">
              <option value="turn.start">Before the draw (may draw or act)</option>
              <option value="turn.action">After the draw (must act)</option>
            </select>
          </Field>
          <Field label="Round">
            <input type="number" min={1} step={1} value={draft.round} onInput={(e) => update({ ...draft, round: Number(val(e)) }, '')} data-field="draft-round" />
          </Field>
        </div>
        <label class="bng-check">
          <input
            type="checkbox"
            checked={draft.specialActions}
            onChange={(e) => update(withSpecialActions(draft, (e.currentTarget as HTMLInputElement).checked), '')}
            data-field="draft-special"
          />
          <span>Special Action cards in this game</span>
        </label>
      </fieldset>

      <fieldset class="bng-fieldset">
        <legend>Move a card</legend>
        <div class="bng-builder-fields">
          <Field label="Card">
            <select
              value={cardNow}
              onChange={(e) => {
                // The options are cards; a value that names no card is ignored.
                const c = val(e);
                if (isCardId(c)) setCard(c);
              }}
              data-field="draft-card"
            >
              {groups.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.cards.map((c) => (
                    <option key={c} value={c}>
                      {cardLabel(c)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </Field>
          <Field label="To">
            <select value={zone} onChange={(e) => setZone(val(e))} data-field="draft-zone">
              <option value="deckTop">Top of the Draw deck</option>
              <option value="deckBottom">Bottom of the Draw deck</option>
              <option value="discard">Top of the Discard pile</option>
              {MARKETS.map((m) => (
                <option key={`u${m}`} value={zoneKey({ kind: 'faceUp', market: m })}>
                  {marketName(m)}: face-up on top
                </option>
              ))}
              {MARKETS.map((m) => (
                <option key={`d${m}`} value={zoneKey({ kind: 'faceDown', market: m })}>
                  {marketName(m)}: face-down, under the top card
                </option>
              ))}
              {draft.players.map((_, i) => (
                <option key={`h${i}`} value={zoneKey({ kind: 'hand', seat: i })}>
                  Hand of {seatName(i)}
                </option>
              ))}
            </select>
          </Field>
          <div class="bng-field">
            <span aria-hidden="true">&nbsp;</span>
            <button
              type="button"
              class="bng-btn"
              disabled={cardNow === ''}
              onClick={() => {
                if (cardNow === '') return;
                const d = moveCard(draft, cardNow, parseZone(zone));
                update(d, `${cardLabel(cardNow)} is now in: ${cardPlace(d, cardNow, seatName, marketName)}.`);
              }}
              data-action="move-card"
            >
              Move card
            </button>
          </div>
        </div>
      </fieldset>

      <fieldset class="bng-fieldset">
        <legend>Cards nobody has seen</legend>
        <p>
          An unknown card is dealt at random from the cards left in the Draw deck, and the deck is shuffled. Unknown cards now:{' '}
          <strong data-count={unknowns}>{unknowns}</strong>.
        </p>
        <div class="bng-builder-fields">
          <Field label="Where">
            <select value={unknownZone} onChange={(e) => setUnknownZone(val(e))} data-field="unknown-zone">
              {draft.players.map((_, i) => (
                <option key={`h${i}`} value={`hand:${i}`}>
                  Hand of {seatName(i)}
                </option>
              ))}
              {MARKETS.map((m) => (
                <option key={m} value={`faceDown:${m}`}>
                  {marketName(m)}: face-down
                </option>
              ))}
            </select>
          </Field>
          <div class="bng-field">
            <span aria-hidden="true">&nbsp;</span>
            <div class="bng-row">
              <button
                type="button"
                class="bng-btn"
                disabled={unknowns >= draft.deck.length}
                onClick={() => update(changeUnknown(draft, parseUnknown(unknownZone), true), 'An unknown card was added.')}
                data-action="unknown-add"
              >
                Add an unknown card
              </button>
              <button
                type="button"
                class="bng-btn"
                onClick={() => update(changeUnknown(draft, parseUnknown(unknownZone), false), 'An unknown card was taken away.')}
                data-action="unknown-remove"
              >
                Take one away
              </button>
            </div>
          </div>
        </div>
      </fieldset>

      <fieldset class="bng-fieldset">
        <legend>Move an Asset</legend>
        <div class="bng-builder-fields">
          <Field label="Asset">
            <select value={assetNow} onChange={(e) => setAsset(val(e))} data-field="draft-asset">
              {ASSETS.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({assetWhere(a.id as AssetId)})
                </option>
              ))}
            </select>
          </Field>
          <Field label="To">
            <select value={place} onChange={(e) => setPlace(val(e))} data-field="draft-place">
              <option value="market">Back to its Market ({marketName(assetInfo(assetNow).market)})</option>
              {draft.players.map((_, i) => (
                <option key={i} value={`seat:${i}`}>
                  Held by {seatName(i)}
                </option>
              ))}
              <option value="out">Out of the game</option>
            </select>
          </Field>
          <div class="bng-field">
            <span aria-hidden="true">&nbsp;</span>
            <button
              type="button"
              class="bng-btn"
              onClick={() => {
                const to: AssetPlace = place === 'market' ? { kind: 'market' } : place === 'out' ? { kind: 'out' } : { kind: 'seat', seat: Number(place.split(':')[1]) };
                const d = moveAsset(draft, assetNow, to);
                setDraft(d);
                setError(null);
                setNote(
                  `The ${assetName(assetNow)} is now: ${(() => {
                    const seat = d.players.findIndex((p) => p.assets.includes(assetNow));
                    return seat >= 0
                      ? `held by ${seatName(seat)}`
                      : d.out.includes(assetNow)
                        ? 'out of the game'
                        : `at the ${marketName(assetInfo(assetNow).market)} Market`;
                  })()}.`,
                );
              }}
              data-action="move-asset"
            >
              Move Asset
            </button>
          </div>
        </div>
      </fieldset>

      <details class="bng-panel">
        <summary>The position being edited</summary>
        <ul class="bng-draft-zones">
          {MARKETS.map((m) => {
            const mk = draft.markets[m];
            return (
              <li key={m}>
                <strong>{marketName(m)}</strong>: Assets {mk.assets.length ? mk.assets.map(assetName).join(', ') : 'none'}; face-up{' '}
                <CardRow cards={mk.faceUp ? [mk.faceUp] : []} small /> face-down <CardRow cards={mk.faceDown} small />
              </li>
            );
          })}
          {draft.players.map((p, i) => (
            <li key={`p${i}`}>
              <strong>{seatName(i)}</strong>: Assets {p.assets.length ? p.assets.map(assetName).join(', ') : 'none'}; hand <CardRow cards={p.hand} small />
            </li>
          ))}
          <li>
            <strong>Discard pile</strong> ({draft.discard.length}, top last): <CardRow cards={draft.discard} small />
          </li>
          <li>
            <strong>Draw deck</strong> (
            {unknowns > 0
              ? `${draft.deck.length} cards: ${unknowns} of them go to the unknown places at random, the other ${draft.deck.length - unknowns} are shuffled`
              : `${draft.deck.length} cards, top first`}
            ): <CardRow cards={draft.deck} small />
          </li>
          <li>
            <strong>Out of the game</strong>: {draft.out.length ? draft.out.map(assetName).join(', ') : 'none'}
          </li>
        </ul>
      </details>

      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" onClick={apply} data-action="apply-position">
          Set up this position
        </button>
      </div>
      <div role="status" aria-live="polite" data-feedback="position">
        {error ? (
          <p class="bng-message bng-message--error">
            <strong>This position is not possible:</strong> {error.reason} <RuleLink rule={error.rule} />
          </p>
        ) : note ? (
          <p class="bng-message">{note}</p>
        ) : null}
      </div>
    </div>
  );
}
