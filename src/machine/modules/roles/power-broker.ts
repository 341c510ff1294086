/**
 * The Power Broker on its holder's own turn, before or after the Action (`role.power-broker`, `turn-end.ts`): Reveal it to give one of your
 * Assets back to its Market and take any other Asset still at a Market, never to win. The return
 * follows the usual rules (a fourth Asset leaves the game, a closed Market reopens). Its other use,
 * in the Panic!, is in `panic-broker.ts`.
 */
import { type AssetId } from '../../data/assets.ts';
import { returnAsset } from '../../core/assets.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import { asked } from '../../core/form.ts';
import { assetPlaces, domain, type Words } from '../../core/form-domains.ts';
import type { FieldForm } from '../../core/form.ts';
import { wouldWin } from '../../core/zones.ts';
import { MARKETS } from '../../data/markets.ts';
import { takeFromMarket } from './assets.ts';
import { holds, withHeld } from './slice.ts';
import { corrected } from '../../core/editions.ts';
import { ownTurnPowerNow, REVEAL_ANY_TIME } from './turn-end.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal the Power Broker: `give` goes back to its Market, `take` comes from its Market. */
    powerBrokerSwap: { give: AssetId; take: AssetId };
  }
}

/** An Asset at one of the Markets, listed under its Market. */
function atAMarket(w: Words): FieldForm {
  return {
    empty: 'No Asset is at a Market.',
    ...w,
    pick: 'one',
    options: (ctx) => assetPlaces(ctx.state).filter((o) => MARKETS.some((m) => ctx.state.markets[m].assets.includes(o.value as AssetId))),
  };
}

export const powerBrokerSwapFamily = defineMove({
  type: 'powerBrokerSwap',
  code: 'P',
  label: 'Reveal the Power Broker: swap an Asset with a Market',
  rule: 'role.power-broker',
  words: { group: 'Reveal a Role', button: 'Reveal and swap' },
  fields: {
    give: asked(field.asset, domain.ownAsset({ label: 'Your Asset to give back to its Market' })),
    take: asked(field.asset, atAMarket({ label: 'Asset to take from its Market', help: 'Not one that would complete your set.' })),
  },
  candidates: (state, seat) => {
    if (!holds(state, seat, 'power-broker', false)) return [];
    const atMarkets = MARKETS.flatMap((m) => state.markets[m].assets);
    return state.players[seat]!.assets.flatMap((give) => atMarkets.map((take) => ({ type: 'powerBrokerSwap' as const, seat, give, take })));
  },
  check: (state, move) => {
    if (!ownTurnPowerNow(state, move.seat, 'powerBrokerSwap'))
      return corrected(state, REVEAL_ANY_TIME)
        ? illegal('role.not-your-turn', 'role.power-broker', 'The Power Broker swaps an Asset on your own turn, with nothing else under way.')
        : illegal('role.not-your-turn', 'role.power-broker', 'The Power Broker swaps an Asset on your own turn, before your Action.');
    if (!holds(state, move.seat, 'power-broker', false)) return illegal('role.not-held', 'role.power-broker', 'You do not hold the Power Broker, hidden in your hand.');
    const player = state.players[move.seat]!;
    if (!player.assets.includes(move.give)) return illegal('role.asset-not-held', 'role.power-broker', `You do not hold the ${cardsOf(state).assetName(move.give)}.`);
    if (!MARKETS.some((m) => state.markets[m].assets.includes(move.take)))
      return illegal('role.asset-not-at-market', 'role.power-broker', `The ${cardsOf(state).assetName(move.take)} is not at a Market.`);
    if (wouldWin(cardsOf(state), player, [...player.assets.filter((a) => a !== move.give), move.take]))
      return illegal('role.no-win', 'role.power-broker', 'The Power Broker cannot be used to complete your set of Assets.');
    return null;
  },
  apply: (state, move) => {
    const revealed = withHeld(state, move.seat, { role: 'power-broker', revealed: true });
    const returned = returnAsset(revealed, move.seat, move.give);
    const taken = takeFromMarket(returned.state, move.seat, move.take);
    return {
      state: taken.state,
      events: [event('roleRevealed', 'role.power-broker', { player: move.seat, role: 'power-broker' }), ...returned.events, ...taken.events],
    };
  },
  describe: (move, ctx) => `Reveal the Power Broker: give back the ${cardsOf(ctx.state).assetName(move.give)}, take the ${cardsOf(ctx.state).assetName(move.take)}`,
});
