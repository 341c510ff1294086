/**
 * Revolution cards paid for with a Rebel (`tm.sacrifice`): Hostages, Propaganda of the Deed and
 * Involuntary Donation. The sacrifice is optional and needs both a Rebel standing on a Crisis and
 * a target; with either missing, the card is played for nothing (Ruling).
 */
import type { AssetId } from '../../../data/assets.ts';
import type { CardId } from '../../../data/cards.ts';
import { returnAsset } from '../../../core/assets.ts';
import { event } from '../../../core/events.ts';
import type { Outcome } from '../../../core/outcome.ts';
import type { RuleId } from '../../../core/rule-ids.ts';
import { billionaireSeats, inGame } from '../../../core/seats.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { withTroublemakers } from '../slice.ts';
import { crisesWithRebels, removeRebel } from './rebels.ts';
import type { CardRule, RevolutionChoice } from './rule.ts';

declare module '../../../core/events.ts' {
  interface EventFields {
    hostageTaken: { player: Seat; target: Seat };
    turnToMiss: { player: Seat; target: Seat };
  }
}

/** The Billionaires still in the game, other than the card's player. */
const others = (state: GameState, by: Seat) => billionaireSeats(state).filter((s) => s !== by && inGame(state, s));

/** No sacrifice (always allowed), or a Rebel from any Crisis that has one, paired with each target. */
function withSacrifice(state: GameState, targets: readonly Omit<RevolutionChoice, 'crisis'>[]): RevolutionChoice[] {
  return [{}, ...crisesWithRebels(state).flatMap((crisis) => targets.map((t) => ({ crisis, ...t })))];
}

function sacrifice(state: GameState, by: Seat, crisis: CardId, rule: RuleId): Outcome {
  return { state: removeRebel(state, crisis), events: [event('rebelTakenOff', rule, { player: by, crisis, sacrificed: true })] };
}

/** The Assets that make a Billionaire a possible hostage. */
export const HOSTAGE_ASSETS: readonly AssetId[] = ['mega-yacht', 'celebrity-spouse', 'scam-charity'];

export const hostages: CardRule = {
  choices: (state, by) =>
    withSacrifice(
      state,
      others(state, by)
        .filter((s) => state.players[s]!.assets.some((a) => HOSTAGE_ASSETS.includes(a)))
        .map((target) => ({ target })),
    ),
  apply: (state, by, choice) => {
    if (choice.crisis === undefined) return { state, events: [] };
    const paid = sacrifice(state, by, choice.crisis, 'rev.hostages');
    const next = withTroublemakers(paid.state, (t) => ({ ...t, effects: { ...t.effects, hostage: { seat: choice.target!, by, playing: false } } }));
    return { state: next, events: [...paid.events, event('hostageTaken', 'rev.hostages', { player: by, target: choice.target! })] };
  },
};

export const propaganda: CardRule = {
  choices: (state, by) =>
    withSacrifice(
      state,
      others(state, by).map((target) => ({ target })),
    ),
  apply: (state, by, choice) => {
    if (choice.crisis === undefined) return { state, events: [] };
    const paid = sacrifice(state, by, choice.crisis, 'rev.propaganda');
    const seat = choice.target!;
    const next = withTroublemakers(paid.state, (t) => ({
      ...t,
      effects: { ...t.effects, missing: t.effects.missing.includes(seat) ? t.effects.missing : [...t.effects.missing, seat] },
    }));
    return { state: next, events: [...paid.events, event('turnToMiss', 'rev.propaganda', { player: by, target: seat })] };
  },
};

export const involuntaryDonation: CardRule = {
  choices: (state, by) =>
    withSacrifice(
      state,
      others(state, by).flatMap((seat) => state.players[seat]!.assets.map((asset) => ({ target: seat, asset }))),
    ),
  apply: (state, by, choice) => {
    if (choice.crisis === undefined) return { state, events: [] };
    const paid = sacrifice(state, by, choice.crisis, 'rev.involuntary-donation');
    const back = returnAsset(paid.state, choice.target!, choice.asset!);
    return { state: back.state, events: [...paid.events, ...back.events] };
  },
};
