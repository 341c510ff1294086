/**
 * The resting phases of the statechart and what each one accepts, read off the machine's own
 * definition so that the list of legal move types can never drift from the chart.
 */
import type { StateValue } from 'xstate';
import { gameMachine } from './machine.ts';
import type { MoveType } from './moves.ts';
import type { RuleId } from './rules/ids.ts';
import type { Phase } from './state.ts';

export const PHASES: readonly Phase[] = [
  'turn.start',
  'turn.action',
  'turn.gameTheMarket',
  'turn.claim',
  'endOfRound.emergency',
  'panic.negotiate',
  'panic.remove',
  'gameOver',
];

/** Plain-language name of each phase, and the rule that explains what happens in it. */
export const PHASE_INFO: Readonly<Record<Phase, { readonly label: string; readonly rule: RuleId }>> = {
  'turn.start': { label: 'Start of turn: draw a card or take an Action', rule: 'turn.draw' },
  'turn.action': { label: 'Take one Action', rule: 'turn.action' },
  'turn.gameTheMarket': { label: 'Game the Market: Buy with that card, or end the turn', rule: 'gtm.buy' },
  'turn.claim': { label: 'Claim an Asset from the Market you bought at', rule: 'buy.claim' },
  'endOfRound.emergency': { label: 'Emergency Measures: give back one Asset', rule: 'round.emergency' },
  'panic.negotiate': { label: 'Panic!: offer Assets, trade, then agree to the sacrifice or refuse', rule: 'panic.negotiate' },
  'panic.remove': { label: 'Panic!: choose which Crises lose their Rebels', rule: 'panic.success' },
  gameOver: { label: 'Game over', rule: 'victory.five-assets' },
};

export function phaseToStateValue(phase: Phase): StateValue {
  const [top, sub] = phase.split('.') as [string, string | undefined];
  return sub === undefined ? top : { [top]: sub };
}

export function stateValueToPhase(value: StateValue): Phase {
  if (typeof value === 'string') return value as Phase;
  const [top, sub] = Object.entries(value)[0]!;
  return `${top}.${stateValueToPhase(sub as StateValue)}` as Phase;
}

function acceptedBy(phase: Phase): ReadonlySet<MoveType> {
  const path = ['game', ...phase.split('.')];
  const types = new Set<MoveType>();
  for (let depth = 1; depth <= path.length; depth++) {
    const node = gameMachine.getStateNodeById(path.slice(0, depth).join('.'));
    for (const type of Object.keys(node.config.on ?? {})) types.add(type as MoveType);
  }
  return types;
}

/** The move types each resting phase accepts, per the statechart. */
export const ACCEPTED: Readonly<Record<Phase, ReadonlySet<MoveType>>> = Object.fromEntries(
  PHASES.map((p) => [p, acceptedBy(p)]),
) as Record<Phase, ReadonlySet<MoveType>>;
