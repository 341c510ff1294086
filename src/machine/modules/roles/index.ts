/**
 * Level 3: secret Roles and the Luxury Bunker. Each player holds at most one Role card, hidden
 * until Revealed; the Role deck is drafted before the first turn and drawn from again at the end of
 * each Round. The Bunker follows the Bunker Assets after every move.
 */
import { type RoleId, roleName } from '../../data/roles.ts';
import { MARKET_NAMES } from '../../data/markets.ts';
import type { GameModule } from '../../core/module.ts';
import { BadText, TextReader, TextWriter } from '../../core/link/text.ts';
import { codec } from '../../core/fields.ts';
import { shuffled } from '../../core/rng.ts';
import type { Viewer } from '../../core/moves.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { bankerLimit, revealBankerFamily } from './banker.ts';
import { boardsNow, bunkerHolder, settleBunker, shelteredByBunker } from './bunker.ts';
import {
  CHOOSE_WINDOW,
  discardToLimitFamily,
  DRAFT_WINDOW,
  KEEP_WINDOW,
  keepHeldRoleFamily,
  keepRoleFamily,
  LIMIT_WINDOW,
  newRoles,
  returnRoles,
  rolesInGame,
  startDraft,
} from './choose.ts';
import { CELEBRITY_WINDOW, celebrityAtRevolution, revealCelebrityFamily } from './celebrity.ts';
import { gangsterAuditFamily } from './gangster.ts';
import { askBroker, BROKER_WINDOW, dictateSacrificeFamily } from './panic-broker.ts';
import { afterBuyCrisis, afterRoundCrisis } from './moments.ts';
import { rolesPosition } from './position.ts';
import { passRevealFamily } from './reveals.ts';
import { SPECULATOR_WINDOW, speculateFamily } from './speculator.ts';
import { powerBrokerSwapFamily } from './power-broker.ts';
import { answerScamArtistFamily, SCAM_ARTIST_WINDOW, scamArtistFamily } from './scam-artist.ts';
import { type HeldRole, heldRole, NO_ROLES, roleCodecs, rolesOf, withHeld } from './slice.ts';
import { event } from '../../core/events.ts';
import { endTurnFamily, LATE_POWERS, openTurnEnd, REVEAL_ANY_TIME, TURN_END_WINDOW } from './turn-end.ts';
import { cardsOf } from '../../core/cards-of.ts';

export { heldRole, type HeldRole, holds, type RolesSlice, rolesOf, withHeld, withRoles } from './slice.ts';
export { discardDownIfOver, LIMIT_WINDOW, offerRoles, returnRoles, takeFromDiscard } from './choose.ts';
export { SPECULATOR_WINDOW } from './speculator.ts';
export { hiddenHolders } from './reveals.ts';
export { bunkerAssets } from './bunker.ts';
export { afterBuyCrisis } from './moments.ts';
export { LATE_POWERS, ownTurnPowerNow, REVEAL_ANY_TIME, TURN_END_WINDOW } from './turn-end.ts';

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'roles.not-now': true;
    'roles.not-yours': true;
    'roles.not-drawn': true;
    'roles.none-held': true;
    'roles.discard-count': true;
    'roles.discard-not-held': true;
    'role.not-your-turn': true;
    'role.not-held': true;
    'role.asset-not-held': true;
    'role.asset-not-at-market': true;
    'role.no-win': true;
    'role.bad-target': true;
    'role.offer-needed': true;
    'role.no-offer': true;
    'role.celebrity-caused': true;
    'role.speculate-count': true;
    'role.speculate-card': true;
    'role.dictate-types': true;
    'role.dictate-owners': true;
  }
}

/** What a viewer sees of a seat's Role: its own in full, another's only once Revealed. */
export type RoleView = { readonly hidden: true } | HeldRole | null;

export interface RolesView {
  readonly held: readonly RoleView[];
  /** The Roles a seat is choosing from: the cards for that seat (or the table), a count for the others. */
  readonly offer: { readonly seat: Seat; readonly cards: readonly RoleId[] | null; readonly count: number } | null;
  readonly deckCount: number;
  readonly bunker: Seat | null;
}

declare module '../../core/view.ts' {
  interface ModuleViews {
    roles: RolesView;
  }
}

const sees = (viewer: Viewer, seat: Seat) => viewer === 'table' || viewer === seat;

function viewRoles(state: GameState, viewer: Viewer): RolesView {
  const r = rolesOf(state);
  const held = state.players.map((_, seat): RoleView => {
    const h = r.held[seat] ?? null;
    if (!h) return null;
    return h.revealed || sees(viewer, seat) ? h : { hidden: true };
  });
  const offer = r.offer ? { seat: r.offer.seat, cards: sees(viewer, r.offer.seat) ? r.offer.cards : null, count: r.offer.cards.length } : null;
  return { held, offer, deckCount: r.deck.length, bunker: r.bunker };
}

const list = (roles: readonly RoleId[]) => roles.map((role) => `the ${roleName(role)}`).join(' and ');

export const roles: GameModule = {
  id: 'roles',
  needs: ['crises', 'panic'],
  enabled: (options) => options.level >= 3,
  setupDeal: (rng, deck) => ({ rng, deck, slice: NO_ROLES }),
  families: [
    keepRoleFamily,
    keepHeldRoleFamily,
    discardToLimitFamily,
    revealBankerFamily,
    powerBrokerSwapFamily,
    scamArtistFamily,
    answerScamArtistFamily,
    revealCelebrityFamily,
    speculateFamily,
    passRevealFamily,
    gangsterAuditFamily,
    dictateSacrificeFamily,
    endTurnFamily,
  ],
  turnPowers: ['revealBanker', 'powerBrokerSwap', 'scamArtist'],
  turnActions: ['gangsterAudit'],
  windows: {
    [DRAFT_WINDOW]: { label: 'Role draft: keep one of the two Roles drawn, or none', rule: 'setup.roles', accepts: ['keepRole'], opensAt: ['gameStart'] },
    [LIMIT_WINDOW]: {
      label: 'Over the hand limit: discard down to it',
      rule: 'turn.hand-limit',
      accepts: ['discardToLimit'],
      opensAt: ['roundRoles', 'buySettled', 'buyResolved', 'roundPolicy'],
    },
    [CELEBRITY_WINDOW]: {
      label: 'The Revolution: a Celebrity may Reveal themselves',
      rule: 'role.celebrity',
      accepts: ['revealCelebrity', 'passReveal'],
      opensAt: ['decision'],
    },
    [BROKER_WINDOW]: {
      label: 'The Panic!: a Power Broker may Reveal themselves and dictate the sacrifice',
      rule: 'role.power-broker',
      accepts: ['dictateSacrifice', 'passReveal'],
      opensAt: ['turnEnd', 'roundPanic'],
    },
    [SPECULATOR_WINDOW]: {
      label: 'After the Crisis: a Disaster Speculator may Reveal themselves',
      rule: 'role.disaster-speculator',
      accepts: ['speculate', 'passReveal'],
      opensAt: ['buySettled', 'roundEnd'],
    },
    [KEEP_WINDOW]: { label: 'New Roles: keep your hidden Role, or give it up', rule: 'roles.end-of-round', accepts: ['keepHeldRole'], opensAt: ['roundRoles'] },
    [CHOOSE_WINDOW]: { label: 'New Roles: keep one of the Roles drawn, or none', rule: 'roles.end-of-round', accepts: ['keepRole'], opensAt: ['roundRoles'] },
    [SCAM_ARTIST_WINDOW]: {
      label: 'Scam Artist: trade the Asset, or return it to its Market',
      rule: 'role.scam-artist',
      accepts: ['answerScamArtist'],
      opensAt: ['turn', 'actionOver'],
    },
    [TURN_END_WINDOW]: {
      label: 'End of the turn: Reveal a Role of your turn, or end the turn',
      rule: 'roles.reveal',
      accepts: [...LATE_POWERS, 'endTurn'],
      opensAt: ['actionOver'],
    },
  },
  corrections: [
    {
      id: REVEAL_ANY_TIME,
      edition: 2,
      rule: 'roles.reveal',
      summary:
        'The Power Broker’s swap, the Scam Artist and the Toady may be Revealed at any point of your own turn, after the Action too; the Insider Trader at any point before a bid’s envelopes are opened.',
      bridge: 'endTurn',
    },
  ],
  moments: {
    gameStart: (state) => {
      // The deck is shuffled here, where the game's Level is known (the setup deal does not see it).
      const [deck, rng] = shuffled(state.rng, rolesInGame(state.options));
      return startDraft({ ...state, rng, modules: { ...state.modules, roles: { ...rolesOf(state), deck } } });
    },
    roundRoles: newRoles,
    buySettled: afterBuyCrisis,
    roundEnd: afterRoundCrisis,
    // Opened before Level 4's Bribe step (which opens on top of it), so it is the turn's last step.
    actionOver: openTurnEnd,
    turnEnd: askBroker,
    roundPanic: askBroker,
  },
  onDecision: celebrityAtRevolution,
  // A seat leaving the game: its Role, hidden or Revealed, goes back unseen into the Role deck.
  leave: (state, seat) => {
    const held = heldRole(state, seat);
    if (!held) return { state, events: [] };
    return { state: returnRoles(withHeld(state, seat, null), [held.role]), events: [event('roleLeft', 'roles.deck', { player: seat })] };
  },
  handLimit: bankerLimit,
  settle: settleBunker,
  sheltered: shelteredByBunker,
  position: rolesPosition,
  // A position's Roles in a share link: each seat's Role (with whether it is Revealed), the deck, the Bunker.
  link: {
    tag: 'r',
    write: (p) => {
      if (p.roles === undefined && p.roleDeck === undefined && p.bunker === undefined && p.roleDraft === undefined) return null;
      const w = new TextWriter();
      w.list(p.roles ?? [], (x, h) => {
        codec.bool.write(x, h !== null);
        if (!h) return;
        roleCodecs.role.write(x, h.role);
        codec.bool.write(x, h.revealed);
      });
      roleCodecs.roles.write(w, p.roleDeck ?? []);
      codec.bool.write(w, (p.bunker ?? null) !== null);
      if (p.bunker !== undefined && p.bunker !== null) codec.seat.write(w, p.bunker);
      codec.list(codec.seat).write(w, p.roleDraft ?? []);
      return w.toString();
    },
    read: (text, p) => {
      const r = new TextReader(text);
      const held = r.list((x) => (codec.bool.read(x) ? { role: roleCodecs.role.read(x), revealed: codec.bool.read(x) } : null));
      const roleDeck = roleCodecs.roles.read(r);
      const bunker = codec.bool.read(r) ? codec.seat.read(r) : null;
      const roleDraft = codec.list(codec.seat).read(r);
      if (!r.done()) throw new BadText('trailing');
      return { ...p, roles: held, roleDeck, bunker, ...(roleDraft.length > 0 ? { roleDraft } : {}) };
    },
  },
  describe: {
    rolesDrawn: (e, ctx) =>
      sees(ctx.viewer, e.player)
        ? `${ctx.name(e.player)} draws ${list(e.roles)}.`
        : `${ctx.name(e.player)} draws ${e.roles.length === 1 ? 'a Role' : `${e.roles.length} Roles`}.`,
    roleKept: (e, ctx) => (sees(ctx.viewer, e.player) ? `${ctx.name(e.player)} keeps the ${roleName(e.role)}.` : `${ctx.name(e.player)} keeps a Role.`),
    noRoleKept: (e, ctx) => `${ctx.name(e.player)} keeps no Role.`,
    noRolesToDraw: (e, ctx) => `The Role deck is empty: ${ctx.name(e.player)} draws nothing.`,
    roleLeft: (e, ctx) => `${ctx.name(e.player)}'s Role goes back into the Role deck, unseen.`,
    rolesReturned: (e) => `Revealed Roles go back into the Role deck: ${list(e.roles)}.`,
    heldRoleKept: (e, ctx) => `${ctx.name(e.player)} keeps their hidden Role for the next Round.`,
    heldRoleGivenUp: (e, ctx) => `${ctx.name(e.player)} gives up their hidden Role.`,
    discardedToLimit: (e, ctx) => `${ctx.name(e.player)} discards ${e.cards.map((c) => cardsOf(ctx.state).cardName(c)).join(' and ')} to get down to the hand limit.`,
    turnClosed: (e, ctx) => `${ctx.name(e.player)} ends their turn.`,
    revealPassed: (e, ctx) => `${ctx.name(e.player)} Reveals nothing.`,
    celebritySpared: (e, ctx) => `The crowd spares the Celebrity: ${ctx.name(e.player)} wins the game.`,
    sacrificeDictated: (e, ctx) => `${ctx.name(e.player)} dictates the sacrifice: ${e.assets.map((a) => `the ${cardsOf(ctx.state).assetName(a)}`).join(', ')}.`,
    gangsterTook: (e, ctx) => `${ctx.name(e.player)} Audits ${ctx.name(e.other)} and, as the Gangster, keeps the ${cardsOf(ctx.state).assetName(e.asset)}.`,
    speculated: (e, ctx) => `${ctx.name(e.player)} takes ${e.cards.map((c) => cardsOf(ctx.state).cardName(c)).join(' and ') || 'nothing'} from the Discard pile.`,
    roleRevealed: (e, ctx) => `${ctx.name(e.player)} Reveals the ${roleName(e.role)}.`,
    bunkerClaimed: (e, ctx) => `${ctx.name(e.player)} holds the most Bunker Assets (${e.count}) and claims the Luxury Bunker.`,
    crisisSheltered: (e, ctx) =>
      `${cardsOf(ctx.state).cardName(e.card)} is found in the Market, but ${ctx.name(e.player)} holds the Luxury Bunker: it counts nothing against them.`,
    bunkerLost: (e, ctx) => `${ctx.name(e.player)} loses the Luxury Bunker.`,
    assetTaken: (e, ctx) => `${ctx.name(e.player)} takes the ${cardsOf(ctx.state).assetName(e.asset)} from the ${MARKET_NAMES[e.market]} Market.`,
    scamArtistPicked: (e, ctx) =>
      e.give === null
        ? `${ctx.name(e.player)} picks the ${cardsOf(ctx.state).assetName(e.take)} of ${ctx.name(e.other)}, who has to return it to its Market.`
        : `${ctx.name(e.player)} picks the ${cardsOf(ctx.state).assetName(e.take)} of ${ctx.name(e.other)}: return it to its Market, or trade it for the ${cardsOf(ctx.state).assetName(e.give)}.`,
    scamArtistTraded: (e, ctx) =>
      `${ctx.name(e.other)} trades the ${cardsOf(ctx.state).assetName(e.take)} to ${ctx.name(e.player)} for the ${cardsOf(ctx.state).assetName(e.give)}.`,
  },
  view: viewRoles,
  invariants: (state) => {
    const r = rolesOf(state);
    const out: string[] = [];
    const places = [...r.deck, ...r.held.flatMap((h) => (h ? [h.role] : [])), ...(r.offer?.cards ?? [])];
    const inGame = rolesInGame(state.options);
    for (const role of inGame) {
      const n = places.filter((x) => x === role).length;
      if (n !== 1) out.push(`The ${roleName(role)} is in ${n} places.`);
    }
    if (places.some((x) => !inGame.includes(x))) out.push('A Role card that does not play at this Level is in the game.');
    if (r.held.length > state.players.length) out.push('More Roles are held than there are seats.');
    const expected = bunkerHolder(boardsNow(state), r.bunker);
    if (expected !== r.bunker) out.push(`The Luxury Bunker is with ${String(r.bunker)} but belongs with ${String(expected)}.`);
    return out;
  },
  rules: [
    'setup.roles',
    'roles.secret',
    'roles.reveal',
    'roles.end-of-round',
    'roles.deck',
    'role.banker',
    'role.celebrity',
    'role.disaster-speculator',
    'role.gangster',
    'role.power-broker',
    'role.scam-artist',
    'bunker.claim',
    'bunker.shelter',
  ],
};
