/**
 * Trading with your Puppet (`puppets.swap`): at the end of a Round each person may trade Assets
 * one-for-one between their own Billionaire and their own Puppet, as many pairs as they like.
 * Rulings: it is the last step of the Round's end, just before the Poorest Player is found; the
 * person who ended the Round trades first; a trade may complete either set, and then wins at once.
 */
import { type AssetId } from '../../data/assets.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import { peopleFrom, puppetOf } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks, openWindow, seatDone } from '../../core/windows.ts';
import { withPlayer } from '../../core/zones.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** End of a Round: give your Puppet `give` and take its `take` in return. */
    puppetSwap: { give: AssetId; take: AssetId };
    /** End of a Round: done trading with your Puppet. */
    endSwaps: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    puppetSwapped: { player: Seat; other: Seat; give: AssetId; take: AssetId };
    swapsDone: { player: Seat };
  }
}

export const SWAP_WINDOW = 'puppets.swap';

/** The people who could trade: both they and their Puppet hold an Asset (public, as Assets are). */
export function openSwaps(state: GameState): Outcome {
  const seats = peopleFrom(state, state.current).filter((s) => state.players[s]!.assets.length > 0 && state.players[puppetOf(state, s)!]!.assets.length > 0);
  if (seats.length === 0) return { state, events: [] };
  return { state: openWindow(state, { kind: SWAP_WINDOW, seats, mode: 'ordered' }), events: [] };
}

const notNow = () => illegal('puppets.not-now', 'puppets.swap', 'You trade with your Puppet only at the end of a Round.');

export const puppetSwapFamily = defineMove({
  type: 'puppetSwap',
  code: '5',
  label: 'End of the Round: trade an Asset with your Puppet',
  rule: 'puppets.swap',
  words: { group: 'Trade with your Puppet', button: 'Trade' },
  fields: {
    give: asked(field.asset, domain.ownAsset({ label: 'Your Asset to give your Puppet' })),
    take: asked(
      field.asset,
      domain.asset({ label: "Your Puppet's Asset to take", empty: 'Your Puppet holds no Asset.' }, (ctx) => {
        const puppet = puppetOf(ctx.state, ctx.seat);
        return puppet === null ? [] : (ctx.state.players[puppet]?.assets ?? []);
      }),
    ),
  },
  candidates: (state, seat) => {
    if (!asks(state, SWAP_WINDOW, seat)) return [];
    const puppet = state.players[puppetOf(state, seat)!]!;
    return state.players[seat]!.assets.flatMap((give) => puppet.assets.map((take) => ({ type: 'puppetSwap' as const, seat, give, take })));
  },
  check: (state, move) => {
    if (!asks(state, SWAP_WINDOW, move.seat)) return notNow();
    const puppet = puppetOf(state, move.seat)!;
    if (!state.players[move.seat]!.assets.includes(move.give))
      return illegal('puppets.not-held', 'puppets.swap', `You do not hold the ${cardsOf(state).assetName(move.give)} to give your Puppet.`);
    if (!state.players[puppet]!.assets.includes(move.take))
      return illegal('puppets.not-held', 'puppets.swap', `Your Puppet does not hold the ${cardsOf(state).assetName(move.take)}.`);
    return null;
  },
  apply: (state, move) => {
    const puppet = puppetOf(state, move.seat)!;
    let next = withPlayer(state, move.seat, (p) => ({ ...p, assets: [...p.assets.filter((a) => a !== move.give), move.take] }));
    next = withPlayer(next, puppet, (p) => ({ ...p, assets: [...p.assets.filter((a) => a !== move.take), move.give] }));
    return { state: next, events: [event('puppetSwapped', 'puppets.swap', { player: move.seat, other: puppet, give: move.give, take: move.take })] };
  },
  describe: (move, ctx) => `Give your Puppet the ${cardsOf(ctx.state).assetName(move.give)} for its ${cardsOf(ctx.state).assetName(move.take)}`,
});

export const endSwapsFamily = defineMove({
  type: 'endSwaps',
  code: '6',
  label: 'End of the Round: done trading with your Puppet',
  rule: 'puppets.swap',
  words: { group: 'Trade with your Puppet', button: 'Done' },
  fields: {},
  candidates: (state, seat) => (asks(state, SWAP_WINDOW, seat) ? [{ type: 'endSwaps' as const, seat }] : []),
  check: (state, move) => (asks(state, SWAP_WINDOW, move.seat) ? null : notNow()),
  apply: (state, move) => ({ state: seatDone(state, move.seat), events: [event('swapsDone', 'puppets.swap', { player: move.seat })] }),
  describe: () => 'Done trading with your Puppet',
});
