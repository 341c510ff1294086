/**
 * The Space Program's events in words. A contribution names its card for everyone: it is shown as
 * it goes in (before `spaceProgram.contribution-shown`, only the table view named it).
 */
import { corrected } from '../../core/editions.ts';
import { BILLIONAIRE_IDS, BILLIONAIRES } from '../../data/billionaires.ts';
import type { GameModule } from '../../core/module.ts';
import type { DescribeContext } from '../../core/moves.ts';
import type { Seat } from '../../core/state.ts';
import { andList, counted } from '../../core/wording.ts';
import { CONTRIBUTION_SHOWN } from './contribute.ts';

const names = (seats: readonly Seat[], ctx: DescribeContext) => andList(seats.map((s) => ctx.name(s)));

export const SPACE_SENTENCES: GameModule['describe'] = {
  contributed: (e, ctx) =>
    ctx.viewer === 'table' || corrected(ctx.state, CONTRIBUTION_SHOWN)
      ? `${ctx.name(e.player)} shows ${ctx.card(e.card)} and seals it in the Space Program envelope.`
      : `${ctx.name(e.player)} shows a Resource card and seals it in the Space Program envelope.`,
  launchHeld: (e, ctx) => `${ctx.name(e.player)} does not launch the Rocket.`,
  launchStarted: (e, ctx) => `${ctx.name(e.player)} is the Space Cowboy and launches the Rocket!`,
  launchCardSkipped: (e, ctx) => `${ctx.name(e.player)} draws ${ctx.card(e.card)}: not a Resource card, so it goes to the Discard pile without effect.`,
  launchCardAdded: (e, ctx) => `${ctx.name(e.player)} draws ${ctx.card(e.card)}, shows it and adds it to the envelope.`,
  launchDeckEmpty: (e, ctx) => `The Draw deck is empty: ${ctx.name(e.player)} adds no card.`,
  envelopeOpened: (e, ctx) => {
    const scores = BILLIONAIRE_IDS.map((id, i) => `${BILLIONAIRES[id].name} ${e.scores[i] ?? 0}`).join(', ');
    return `The envelope is opened: ${ctx.cards(e.cards)}. Launch Scores: ${scores}.`;
  },
  launchTie: (e, ctx) => `${names(e.players, ctx)} tie with ${e.score}; ${ctx.name(e.player)} wins the draw and boards first.`,
  nobodyBoards: (e) =>
    e.reason === 'empty'
      ? 'The envelope scores nothing: nobody boards, and the Rocket stays on the ground.'
      : e.reason === 'unplayed'
        ? `The highest Launch Score is the ${BILLIONAIRES[e.billionaire!].name}'s, whom nobody plays: nobody boards, and the envelope's ${counted(e.cards.length, 'card goes', 'cards go')} to the Discard pile.`
        : `The Puppet ${BILLIONAIRES[e.billionaire!].name} stays on the ground: nobody boards, and the envelope's cards go to the Discard pile.`,
  rocketInvite: (e, ctx) => `${ctx.name(e.player)} asks ${ctx.name(e.other)} to board the Rocket with them.`,
  rocketAnswered: (e, ctx) => (e.accepted ? `${ctx.name(e.player)} boards with ${ctx.name(e.other)}.` : `${ctx.name(e.player)} stays on the ground.`),
  rocketBoarded: (e, ctx) => `${names(e.players, ctx)} ${e.players.length > 1 ? 'board' : 'boards'} the Rocket with a Launch Score of ${e.score}.`,
  launchRolled: (e) =>
    `The die shows ${e.value}: ${e.value < e.score && e.value !== 6 ? `lower than ${e.score}` : e.value === 6 ? 'a six always fails' : `not lower than ${e.score}`}.`,
  rocketEscaped: (e, ctx) => `${names(e.players, ctx)} ${e.players.length > 1 ? 'escape' : 'escapes'} the Earth!`,
  rocketExploded: (e, ctx) => `The Rocket explodes with ${names(e.players, ctx)} aboard; the Space Program envelope leaves the game.`,
  seatOut: (e, ctx) => `${ctx.name(e.player)} is out of the game.`,
  spaceWon: (e, ctx) =>
    e.rule === 'space.escape' ? `${ctx.name(e.player)} wins the game in space!` : `${ctx.name(e.player)} is the last Billionaire left and wins the game.`,
};
