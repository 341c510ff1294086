/**
 * How the table gives a chosen outcome in a form (dispute mode): first which outcome it saw, then
 * what it was (the cards off the Draw deck in order, the die roll, the seat that won a tie, the
 * Crisis drawn from those set aside, the Panic! card). The move is one field, `outcome`, so the form
 * is composed (`ComposedForm`). Each kind is offered only where the engine takes it now, and the
 * face-down ones (the deck, the set-aside Crises, the Panic! cards) only in the table view.
 * Loaded with the move form (`src/machine/forms.ts`), not with the rules.
 */
import { MAX_CHOSEN_CARDS } from '../../core/chosen.ts';
import { checkMove } from '../../core/play.ts';
import { playerName } from '../../core/describe.ts';
import { type ChosenOutcome } from '../../core/events.ts';
import { domain } from '../../core/form-domains.ts';
import type { ComposedForm, FieldForm, FormContext, FormOption } from '../../core/form.ts';
import { TABLE } from '../../core/moves.ts';
import type { GameState } from '../../core/state.ts';
import { type CardId, isCardId } from '../../data/cards.ts';
import { isPanicId } from '../../data/panic.ts';
import { modulesOf } from '../../core/module.ts';
import { cardsOf } from '../../core/cards-of.ts';

type Kind = ChosenOutcome['kind'];

/** What the game's modules let the table choose from for a kind (read through the modules, so this form loads none of them). */
const choicesOf = (state: GameState, kind: Kind): readonly string[] => modulesOf(state).flatMap((m) => m.outcomeChoices?.[kind]?.(state) ?? []);
const asideCrises = (state: GameState): CardId[] => choicesOf(state, 'crisis').filter(isCardId);
const panicCards = (state: GameState) => choicesOf(state, 'panic').filter(isPanicId);

/** Whether the game waits on a launch: the Space Cowboy's choice, boarding, or an answer to an invitation. */
const atLaunch = (state: GameState) => state.windows.some((w) => w.kind.startsWith('space.'));

/**
 * What the next die roll is for. In a two-player game the die is above all the Puppet's: it rolls
 * straight after the last move of a person's turn (in the same move), so its roll is chosen before
 * that move; while its 6 waits to be nudged, the next roll is its second one.
 */
function rollWords(state: GameState): string {
  // A launch under way (or being decided) rolls its die before anything else does.
  if (atLaunch(state)) return "The next die roll: the Rocket's launch (it escapes below the Launch Score aboard, never on a 6)";
  const space = state.modules.spaceProgram && !state.modules.spaceProgram.gone ? ", or the Rocket's launch" : '';
  if (state.options.puppets !== true) return space ? `The next die roll (the Panic!${space})` : 'The next die roll (the Panic!)';
  const puppet = playerName(state, state.current + 1);
  const panic = state.options.level >= 2 ? ' (or the Panic! die, if it comes first)' : '';
  if (state.modules.puppets?.roll?.stage === 'first') return `The next die roll: ${puppet}'s second die, where it Buys, if its 6 stands or a nudge makes one${panic}`;
  return `The next die roll: the Puppet's die, ${puppet}'s, rolled straight after the last move of this turn${panic}`;
}

/** Which ties the next `pick` settles. */
function tieWords(state: GameState): string {
  if (atLaunch(state)) return 'The next tie settled at random: a tie for the top Launch Score (who boards first)';
  const space = state.modules.spaceProgram ? ', the top Launch Score' : '';
  return state.options.level >= 4
    ? `The next tie settled at random (the Poorest Player, the highest bid, the richest${space})`
    : `The next tie settled at random (the Poorest Player${space})`;
}

/**
 * Each kind in the order offered: its words, whether only the table view sees what it chooses, and
 * an example of it in this state (none: nothing to choose from), which the engine must take for the
 * kind to be offered at all.
 */
const KINDS: readonly { kind: Kind; words: (s: GameState) => string; hidden: boolean; example: (s: GameState) => ChosenOutcome | undefined }[] = [
  { kind: 'draw', words: () => 'The next cards off the Draw deck', hidden: true, example: (s) => s.deck[0] && { kind: 'draw', cards: [s.deck[0]] } },
  { kind: 'pick', words: tieWords, hidden: false, example: () => ({ kind: 'pick', seat: 0 }) },
  { kind: 'roll', words: rollWords, hidden: false, example: () => ({ kind: 'roll', value: 1 }) },
  {
    kind: 'crisis',
    words: () => 'The next Crisis drawn from those set aside',
    hidden: true,
    example: (s) => asideCrises(s)[0] && { kind: 'crisis', card: asideCrises(s)[0]! },
  },
  { kind: 'panic', words: () => 'The Panic! card drawn', hidden: true, example: (s) => panicCards(s)[0] && { kind: 'panic', panic: panicCards(s)[0]! } },
];

/** The kinds the table may choose now in this view. */
function kindOptions(ctx: FormContext): FormOption[] {
  return KINDS.filter(({ hidden, example }) => {
    if (hidden && ctx.viewer !== 'table') return false;
    const outcome = example(ctx.state);
    return outcome !== undefined && checkMove(ctx.state, { type: 'choose', seat: TABLE, outcome }) === null;
  }).map(({ kind, words }) => ({ key: kind, value: kind, label: words(ctx.state) }));
}

const when = (kind: Kind) => (ctx: FormContext) => ctx.chosen.outcome === kind;
const numbers = (from: number, to: number): FormOption[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ key: String(from + i), value: from + i, label: String(from + i) }));
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const drawCount = (ctx: FormContext) => (typeof ctx.chosen.count === 'number' ? ctx.chosen.count : 1);

const fields: Record<string, FieldForm> = {
  outcome: { label: 'What the table saw', pick: 'one', options: kindOptions, empty: 'Nothing can be chosen now.' },
  count: {
    label: 'How many cards',
    pick: 'one',
    when: when('draw'),
    options: (ctx) => numbers(1, Math.min(ctx.state.deck.length, MAX_CHOSEN_CARDS)),
  },
  cards: {
    ...domain.card({ label: 'Cards off the deck' }, (ctx) => ctx.state.deck),
    pick: 'slots',
    when: when('draw'),
    slots: (ctx) => Array.from({ length: drawCount(ctx) }, (_, i) => `${ordinal(i + 1)} card off the deck`),
  },
  roll: { label: 'The die shows', pick: 'one', when: when('roll'), options: () => numbers(1, 6) },
  'tie-seat': { ...domain.seat({ label: 'Wins the tie' }), when: when('pick') },
  crisis: { ...domain.card({ label: 'Crisis drawn' }, (ctx) => asideCrises(ctx.state)), when: when('crisis') },
  panic: {
    ...domain.named(
      { label: 'Panic! card' },
      (ctx) => panicCards(ctx.state),
      (p, ctx) => cardsOf(ctx.state).panicName(p),
    ),
    when: when('panic'),
  },
};

/** The move's one field from the values picked (an outcome the engine cannot read is refused when tried). */
function compose(v: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const outcomes: Record<Kind, () => unknown> = {
    draw: () => ({ kind: 'draw', cards: v.cards }),
    pick: () => ({ kind: 'pick', seat: v['tie-seat'] }),
    roll: () => ({ kind: 'roll', value: v.roll }),
    crisis: () => ({ kind: 'crisis', card: v.crisis }),
    panic: () => ({ kind: 'panic', panic: v.panic }),
  };
  const kind = v.outcome as Kind | undefined;
  return { outcome: kind !== undefined && kind in outcomes ? outcomes[kind]() : undefined };
}

export const CHOSEN_OUTCOME_FORM: ComposedForm = { fields, compose };
