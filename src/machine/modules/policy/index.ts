/**
 * Level 4: Bribe envelopes and Government Policy, with the three green Roles. Each seat stuffs its
 * envelope at the end of its own turn; the Policy is set after each Crisis Activated in a Buy and at
 * the end of each Round, by the highest bid held up in secret or by the Poorest Player. A Suit
 * Policy doubles its Suit while in force; the others act once, as they are set.
 */
import { type CardId, cardInfo, suitOf } from '../../data/cards.ts';
import type { PolicyId } from '../../data/policies.ts';
import { codec } from '../../core/fields.ts';
import { BadText, TextReader, TextWriter } from '../../core/link/text.ts';
import type { GameModule } from '../../core/module.ts';
import type { Viewer } from '../../core/moves.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { worthOf } from '../../core/zones.ts';
import { BRIBE_WINDOW, bribeInFamily, bribeOutFamily, finishBribesFamily, openBribes } from './bribes.ts';
import { AUDIT_WINDOW, declineAuditFamily, policyAuditFamily } from './effects/audit.ts';
import { DIG_WINDOW, digUpFamily } from './effects/dig.ts';
import { REPRESS_WINDOW, repressFamily } from './effects/repress.ts';
import { payTaxAssetFamily, payTaxCardsFamily, TAX_PUPPETS, TAX_WINDOW } from './effects/tax.ts';
import { INSIDER_WINDOW, insiderSwapFamily, noSwapFamily } from './insider-trader.ts';
import { POLICY_SENTENCES } from './describe.ts';
import { policyPosition } from './position.ts';
import { setPolicyFamily } from './set.ts';
import { HOLD_UP_WINDOW, holdUpFamily, SET_WINDOW, settingAfterBuy, settingAtRoundEnd } from './setting.ts';
import { cardsOf } from '../../core/cards-of.ts';

/** The Policy setting a newly Activated Crisis calls for (outside a Buy too: a Crisis found in a Fix). */
export { settingAfterBuy as settingForNewCrises } from './setting.ts';
import { envelopeOf, NO_POLICY, policyCodec, policyOf, withEnvelope } from './slice.ts';
import { event } from '../../core/events.ts';
import { revealToadyFamily, toadyAtVictory } from './toady.ts';
import { LATE_POWERS } from '../roles/index.ts';
import { vultureRedrawFamily, vultureTakeFamily } from './vulture.ts';

export { envelopeOf, policyField, policyOf, type PolicySlice } from './slice.ts';
export { putInForce } from './set.ts';

/** A seat's Bribe envelope emptied onto the Discard pile (leaving the game, Declaring); how many cards went. */
export function discardEnvelope(state: GameState, seat: Seat): { state: GameState; count: number } {
  const cards = envelopeOf(state, seat);
  if (cards.length === 0) return { state, count: 0 };
  return { state: { ...withEnvelope(state, seat, []), discard: [...state.discard, ...cards] }, count: cards.length };
}
export { startSetting } from './setting.ts';

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'policy.not-now': true;
    'policy.not-in-hand': true;
    'policy.crisis-bribe': true;
    'policy.not-in-envelope': true;
    'policy.hand-full': true;
    'policy.decided': true;
    'policy.dig-card': true;
    'policy.repress-crisis': true;
    'policy.tax-cards': true;
    'policy.tax-asset': true;
  }
}

/** What a viewer sees of the Policy: every envelope's size, the viewer's own contents, decisions once shown. */
export interface PolicyView {
  readonly inForce: PolicyId | null;
  /** Each envelope's cards where the viewer may see them, otherwise null. */
  readonly envelopes: readonly (readonly CardId[] | null)[];
  /** How many cards each envelope holds (public: cards go in and out in plain sight). */
  readonly envelopeCounts: readonly number[];
  /** What each card of an envelope this viewer sees counts now (a Suit Policy in force doubles its Suit), in the envelope's order; otherwise null. */
  readonly worths: readonly (readonly number[] | null)[];
  /** A setting under way: each seat's decision to hold up, where the viewer may know it (`decided`: made, not yet shown). */
  readonly setting: {
    readonly held: readonly (boolean | 'decided' | null)[];
    readonly shown: boolean;
    readonly setter: Seat | null;
    /** What each envelope held up counted, once opened (public: they are opened in front of everyone). */
    readonly bids: readonly { readonly player: Seat; readonly total: number }[] | null;
  } | null;
}

declare module '../../core/view.ts' {
  interface ModuleViews {
    policy: PolicyView;
  }
}

const sees = (viewer: Viewer, seat: Seat) => viewer === 'table' || viewer === seat;

function viewPolicy(state: GameState, viewer: Viewer): PolicyView {
  const p = policyOf(state);
  const envelopes = state.players.map((_, seat) => p.envelopes[seat] ?? []);
  const s = p.setting;
  const worth = worthOf(state);
  return {
    inForce: p.inForce,
    envelopes: envelopes.map((e, seat) => (sees(viewer, seat) ? e : null)),
    worths: envelopes.map((e, seat) => (sees(viewer, seat) ? e.map(worth) : null)),
    envelopeCounts: envelopes.map((e) => e.length),
    setting: s && {
      held: s.held.map((h, seat) => (h === null ? null : s.shown || sees(viewer, seat) ? h : 'decided')),
      shown: s.shown,
      setter: s.setter,
      bids: s.bids,
    },
  };
}

const suitPolicyOf = (state: GameState) => {
  const p = state.modules.policy?.inForce;
  return p ? cardsOf(state).policySuit(p) : null;
};

export const policy: GameModule = {
  id: 'policy',
  needs: ['roles'],
  enabled: (options) => options.level >= 4,
  setupDeal: (rng, deck) => ({ rng, deck, slice: NO_POLICY }),
  families: [
    bribeInFamily,
    bribeOutFamily,
    finishBribesFamily,
    holdUpFamily,
    insiderSwapFamily,
    noSwapFamily,
    setPolicyFamily,
    vultureTakeFamily,
    vultureRedrawFamily,
    digUpFamily,
    policyAuditFamily,
    declineAuditFamily,
    repressFamily,
    payTaxCardsFamily,
    payTaxAssetFamily,
    revealToadyFamily,
  ],
  turnPowers: ['insiderSwap', 'revealToady'],
  windows: {
    [BRIBE_WINDOW]: {
      label: 'End of the turn: stuff the Bribe envelope',
      rule: 'policy.bribe',
      // …and, on one's own turn after the Action, the Roles of one's turn (correction `roles.reveal-any-time`).
      accepts: ['bribeIn', 'bribeOut', 'finishBribes', 'vultureRedraw', ...LATE_POWERS],
      opensAt: ['actionOver'],
    },
    [HOLD_UP_WINDOW]: {
      label: 'Government Policy: hold up your envelope, or not (in secret)',
      rule: 'policy.hold-up',
      // An Insider Trader may swap before deciding (correction `roles.reveal-any-time`).
      accepts: ['holdUp', 'insiderSwap'],
      opensAt: ['buyResolved', 'roundPolicy'],
    },
    [INSIDER_WINDOW]: {
      label: 'Before the envelopes are opened: an Insider Trader may swap envelopes',
      rule: 'role.insider-trader',
      accepts: ['insiderSwap', 'noSwap'],
      opensAt: ['buyResolved', 'roundPolicy'],
    },
    [SET_WINDOW]: {
      label: 'Government Policy: the setter chooses it',
      rule: 'policy.winner',
      accepts: ['setPolicy', 'vultureTake'],
      opensAt: ['buyResolved', 'roundPolicy'],
    },
    [DIG_WINDOW]: {
      label: 'Archeological Dig: take cards from the Discard pile',
      rule: 'policy.archeological-dig',
      accepts: ['digUp'],
      opensAt: ['buyResolved', 'roundPolicy'],
    },
    [AUDIT_WINDOW]: {
      label: 'Billionaire Audited: send an Asset back',
      rule: 'policy.billionaire-audited',
      accepts: ['policyAudit', 'declineAudit'],
      opensAt: ['buyResolved', 'roundPolicy'],
    },
    [REPRESS_WINDOW]: {
      label: 'Repress the Rebels: choose the Crisis',
      rule: 'policy.repress-the-rebels',
      accepts: ['repress'],
      opensAt: ['buyResolved', 'roundPolicy'],
    },
    [TAX_WINDOW]: { label: 'Tax Tyranny: the richest pay', rule: 'policy.tax-tyranny', accepts: ['payTaxCards', 'payTaxAsset'], opensAt: ['buyResolved', 'roundPolicy'] },
  },
  moments: { buyResolved: settingAfterBuy, actionOver: openBribes, roundPolicy: settingAtRoundEnd },
  onDecision: toadyAtVictory,
  // Another seat's envelope is closed to this one (only its size is public).
  unseen: (state, seat) => policyOf(state).envelopes.flatMap((cards, owner) => (owner === seat ? [] : cards)),
  // A seat leaving the game: its Bribe envelope goes to the Discard pile.
  leave: (state, seat) => {
    const out = discardEnvelope(state, seat);
    return { state: out.state, events: out.count === 0 ? [] : [event('cardsDiscarded', 'policy.bribe', { player: seat, cards: envelopeOf(state, seat) })] };
  },
  // A Suit Policy in force doubles every Resource card of its Suit (never Special Action or Crisis cards).
  cardFactor: (state, card) => {
    const suit = suitPolicyOf(state);
    return suit !== null && cardInfo(card).kind === 'resource' && suitOf(card) === suit ? 2 : 1;
  },
  position: policyPosition,
  // A position's Policy in a share link: each envelope's cards, and the Policy in force.
  link: {
    tag: 'g',
    write: (p) => {
      if (p.envelopes === undefined && (p.policy ?? null) === null) return null;
      const w = new TextWriter();
      w.list(p.envelopes ?? [], (x, e) => codec.list(codec.card).write(x, e));
      codec.bool.write(w, (p.policy ?? null) !== null);
      if (p.policy) policyCodec.write(w, p.policy);
      return w.toString();
    },
    read: (text, p) => {
      const r = new TextReader(text);
      const envelopes = r.list((x) => codec.list(codec.card).read(x));
      const policy = codec.bool.read(r) ? policyCodec.read(r) : null;
      if (!r.done()) throw new BadText('trailing');
      return { ...p, envelopes, policy };
    },
  },
  describe: POLICY_SENTENCES,
  corrections: [
    {
      id: TAX_PUPPETS,
      edition: 2,
      rule: 'policy.tax-tyranny',
      summary: 'Tax Tyranny now counts Puppets among the two richest Billionaires; a Puppet pays with an Asset',
    },
  ],
  view: viewPolicy,
  invariants: (state) => {
    const p = policyOf(state);
    const out: string[] = [];
    p.envelopes.forEach((e, seat) => {
      if (e.some((c) => cardInfo(c).kind === 'crisis')) out.push(`Seat ${seat + 1}'s envelope holds a Crisis.`);
    });
    if (p.envelopes.length > state.players.length) out.push('More envelopes than seats.');
    return out;
  },
  rules: [
    'setup.policy',
    'policy.one',
    'policy.bribe',
    'policy.when',
    'policy.hold-up',
    'policy.winner',
    'policy.suit',
    'policy.archeological-dig',
    'policy.billionaire-audited',
    'policy.new-role',
    'policy.repress-the-rebels',
    'policy.tax-tyranny',
    'role.insider-trader',
    'role.toady',
    'role.vulture-capitalist',
  ],
};
