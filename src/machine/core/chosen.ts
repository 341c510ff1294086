/**
 * Chosen outcomes for disputes and worked examples (`table.chosen-outcome`): what the people at the
 * table saw happen (the next cards off the deck, a die roll, who won a tie-break, and the modules'
 * own kinds such as the next Crisis or Panic! card), fixed in advance instead of left to the seeded
 * random. One move family, `choose`, with one queue per kind in `GameState.chosen`.
 */
import { isCardId, type CardId } from '../data/cards.ts';
import { isPanicId } from '../data/panic.ts';
import { event, type ChosenOutcome } from './events.ts';
import { codec, customField, field, type FieldCodec, plainRecord } from './fields.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import { chosenQueue, withChosen } from './chosen-queues.ts';
import { modulesOf } from './module.ts';
import { type DescribeContext, defineMove } from './moves.ts';
import type { GameState } from './state.ts';
import { cardsOf } from './cards-of.ts';

/** The most cards one chosen outcome may put on top of the Draw deck. */
export const MAX_CHOSEN_CARDS = 64;

/** Reads a chosen outcome from untrusted input. */
function readOutcome(value: unknown): ChosenOutcome | undefined {
  const r = plainRecord(value);
  if (!r) return undefined;
  const keys = Object.keys(r);
  switch (r.kind) {
    case 'draw': {
      const cards = r.cards;
      if (keys.length !== 2 || !Array.isArray(cards) || cards.length > MAX_CHOSEN_CARDS || !cards.every(isCardId)) return undefined;
      return { kind: 'draw', cards: [...cards] };
    }
    case 'roll':
      return keys.length === 2 && typeof r.value === 'number' && Number.isInteger(r.value) ? { kind: 'roll', value: r.value } : undefined;
    case 'pick': {
      const seat = field.seat.read(r.seat);
      return keys.length === 2 && seat !== undefined ? { kind: 'pick', seat } : undefined;
    }
    case 'crisis':
      return keys.length === 2 && isCardId(r.card) ? { kind: 'crisis', card: r.card } : undefined;
    case 'panic':
      return keys.length === 2 && isPanicId(r.panic) ? { kind: 'panic', panic: r.panic } : undefined;
    default:
      return undefined;
  }
}

const KINDS = ['draw', 'roll', 'pick', 'crisis', 'panic'] as const;

/** An outcome in a link: its kind, then what was chosen. */
const outcomeCodec: FieldCodec<ChosenOutcome> = {
  write: (w, o) => {
    w.digit(KINDS.indexOf(o.kind));
    if (o.kind === 'draw') codec.list(codec.card).write(w, o.cards);
    else if (o.kind === 'roll') w.nat(o.value);
    else if (o.kind === 'pick') codec.seat.write(w, o.seat);
    else if (o.kind === 'crisis') codec.card.write(w, o.card);
    else codec.panic.write(w, o.panic);
  },
  read: (r) => {
    const kind = KINDS[r.digit(KINDS.length)]!;
    if (kind === 'draw') return { kind, cards: codec.list(codec.card).read(r) };
    if (kind === 'roll') return { kind, value: r.nat(6) };
    if (kind === 'pick') return { kind, seat: codec.seat.read(r) };
    if (kind === 'crisis') return { kind, card: codec.card.read(r) };
    return { kind, panic: codec.panic.read(r) };
  },
};

function checkCore(state: GameState, o: ChosenOutcome): IllegalMove | null | undefined {
  switch (o.kind) {
    case 'draw': {
      if (o.cards.length === 0) return illegal('chosen.empty', 'table.chosen-outcome', 'Choose at least one card.');
      if (new Set(o.cards).size !== o.cards.length) return illegal('chosen.repeated', 'table.chosen-outcome', 'A card can only be chosen once.');
      const missing = o.cards.find((c) => !state.deck.includes(c));
      if (missing !== undefined)
        return illegal('chosen.not-in-deck', 'table.chosen-outcome', `${cardsOf(state).cardName(missing)} is not in the Draw deck, so it cannot be drawn next.`);
      return null;
    }
    case 'pick':
      return o.seat >= 0 && o.seat < state.players.length ? null : illegal('chosen.no-player', 'table.chosen-outcome', `There is no player in seat ${o.seat + 1}.`);
    default:
      return undefined; // a module's kind
  }
}

/** The queue value an outcome adds, and whether it replaces the queue rather than joining it. */
function queued(state: GameState, o: ChosenOutcome): readonly (string | number)[] {
  const queue = chosenQueue(state, o.kind);
  switch (o.kind) {
    case 'draw':
      // Chosen cards join the queue after those chosen earlier (a card chosen twice moves back).
      return [...(queue as CardId[]).filter((c) => !o.cards.includes(c)), ...o.cards];
    case 'roll':
      return [...queue, o.value];
    case 'pick':
      return [...queue, o.seat];
    case 'crisis':
      return [...queue.filter((c) => c !== o.card), o.card];
    case 'panic':
      return [o.panic]; // only one Panic! card is ever drawn
  }
}

export const chooseFamily = defineMove({
  type: 'choose',
  label: 'Choose an outcome',
  rule: 'table.chosen-outcome',
  words: { group: 'Chosen outcome', button: 'Set this outcome', byTable: true },
  code: 'C',
  fields: { outcome: customField('an outcome', readOutcome, outcomeCodec) },
  check: (state, move) => {
    const core = checkCore(state, move.outcome);
    if (core !== undefined) return core;
    for (const m of modulesOf(state)) {
      const check = m.outcomes?.[move.outcome.kind];
      if (check) return check(state, move.outcome);
    }
    return illegal('chosen.not-in-game', 'table.chosen-outcome', 'That kind of outcome does not happen in this game.');
  },
  apply: (state, move) => ({
    state: withChosen(state, move.outcome.kind, queued(state, move.outcome)),
    events: [event('outcomeChosen', 'table.chosen-outcome', { outcome: move.outcome })],
  }),
  describe: (move, ctx) => describeOutcome(move.outcome, ctx),
});

/**
 * An outcome in words. A seat's view does not name what the table chose for the deck, the
 * set-aside Crises or the Panic! cards: those are face-down to every player.
 */
export function describeOutcome(o: ChosenOutcome, ctx: Pick<DescribeContext, 'state' | 'name' | 'card' | 'viewer'>): string {
  const seesAll = ctx.viewer === 'table';
  if (!seesAll && o.kind === 'draw')
    return `Chosen outcome: the next ${o.cards.length === 1 ? 'card' : `${o.cards.length} cards`} off the deck ${o.cards.length === 1 ? 'is' : 'are'} fixed.`;
  if (!seesAll && o.kind === 'crisis') return 'Chosen outcome: the next Crisis drawn from those set aside is fixed.';
  if (!seesAll && o.kind === 'panic') return 'Chosen outcome: the Panic! card that will be drawn is fixed.';
  switch (o.kind) {
    case 'draw':
      return `Chosen outcome: the next ${o.cards.length === 1 ? 'card' : 'cards'} off the deck will be ${o.cards.map(ctx.card).join(', then ')}.`;
    case 'roll':
      return `Chosen outcome: the next die roll will be ${o.value}.`;
    case 'pick':
      return `Chosen outcome: ${ctx.name(o.seat)} wins the next tie-break.`;
    case 'crisis':
      return `Chosen outcome: the next Crisis drawn from those set aside will be ${ctx.card(o.card)}.`;
    case 'panic':
      return `Chosen outcome: the Panic! card drawn will be ${cardsOf(ctx.state).panicName(o.panic)}.`;
  }
}
