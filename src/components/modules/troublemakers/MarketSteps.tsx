/**
 * The three Revolution cards that reach into the Markets, as clear steps for their player (shown by
 * RevolutionStep): Boycott (each drawn card given an open Market, or the Discard pile when there are
 * more cards than open Markets), Comrade on the Inside (one picked-up card moved to another open
 * Market, or none) and Sabotage! (the gathered cards laid out again, a row per open Market, as the
 * player likes). Sabotage! allows any layout, and only one or two are listed, so the step builds the
 * move from its fields and asks the engine (`checkMove`) before playing it: a bad layout gets the
 * engine's reason here, never a crash. The hidden cards come from the engine's view for this viewer,
 * so they are named only to the card's player and the table view.
 */
import { useState } from 'preact/hooks';
import { checkMove, MARKET_NAMES, openMarkets, viewOf, type CardId, type IllegalMove, type MarketId, type Move, type Viewer } from '../../../machine/api.ts';
import { cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { Field } from '../../form/fields.tsx';
import { ofType, type StepProps } from '../stepProps.ts';

type Props = StepProps & { readonly viewer: Viewer };

/** The select value that sends a card to the Discard pile instead of a Market (Boycott), or leaves a slot empty (Sabotage!). */
const NONE = '';

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** The Revolution card under way, as this viewer may see it. */
const resolvingSeen = (props: Props) => viewOf(props.state, props.viewer).modules.troublemakers?.resolving ?? null;

/** Asks the engine first, so a refused move is explained at the step; a legal one is played as the other steps play theirs. */
function useChecked(props: Props): { refused: IllegalMove | null; tryMove: (move: Move) => void } {
  const [refused, setRefused] = useState<IllegalMove | null>(null);
  const tryMove = (move: Move) => {
    const problem = checkMove(props.state, move);
    setRefused(problem);
    if (!problem) props.onPlay(move);
  };
  return { refused, tryMove };
}

/** The engine's answer to a refused move, read out where the confirm button is. */
function Refusal({ refused }: { readonly refused: IllegalMove | null }) {
  return (
    <div role="status" aria-live="polite" data-feedback="tm-market-step">
      {refused ? (
        <p class="bng-message bng-message--error">
          <strong>Not allowed:</strong> {refused.reason} <RuleLink rule={refused.rule} />
        </p>
      ) : null}
    </div>
  );
}

/** A list's entries with one set to a value; if another entry held it already, that one takes the old value (a swap), so no value is held twice. */
function swapped<T>(list: readonly T[], i: number, value: T, free: T): T[] {
  const next = [...list];
  const old = next[i]!;
  const j = value === free ? -1 : next.findIndex((v, k) => k !== i && v === value);
  if (j >= 0) next[j] = old;
  next[i] = value;
  return next;
}

function Boycott(props: Props) {
  const { state, mover } = props;
  const r = resolvingSeen(props);
  const open = openMarkets(state);
  const drawn = r?.kind === 'boycott' ? (r.cards ?? []) : [];
  // By default the cards go to the open Markets in order; any beyond them to the Discard pile.
  const [places, setPlaces] = useState<readonly (MarketId | typeof NONE)[]>(() => drawn.map((_, i) => open[i] ?? NONE));
  const { refused, tryMove } = useChecked(props);
  const [said, setSaid] = useState('');
  if (drawn.length === 0) return null;
  const leftovers = drawn.length > open.length;
  const placed = drawn.flatMap((c, i) => (places[i] ? [{ card: c, market: places[i] as MarketId }] : []));
  const move: Move = { type: 'placeBoycott', seat: mover, cards: placed.map((p) => p.card), markets: placed.map((p) => p.market) };
  const name = (c: CardId) => cardLabel(c, state.options.cardValues);
  const where = (p: MarketId | typeof NONE) => (p ? `the ${MARKET_NAMES[p]} Market` : 'the Discard pile');
  const choose = (i: number, value: MarketId | typeof NONE) => {
    const next = swapped(places, i, value, NONE);
    const moved = next.findIndex((p, k) => k !== i && p !== places[k]);
    setPlaces(next);
    setSaid(`${name(drawn[i]!)} goes to ${where(value)}${moved >= 0 ? `; ${name(drawn[moved]!)} goes to ${where(next[moved]!)} instead` : ''}.`);
  };
  return (
    <>
      <h4 id="bng-tm-step-heading">Boycott: place the cards you drew face-down</h4>
      <p>
        You drew {cards(drawn.length)}, seen by you alone. Each goes face-down into a different open Market
        {leftovers ? `; with only ${open.length} open, ${cards(drawn.length - open.length)} go to the Discard pile` : ''}. Choosing a Market another card has swaps the
        two. <RuleLink rule="rev.boycott" />
      </p>
      <div class="bng-builder-fields" data-field="boycott">
        {drawn.map((c, i) => (
          <Field key={c} label={name(c)}>
            <select value={places[i] ?? NONE} onChange={(e) => choose(i, (e.currentTarget as HTMLSelectElement).value as MarketId | typeof NONE)} data-boycott-card={c}>
              {open.map((m) => (
                <option key={m} value={m}>
                  {MARKET_NAMES[m]} Market
                </option>
              ))}
              {leftovers ? <option value={NONE}>To the Discard pile</option> : null}
            </select>
          </Field>
        ))}
      </div>
      <p aria-live="polite" data-boycott-said>
        {said}
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-boycott" onClick={() => tryMove(move)}>
          Confirm: {placed.map((p) => `${name(p.card)} at ${MARKET_NAMES[p.market]}`).join(', ')}
          {placed.length < drawn.length
            ? `; ${drawn
                .filter((_, i) => !places[i])
                .map(name)
                .join(', ')} discarded`
            : ''}
        </button>
      </div>
      <Refusal refused={refused} />
    </>
  );
}

function Comrade(props: Props) {
  const { state, mover, moves } = props;
  const r = resolvingSeen(props);
  const [card, setCard] = useState<CardId | typeof NONE>(NONE);
  const [target, setTarget] = useState<MarketId | typeof NONE>(NONE);
  const { refused, tryMove } = useChecked(props);
  if (r?.kind !== 'comrade') return null;
  const picked = r.cards ?? [];
  // The Markets a card may go to: the listed moves name them (every open Market but the one picked up).
  const targets = [...new Set(ofType(moves, 'moveComradeCard').flatMap((m) => (m.market ? [m.market] : [])))];
  const cardNow = card !== NONE && picked.includes(card) ? card : NONE;
  const targetNow = target !== NONE && targets.includes(target) ? target : (targets[0] ?? NONE);
  const name = (c: CardId) => cardLabel(c, state.options.cardValues);
  const move: Move =
    cardNow === NONE || targetNow === NONE ? { type: 'moveComradeCard', seat: mover } : { type: 'moveComradeCard', seat: mover, card: cardNow, market: targetNow };
  return (
    <>
      <h4 id="bng-tm-step-heading">Comrade on the Inside: move one card from the {MARKET_NAMES[r.market]} Market?</h4>
      <p>
        You picked up the {MARKET_NAMES[r.market]} Market's {cards(picked.length)} face-down, seen by you alone. You may move one of them face-down to another open
        Market, or move none; the rest go back. <RuleLink rule="rev.comrade" />
      </p>
      <fieldset class="bng-fieldset" data-field="comrade-card">
        <legend>1. The card to move</legend>
        <label class="bng-check">
          <input type="radio" name="bng-tm-comrade-card" checked={cardNow === NONE} onChange={() => setCard(NONE)} data-comrade-option="none" />
          <span>Move none</span>
        </label>
        {picked.map((c) => (
          <label key={c} class="bng-check">
            <input type="radio" name="bng-tm-comrade-card" checked={c === cardNow} onChange={() => setCard(c)} data-comrade-option={c} />
            <span>{name(c)}</span>
          </label>
        ))}
      </fieldset>
      {cardNow !== NONE ? (
        targets.length === 0 ? (
          <p class="bng-muted">No other Market is open: the card cannot move.</p>
        ) : (
          <div class="bng-builder-fields">
            <Field label="2. The open Market it goes to">
              <select value={targetNow} onChange={(e) => setTarget((e.currentTarget as HTMLSelectElement).value as MarketId)} data-field="comrade-market">
                {targets.map((m) => (
                  <option key={m} value={m}>
                    {MARKET_NAMES[m]} Market
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )
      ) : null}
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-comrade" onClick={() => tryMove(move)}>
          {move.card === undefined ? 'Confirm: move no card' : `Confirm: move ${name(move.card)} to the ${MARKET_NAMES[move.market!]} Market`}
        </button>
      </div>
      <Refusal refused={refused} />
    </>
  );
}

function Sabotage(props: Props) {
  const { state, mover, moves } = props;
  const r = resolvingSeen(props);
  const open = openMarkets(state);
  const gathered = r?.kind === 'sabotage' ? (r.cards ?? []) : [];
  const each = open.length === 0 ? 0 : Math.floor(gathered.length / open.length);
  // The slots, row after row (Market by Market in MARKETS order, which openMarkets keeps); '' is an empty slot.
  const [slots, setSlots] = useState<readonly (CardId | typeof NONE)[]>(() => Array.from({ length: open.length * each }, () => NONE));
  const { refused, tryMove } = useChecked(props);
  const [said, setSaid] = useState('');
  if (r?.kind !== 'sabotage') return null;
  const name = (c: CardId) => cardLabel(c, state.options.cardValues);
  const slotName = (k: number) => `${MARKET_NAMES[open[Math.floor(k / each)]!]} ${k % each === 0 ? 'face-up' : `face-down ${k % each}`}`;
  const rows = open.map((_, i) => slots.slice(i * each, (i + 1) * each).filter((c): c is CardId => c !== NONE));
  const move: Move = { type: 'arrangeMarkets', seat: mover, rows };
  const leftovers = gathered.filter((c) => !slots.includes(c));
  const listed = ofType(moves, 'arrangeMarkets')[0];
  const choose = (k: number, value: CardId | typeof NONE) => {
    const next = swapped(slots, k, value, NONE);
    const moved = next.findIndex((c, j) => j !== k && c !== slots[j]);
    setSlots(next);
    setSaid(
      value === NONE
        ? `${slotName(k)} emptied.`
        : `${name(value)} in ${slotName(k)}${moved >= 0 ? `; ${slots[k] ? `${name(slots[k] as CardId)} moves to ${slotName(moved)}` : `${slotName(moved)} is now empty`}` : ''}.`,
    );
  };
  const dealListed = () => {
    if (!listed) return;
    setSlots(listed.rows.flatMap((row) => Array.from({ length: each }, (_, i) => row[i] ?? NONE)));
    setSaid('The first listed layout is filled in.');
  };
  return (
    <>
      <h4 id="bng-tm-step-heading">Sabotage!: deal the open Markets out again</h4>
      <p>
        The {open.length} open Markets' {cards(gathered.length)} are gathered, face-down ones included, seen by you alone. Each open Market gets {cards(each)} back, in a
        row you fill: its first card goes face-up, the others face-down. Cards left out go to the Discard pile. Picking a card already placed swaps the two slots.{' '}
        <RuleLink rule="rev.sabotage" />
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn" data-action="tm-sabotage-listed" disabled={!listed} onClick={dealListed}>
          Deal as listed
        </button>
        <button
          type="button"
          class="bng-btn"
          data-action="tm-sabotage-clear"
          onClick={() => {
            setSlots(slots.map(() => NONE));
            setSaid('Every slot emptied.');
          }}
        >
          Empty every slot
        </button>
      </div>
      {open.map((m, i) => (
        <fieldset key={m} class="bng-fieldset" data-sabotage-row={m}>
          <legend>
            {MARKET_NAMES[m]} Market ({cards(each)})
          </legend>
          {each === 0 ? (
            <p class="bng-muted">Too few cards for every open Market: this one gets none.</p>
          ) : (
            <div class="bng-builder-fields">
              {Array.from({ length: each }, (_, j) => {
                const k = i * each + j;
                return (
                  <Field key={k} label={j === 0 ? 'Face-up card' : `Face-down card ${j}`}>
                    <select
                      value={slots[k] ?? NONE}
                      onChange={(e) => choose(k, (e.currentTarget as HTMLSelectElement).value as CardId | typeof NONE)}
                      data-sabotage-slot={`${m}-${j}`}
                    >
                      <option value={NONE}>Empty</option>
                      {gathered.map((c) => {
                        const at = slots.indexOf(c);
                        return (
                          <option key={c} value={c}>
                            {name(c)}
                            {at >= 0 && at !== k ? ` (now ${slotName(at)})` : ''}
                          </option>
                        );
                      })}
                    </select>
                  </Field>
                );
              })}
            </div>
          )}
        </fieldset>
      ))}
      <p data-sabotage-leftovers>
        To the Discard pile: {leftovers.length === 0 ? 'nothing' : leftovers.map(name).join(', ')}
        {leftovers.length > gathered.length - open.length * each ? ` (fill the empty slots: only ${gathered.length - open.length * each} may be left out)` : ''}.
      </p>
      <p aria-live="polite" data-sabotage-said>
        {said}
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-sabotage" onClick={() => tryMove(move)}>
          Confirm this layout
        </button>
      </div>
      <Refusal refused={refused} />
    </>
  );
}

/** The step for one of these three cards' answers, if the moves ask for one: its name (for `data-tm-step`) and component. */
export function marketStep(types: ReadonlySet<string>): readonly [string, (props: Props) => preact.JSX.Element | null] | null {
  if (types.has('placeBoycott')) return ['boycott', Boycott];
  if (types.has('moveComradeCard')) return ['comrade', Comrade];
  if (types.has('arrangeMarkets')) return ['sabotage', Sabotage];
  return null;
}
