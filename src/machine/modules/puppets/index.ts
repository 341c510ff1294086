/**
 * The two-player game (`puppets.*`): each person controls a Puppet Billionaire seated to their
 * left. The core knows which seats are Puppets and who decides for them (`core/seats.ts`); this
 * module adds the table's setup, the Puppet's roll after each turn (nudges, a card for a Market, a
 * Buy with a virtual six, the double six Audit), purchases from a Puppet and the end-of-Round trades.
 */
import { byMarket, type MarketId } from '../../data/markets.ts';
import { checkChosenRoll } from '../../core/dice.ts';
import type { GameModule } from '../../core/module.ts';
import { controllerOf, hasPuppets, isPuppet } from '../../core/seats.ts';
import type { Seat } from '../../core/state.ts';
import { PUPPET_AUDIT_WINDOW, puppetAuditFamily, skipAuditFamily } from './audit.ts';
import { PUPPET_SENTENCES } from './describe.ts';
import { purchaseFamily } from './purchase.ts';
import { CARD_FACE_DOWN, keepRollFamily, NUDGE_WINDOW, nudgeFamily, puppetTurn } from './roll.ts';
import { setUpTwoPlayerTable } from './setup.ts';
import { NO_ROLL, type PendingRoll, puppetsOf } from './slice.ts';
import { endSwapsFamily, openSwaps, puppetSwapFamily, SWAP_WINDOW } from './swap.ts';
import { PUPPET_CHOICES } from './words.ts';
import { cardsOf } from '../../core/cards-of.ts';

export { PUPPET_HAND } from './roll.ts';
export { nudged } from './words.ts';
export { PURCHASE_PRICE } from './purchase.ts';

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'puppets.not-now': true;
    'puppets.not-in-hand': true;
    'puppets.crisis-nudge': true;
    'puppets.crisis-pay': true;
    'puppets.no-seat': true;
    'puppets.not-held': true;
    'puppets.not-a-puppet': true;
    'puppets.price': true;
  }
}

/** What every viewer sees of the Puppets: who controls each, the roll waiting to be nudged, the Market numbers. */
export interface PuppetsView {
  /** Each seat's controller (a Puppet's person), or null for a person. */
  readonly controllers: readonly (Seat | null)[];
  readonly roll: PendingRoll | null;
  readonly numbers: Readonly<Record<MarketId, number>>;
}

declare module '../../core/view.ts' {
  interface ModuleViews {
    puppets: PuppetsView;
  }
}

export const puppets: GameModule = {
  id: 'puppets',
  needs: ['level1'],
  enabled: (options) => options.puppets === true,
  setupDeal: (rng, deck) => ({ rng, deck, slice: NO_ROLL }),
  setupTable: setUpTwoPlayerTable,
  families: [nudgeFamily, keepRollFamily, puppetAuditFamily, skipAuditFamily, purchaseFamily, puppetSwapFamily, endSwapsFamily],
  turnActions: ['purchase'],
  windows: {
    [NUDGE_WINDOW]: { label: "The Puppet's roll: nudge the die, or let it stand", rule: 'puppets.nudge', accepts: ['nudge', 'keepRoll'], opensAt: ['turnFollowUp'] },
    [PUPPET_AUDIT_WINDOW]: {
      label: 'A double six: Audit any Billionaire, or nobody',
      rule: 'puppets.audit',
      accepts: ['puppetAudit', 'skipAudit'],
      opensAt: ['turnFollowUp'],
    },
    [SWAP_WINDOW]: { label: 'End of the Round: trade Assets with your Puppet', rule: 'puppets.swap', accepts: ['puppetSwap', 'endSwaps'], opensAt: ['roundClose'] },
  },
  moments: { turnFollowUp: puppetTurn, roundClose: openSwaps },
  // The Puppet's die can be chosen in dispute mode, at every Level (the table replays its real roll).
  outcomes: { roll: checkChosenRoll },
  position: {
    present: (input) => input.puppets === true,
    build: (_input, { rng }) => ({ rng, slice: NO_ROLL }),
    write: () => ({}),
  },
  // A position's two-player seating in a share link: the section is there only when it is.
  link: {
    tag: 'u',
    write: (p) => (p.puppets === true ? '1' : null),
    read: (text, p) => ({ ...p, puppets: text === '1' }),
  },
  describe: PUPPET_SENTENCES,
  choices: PUPPET_CHOICES,
  corrections: [{ id: CARD_FACE_DOWN, edition: 2, rule: 'puppets.card', summary: "A Puppet's card for an open Market that holds no cards now goes in face-down" }],
  view: (state): PuppetsView => ({
    controllers: state.players.map((_, seat) => (isPuppet(state, seat) ? controllerOf(state, seat) : null)),
    roll: puppetsOf(state).roll,
    numbers: byMarket((m) => cardsOf(state).marketNumber(m)),
  }),
  invariants: (state) => {
    if (!hasPuppets(state)) return [];
    const out: string[] = [];
    state.players.forEach((p, seat) => {
      if (!isPuppet(state, seat)) return;
      if (p.hand.length > 0) out.push(`The Puppet in seat ${seat + 1} holds cards.`);
      if (p.invested.length > 0) out.push(`The Puppet in seat ${seat + 1} has Invested cards.`);
      if (seat === state.current && state.phase !== 'gameOver') out.push(`The Puppet in seat ${seat + 1} has a turn.`);
    });
    const roll = puppetsOf(state).roll;
    if (roll !== null && (roll.value < 1 || roll.value > 6)) out.push(`The Puppet's die shows ${roll.value}.`);
    return out;
  },
  rules: [
    'puppets.setup',
    'puppets.markets',
    'puppets.turns',
    'puppets.roll',
    'puppets.card',
    'puppets.buy',
    'puppets.audit',
    'puppets.nudge',
    'puppets.purchase',
    'puppets.swap',
    'puppets.panic',
    'puppets.victory',
  ],
};
