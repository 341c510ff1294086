/**
 * Level 1, the base game: the turn (draw, then one Action: Buy, Invest, Exchange or a Special
 * Action), claiming Assets, inflation, the end of a Round and winning with five needed Assets.
 * Every game uses it. Its phases are the statechart's own (`core/chart`); this module gives the
 * moves and the Emergency Measures window.
 */
import type { GameModule } from '../../core/module.ts';
import { CHART_GUARDS, CHART_STEPS } from './chart-steps.ts';
import { CHART_TABLE } from './chart-table.ts';
import { buyFamily, claimFamily, declineClaimFamily } from './buy.ts';
import { drawFamily } from './draw.ts';
import { exchangeHandFamily, exchangeMarketsFamily } from './exchange.ts';
import { investFamily } from './invest.ts';
import { victoryDecided } from './victory.ts';
import { EMERGENCY_WINDOW, endRoundEarlyFamily, passFamily, returnAssetFamily, startEmergency } from './round.ts';
import { auditFamily, gameTheMarketFamily, scamFamily, skipBuyFamily } from './special.ts';

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'audit.no-player': true;
    'audit.not-held': true;
    'buy.card-count': true;
    'buy.crisis-in-hand': true;
    'buy.market-closed': true;
    'buy.not-in-hand': true;
    'chosen.bad-deal': true;
    'claim.no-buy': true;
    'claim.not-in-market': true;
    'draw.deck-empty': true;
    'draw.hand-full': true;
    'emergency.none': true;
    'emergency.not-held': true;
    'exchange.no-face-up': true;
    'exchange.not-in-hand': true;
    'exchange.same-market': true;
    'gtm.buy-without-card': true;
    'invest.market-closed': true;
    'invest.not-in-hand': true;
    'pass.action-available': true;
    'round.early-end-too-soon': true;
    'scam.no-player': true;
    'scam.not-held': true;
    'scam.nothing-to-give': true;
    'scam.self': true;
    'scam.would-win': true;
    'special.not-in-hand': true;
    'special.wrong-card': true;
  }
}

export { buyWins, inflationCount, revealAndScore, scoreBuy, type BuyScore } from './buy.ts';
export { buyOdds, type BuyOdds } from './odds.ts';
export { gatheredMarketCards } from './special.ts';

export const level1: GameModule = {
  id: 'level1',
  enabled: () => true,
  families: [
    drawFamily,
    buyFamily,
    claimFamily,
    declineClaimFamily,
    investFamily,
    exchangeHandFamily,
    exchangeMarketsFamily,
    auditFamily,
    scamFamily,
    gameTheMarketFamily,
    skipBuyFamily,
    passFamily,
    endRoundEarlyFamily,
    returnAssetFamily,
  ],
  windows: {
    [EMERGENCY_WINDOW]: { label: 'Emergency Measures: give back one Asset', rule: 'round.emergency', accepts: ['returnAsset'] },
  },
  moments: { roundEmergency: startEmergency },
  decided: victoryDecided,
  chart: { table: CHART_TABLE, steps: CHART_STEPS, guards: CHART_GUARDS },
  rules: [
    'turn.order',
    'turn.draw',
    'turn.hand-limit',
    'turn.action',
    'buy.market',
    'buy.cards',
    'buy.reveal',
    'buy.suit-bonus',
    'buy.compare',
    'buy.claim',
    'buy.discard',
    'buy.inflation',
    'market.closed',
    'invest.card',
    'invest.draw',
    'exchange.hand',
    'exchange.markets',
    'special.as-resource',
    'special.instead-of-action',
    'audit.return',
    'assets.return',
    'scam.swap',
    'scam.no-win',
    'gtm.redistribute',
    'gtm.buy',
    'gtm.discard',
    'round.end',
    'round.gather',
    'round.emergency',
    'round.early-end',
    'round.refill',
    'round.poorest',
    'victory.five-assets',
  ],
};
