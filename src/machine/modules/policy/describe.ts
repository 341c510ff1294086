/** The Policy module's events in words, as each viewer would experience them (secret cards and decisions stay hidden). */
import { policyName } from '../../data/policies.ts';
import { roleName } from '../../data/roles.ts';
import type { GameModule } from '../../core/module.ts';
import type { Viewer } from '../../core/moves.ts';
import type { Seat } from '../../core/state.ts';
import { counted } from '../../core/wording.ts';
import { cardsOf } from '../../core/cards-of.ts';

const sees = (viewer: Viewer, seat: Seat) => viewer === 'table' || viewer === seat;

/** ": Bombs count double while it is in force" for a Suit Policy; nothing for the others. */
const suitWords = (does: string | null) => (does === null ? '' : `: ${does}`);

export const POLICY_SENTENCES: GameModule['describe'] = {
  bribedIn: (e, ctx) =>
    `${ctx.name(e.player)} puts ${sees(ctx.viewer, e.player) ? ctx.card(e.card) : 'a card'} in their Bribe envelope (${counted(e.count, 'card', 'cards')}).`,
  bribedOut: (e, ctx) =>
    `${ctx.name(e.player)} takes ${sees(ctx.viewer, e.player) ? ctx.card(e.card) : 'a card'} out of their Bribe envelope (${counted(e.count, 'card', 'cards')} left).`,
  bribesDone: (e, ctx) => `${ctx.name(e.player)} is done with the envelope, which holds ${counted(e.count, 'card', 'cards')}.`,
  policyCalled: (e, ctx) =>
    e.at === 'round'
      ? 'End of the Round: time to set Government Policy.'
      : e.at === 'riots'
        ? `Riots: Government Policy is set again, ${ctx.name(e.player!)} bidding 5.`
        : 'The Crisis calls for a new Government Policy.',
  holdUpDecided: (e, ctx) =>
    sees(ctx.viewer, e.player) ? `${ctx.name(e.player)} decides to ${e.hold ? 'hold up' : 'keep down'} their envelope.` : `${ctx.name(e.player)} has decided, in secret.`,
  envelopesShown: (e, ctx) =>
    e.players.length === 0
      ? 'Three! Nobody holds up an envelope.'
      : `Three! ${e.players.map((s) => ctx.name(s)).join(', ')} hold${e.players.length === 1 ? 's' : ''} up an envelope.`,
  envelopesOpened: (e, ctx) =>
    `The envelopes are opened: ${e.bids.map((b) => `${ctx.name(b.player)} ${ctx.cards(b.cards)} = ${b.total}`).join('; ')}. All of them go to the Discard pile.`,
  policySetter: (e, ctx) =>
    e.why === 'poorest'
      ? `${ctx.name(e.player)}, the Poorest Player, sets the Policy.`
      : e.why === 'tie'
        ? `A tie for the highest bid, settled at random: ${ctx.name(e.player)} sets the Policy.`
        : `${ctx.name(e.player)} bid the most and sets the Policy.`,
  policySet: (e, ctx) =>
    e.policy === null
      ? `${ctx.name(e.player)} sets no Policy${e.before ? `: ${policyName(e.before)} is no longer in force` : ''}.`
      : `${ctx.name(e.player)} sets ${policyName(e.policy)}${suitWords(cardsOf(ctx.state).policyDoes(e.policy))}.`,
  roleGivenBack: (e, ctx) => `${ctx.name(e.player)} gives back their Role.`,
  envelopesSwapped: (e, ctx) => `${ctx.name(e.player)} swaps Bribe envelopes with ${ctx.name(e.other)}.`,
  swapPassed: (e, ctx) => `${ctx.name(e.player)} Reveals nothing.`,
  toadyWins: (e, ctx) => `${ctx.name(e.player)}, the Toady, has ${e.total} points of ${ctx.name(e.other)}'s Suit in their envelope and wins too.`,
  vultureTook: (e, ctx) =>
    e.revealed || sees(ctx.viewer, e.player) || sees(ctx.viewer, e.other)
      ? `${ctx.name(e.player)} takes the ${roleName(e.role)} from ${ctx.name(e.other)}, who gets the spent Vulture Capitalist.`
      : `${ctx.name(e.player)} takes the hidden Role of ${ctx.name(e.other)}, who gets the spent Vulture Capitalist.`,
  vultureRedrew: (e, ctx) =>
    e.role === null
      ? `The Role deck is empty: ${ctx.name(e.player)} draws nothing.`
      : `${ctx.name(e.player)} draws ${sees(ctx.viewer, e.player) ? `the ${roleName(e.role)}` : 'a Role'}.`,
  dugUp: (e, ctx) =>
    e.cards.length === 0 ? `${ctx.name(e.player)} takes nothing from the Discard pile.` : `${ctx.name(e.player)} takes ${ctx.cards(e.cards)} from the Discard pile.`,
  policyAudited: (e, ctx) =>
    e.gangster
      ? `${ctx.name(e.player)} Audits ${ctx.name(e.other)} and, as the Gangster, keeps the ${cardsOf(ctx.state).assetName(e.asset)}.`
      : `${ctx.name(e.player)} Audits ${ctx.name(e.other)}: the ${cardsOf(ctx.state).assetName(e.asset)} goes back.`,
  auditDeclined: (e, ctx) => `${ctx.name(e.player)} Audits nobody.`,
  repressRolled: (e, ctx) => `${ctx.name(e.player)} rolls a ${e.roll}: ${e.count === 2 ? 'odd, two Rebels' : 'even, one Rebel'} can be sent off a Crisis.`,
  rebelsRepressed: (e, ctx) => `${counted(e.count, 'Rebel leaves', 'Rebels leave')} ${ctx.card(e.card)}.`,
  taxed: (e, ctx) => `Tax Tyranny falls on the richest: ${e.players.map((s) => ctx.name(s)).join(' and ')}.`,
  taxUntouched: (e, ctx) => `${ctx.name(e.player)} has neither three points of cards nor an Asset: untouched.`,
  taxPaid: (e, ctx) => `${ctx.name(e.player)} pays ${ctx.cards(e.cards)} (${e.total} points).`,
};
