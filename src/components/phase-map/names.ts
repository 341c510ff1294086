/**
 * Readable names for the phase map. The chart gives a label and a rule only to the states where the
 * game can wait; the states it merely passes through, the compound states, the guards and the move
 * types are named here, in words a player uses, each passing state with the rule that explains it.
 */
import type { RuleId } from '../../machine/index.ts';

/** The states the chart gives no label: compound states and the ones the game passes through. */
const NAMES: Readonly<Record<string, { readonly name: string; readonly rule: RuleId }>> = {
  setup: { name: 'Before play', rule: 'setup.players' },
  turn: { name: 'A turn', rule: 'turn.order' },
  'turn.settle': { name: 'Settle the Buy: discard, inflation', rule: 'buy.discard' },
  'turn.checkWin': { name: 'Did the Scam complete a set?', rule: 'scam.no-win' },
  'turn.end': { name: 'The Action is over', rule: 'turn.action' },
  'turn.ended': { name: 'The turn is over', rule: 'turn.order' },
  'turn.next': { name: 'Next player, or end of the Round', rule: 'round.end' },
  endOfRound: { name: 'End of a Round', rule: 'round.end' },
  'endOfRound.gather': { name: 'Gather and shuffle', rule: 'round.gather' },
  'endOfRound.refill': { name: 'Refill the Markets', rule: 'round.refill' },
  'endOfRound.poorest': { name: 'The Poorest Player starts', rule: 'round.poorest' },
};

/** Guards, as the condition a player would say. */
const GUARDS: Readonly<Record<string, string>> = {
  buyWins: 'if it wins',
  claimWins: 'if it completes the set',
  decided: 'if the game is decided',
  windowsClosed: 'once the table has decided',
  roundOver: 'if the deck ran out',
  turnActionTakes: 'if it is an Action a module adds',
};

/** Move types whose words are not simply their name split up. */
const MOVES: Readonly<Record<string, string>> = {
  exchangeHand: 'exchange with hand',
  gameTheMarket: 'Game the Market',
  endRoundEarly: 'end the Round early',
  declineClaim: 'decline the claim',
  skipBuy: 'skip the Buy',
  choose: 'a table adjustment',
  '*': 'another move',
};

/** `exchangeMarkets` → `exchange markets`. */
const spaced = (id: string) => id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A state's name on the map: the chart's label up to its colon, or ours for the unlabelled states. */
export function stateName(id: string, label: string | null): string {
  if (label !== null) return label.split(':')[0]!.trim();
  return NAMES[id]?.name ?? spaced(id.split('.').pop()!);
}

/** The rule a state links to: the chart's, or ours for the unlabelled states. */
export function stateRule(id: string, rule: RuleId | undefined): RuleId {
  return rule ?? NAMES[id]?.rule ?? 'turn.order';
}

/** A transition in words: `buy, if it wins`, `once the table has decided`, `otherwise`, `then`. */
export function triggerWords(event: string | null, guard: string | null, otherwise = false): string {
  const condition = guard === null ? (otherwise ? 'otherwise' : null) : (GUARDS[guard] ?? `if ${spaced(guard)}`);
  if (event === null) return condition ?? 'then';
  const move = MOVES[event] ?? spaced(event);
  return condition ? `${move}, ${condition}` : move;
}
