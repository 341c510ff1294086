/** Sentences for the Revolutionary's events. Cards drawn in secret are named only to their player and the table view. */
import { MARKET_NAMES, type MarketId } from '../../../data/markets.ts';
import { revolutionInfo, type RevolutionCardId } from '../../../data/revolution.ts';
import type { GameModule } from '../../../core/module.ts';
import { ORGANIZE_SET } from './piles.ts';

const names = (cards: readonly RevolutionCardId[]) => (cards.length === 0 ? 'no cards' : cards.map((c) => revolutionInfo(c).name).join(', '));
const market = (m: MarketId) => `the ${MARKET_NAMES[m]} Market`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export const REVOLUTION_DESCRIBE: NonNullable<GameModule['describe']> = {
  declared: (e, ctx) => `${ctx.name(e.player)} Declares: the Revolutionary! ${plural(e.discarded, 'card')} from hand and envelope go to the Discard pile.`,
  revolutionDrawn: (e, ctx) => `${ctx.name(e.player)} ${e.reshuffled ? 'shuffles their Revolution discards back in and ' : ''}draws ${names(e.cards)}, face-up.`,
  revolutionPlayed: (e, ctx) => `${ctx.name(e.player)} plays ${revolutionInfo(e.card).name}.`,
  cardHasNoEffect: (e) => `${revolutionInfo(e.card).name} has nothing to act on: no effect.`,
  rebelTakenOff: (e, ctx) => `${ctx.name(e.player)} ${e.sacrificed ? 'sacrifices' : 'removes'} a Rebel from ${ctx.card(e.crisis)}; it goes back to the reserve.`,
  rebelsAdded: (e, ctx) => `${plural(e.count, 'Rebel')} join${e.count === 1 ? 's' : ''} ${ctx.card(e.crisis)}.`,
  organized: (e, ctx) =>
    e.count >= ORGANIZE_SET
      ? `${ctx.name(e.player)} has ${ORGANIZE_SET} Organize! cards: they are discarded.`
      : `${ctx.name(e.player)} now has ${e.count} of ${ORGANIZE_SET} Organize! cards waiting.`,
  hostageTaken: (e, ctx) => `${ctx.name(e.player)} takes ${ctx.name(e.target)} hostage: their next turn may be played for them.`,
  hostageTurn: (e, ctx) =>
    e.take
      ? `${ctx.name(e.player)} takes ${ctx.name(e.target)}'s hand and plays this turn for them.`
      : `${ctx.name(e.player)} lets ${ctx.name(e.target)} play their own turn.`,
  turnToMiss: (e, ctx) => `${ctx.name(e.target)} will miss their next turn.`,
  turnMissed: (e, ctx) => `${ctx.name(e.player)} misses this turn.`,
  strikeCalled: () => 'General Strike: no Billionaire draws until the end of the Revolutionary’s next turn.',
  strikeOver: () => 'The General Strike is over.',
  boycottDrawn: (e, ctx) =>
    ctx.viewer === 'table' || ctx.viewer === e.player
      ? `${ctx.name(e.player)} draws ${ctx.cards(e.cards)} for the Boycott.`
      : `${ctx.name(e.player)} draws ${plural(e.count, 'card')} for the Boycott.`,
  boycottPlaced: (e, ctx) =>
    `${e.markets.length === 0 ? 'No card' : plural(e.markets.length, 'card')} go${e.markets.length === 1 ? 'es' : ''} face-down into ${e.markets.map(market).join(', ') || 'no Market'}${e.discarded.length > 0 ? `; ${ctx.cards(e.discarded)} to the Discard pile` : ''}.`,
  comradeLooked: (e, ctx) => `${ctx.name(e.player)} picks up ${plural(e.count, 'face-down card')} of ${market(e.market)} and looks at them.`,
  comradeMoved: (e, ctx) =>
    e.to === null
      ? `${ctx.name(e.player)} puts them all back.`
      : e.discarded !== undefined
        ? `${ctx.name(e.player)} sends ${ctx.card(e.discarded)} to ${market(e.to)}, which is closed: it goes to the Discard pile.`
        : `${ctx.name(e.player)} moves one of them, face-down, to ${market(e.to)}.`,
  marketsSabotaged: (e, ctx) =>
    `${ctx.name(e.player)} deals ${plural(e.each, 'card')} to each open Market${e.discarded.length > 0 ? `; ${ctx.cards(e.discarded)} to the Discard pile` : ''}.`,
  thugsPaid: (e, ctx) => (e.cards.length === 0 ? `${ctx.name(e.player)} pays the Thugs nothing.` : `${ctx.name(e.player)} pays the Thugs ${ctx.cards(e.cards)}.`),
  thugsCounted: (e, ctx) =>
    e.player === null
      ? `The Thugs' pile is worth ${e.total}: no Rebel is removed.`
      : `The Thugs' pile is worth ${e.total}: ${ctx.name(e.player)}, the biggest giver, removes ${plural(e.rebels, 'Rebel')}.`,
  infiltratorLeader: (e, ctx) => `${ctx.name(e.player)} is the leading Billionaire${e.players.length > 1 ? ' (a tie, settled at random)' : ''}.`,
  infiltrated: (e, ctx) => (e.take ? `${ctx.name(e.player)} discards their hand and takes ${names(e.cards)}.` : `${ctx.name(e.player)} keeps their hand.`),
};
