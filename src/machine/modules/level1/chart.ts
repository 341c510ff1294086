/**
 * The statechart of a game's phases: the one source of *when* things happen. It says which moves
 * each phase takes, which automatic steps follow (reveal, claim, discard and inflation, the end of
 * a turn, the end of a Round), and the moments where modules act or open decision windows. The
 * rules themselves live in the move families and modules; every guard and step here is a name for
 * a plain function (`CHART_STEPS`, `CHART_GUARDS`).
 *
 * It is written with XState and read into plain data at build time (`npm run chart` writes
 * `chart-table.ts`; a test keeps the two equal), so the engine runs it without XState.
 *
 * Resting states carry `meta` (what the game waits for, and the rule that explains it). States
 * whose only way on is `windowsClosed` rest while a decision window is open there.
 */
import { setup } from 'xstate';
import { type ChartContext, xstateActions, xstateGuards } from '../../core/chart/xstate.ts';
import type { Move } from '../../core/moves.ts';
import { CHART_GUARDS, CHART_STEPS } from './chart-steps.ts';

const apply = 'applyMove';
const moment = (name: string) => ({ type: 'moment', params: { moment: name } }) as const;
const decided = { guard: 'decided', target: '#game.deciding', actions: 'declareDecided' } as const;

/** A Buy that wins waits for the claim; one that fails is settled at once. */
const BUY = [
  { guard: 'buyWins', target: 'claim', actions: apply },
  { target: 'settle', actions: apply },
] as const;

/**
 * After a won Buy: a claim that completes the buyer's set wins at once, before the Buy is settled
 * (the modules still have their say on the outcome: Level 4's Toady); otherwise the Buy is settled.
 */
const claimThen = (settle: string) =>
  ({
    claim: [
      { guard: 'claimWins', target: '#game.deciding', actions: [apply, 'declareDecided'] },
      { target: settle, actions: apply },
    ],
    declineClaim: { target: settle, actions: apply },
  }) as const;

/** The Actions a player may take in either step of their turn (before or after drawing). */
const ACTIONS = {
  buy: BUY,
  invest: { target: 'end', actions: apply },
  exchangeHand: { target: 'end', actions: apply },
  exchangeMarkets: { target: 'end', actions: apply },
  audit: { target: 'end', actions: apply },
  scam: { target: 'checkWin', actions: apply },
  gameTheMarket: { target: 'gameTheMarket', actions: apply },
  pass: { target: 'end', actions: apply },
  endRoundEarly: { target: '#game.endOfRound', actions: apply },
} as const;

/** Powers a module lets a seat use on its own turn before the Action (a Role Revealed); the turn goes on. */
const POWERS = {
  '*': [
    { guard: 'turnPowerTakes', actions: apply },
    // …and Actions a module adds (the Gangster's Audit): the turn ends after them.
    { guard: 'turnActionTakes', target: 'actionDecisions', actions: apply },
  ],
} as const;

export const gameChart = setup({
  types: { context: {} as ChartContext, events: {} as Move, input: {} as ChartContext },
  guards: xstateGuards(CHART_GUARDS),
  actions: xstateActions(CHART_STEPS),
}).createMachine({
  id: 'game',
  context: ({ input }) => input,
  initial: 'turn',
  on: {
    // Table adjustments are taken in any phase and change no phase.
    choose: { actions: apply },
    // Moves of the innermost decision window, whichever module opened it.
    '*': { guard: 'windowTakes', actions: apply },
  },
  states: {
    // A new game rests here only while a module asks the table something before the first turn
    // (Level 3's Role draft); otherwise it starts at the first turn.
    setup: {
      initial: 'decisions',
      states: {
        decisions: {
          meta: { label: 'Before the first turn: decisions at the table', rule: 'setup.roles' },
          always: { guard: 'windowsClosed', target: '#game.turn' },
        },
      },
    },
    turn: {
      initial: 'begin',
      states: {
        // A turn begins: modules may act first (a Billionaire who misses the turn, a Revolutionary's
        // three cards, a hostage taken), and may ask the table before the turn's first move.
        begin: { always: { target: 'beginning', actions: moment('turnBegin') } },
        beginning: {
          meta: { label: 'Start of turn: decisions at the table', rule: 'turn.order' },
          always: [decided, { guard: 'windowsClosed', target: 'start' }],
        },
        // Before the optional draw: draw, or act straight away (declining the draw).
        start: {
          meta: { label: 'Start of turn: draw a card or take an Action', rule: 'turn.draw', powers: true },
          on: { draw: { target: 'action', actions: apply }, ...ACTIONS, ...POWERS },
          // A power (a Scam Artist's trade) can complete a set.
          always: decided,
        },
        action: { meta: { label: 'Take one Action', rule: 'turn.action', powers: true }, on: { ...ACTIONS, ...POWERS }, always: decided },
        // After Game the Market: the optional Buy with that card.
        gameTheMarket: {
          meta: { label: 'Game the Market: Buy with that card, or end the turn', rule: 'gtm.buy' },
          on: { buy: BUY, skipBuy: { target: 'end', actions: apply } },
        },
        claim: { meta: { label: 'Claim an Asset from the Market you bought at', rule: 'buy.claim' }, on: claimThen('claimed') },
        // A Buy won and claimed: the moment before its cards are discarded (the Reformist's card).
        claimed: { always: { target: 'beforeDiscard', actions: moment('buyClaimed') } },
        beforeDiscard: {
          meta: { label: 'After the claim: before the cards are discarded', rule: 'tm.cards' },
          always: { guard: 'windowsClosed', target: 'settle' },
        },
        // The Buy is settled: discard, inflation, then the moment modules act on (a found Crisis).
        settle: { always: { target: 'afterBuy', actions: ['finishBuy', moment('buyResolved')] } },
        afterBuy: {
          meta: { label: 'After the Buy: decisions at the table', rule: 'buy.discard' },
          always: { guard: 'windowsClosed', target: 'afterCrisis', actions: moment('buySettled') },
        },
        // Once all of that is over, a Crisis the Buy found is fully resolved (the Disaster Speculator).
        afterCrisis: {
          meta: { label: 'After the Crisis: decisions at the table', rule: 'crisis.activation' },
          always: { guard: 'windowsClosed', target: 'end' },
        },
        // A module's own Action may ask the table something before the turn ends (the Reformist's Fix).
        actionDecisions: {
          meta: { label: 'The Action: decisions at the table', rule: 'turn.action' },
          always: [decided, { guard: 'resumes', actions: 'resume' }, { guard: 'windowsClosed', target: 'end' }],
        },
        // A Scam can complete the victim's set.
        checkWin: { always: [decided, { target: 'end' }] },
        end: { always: { target: 'ended', actions: 'endTurn' } },
        // After the turn: the game may be decided (the Revolution); then the moment the Action is
        // over (Level 4's bribes), then the moment of the turn's end (the Panic!), each of whose
        // windows must close before play goes on.
        ended: { always: [decided, { target: 'afterAction', actions: moment('actionOver') }] },
        // (…and the Roles its player may still Reveal, one of which may complete a set: the Scam Artist.)
        afterAction: {
          meta: { label: 'End of the turn: Bribe envelopes', rule: 'policy.bribe' },
          always: [decided, { guard: 'windowsClosed', target: 'launch', actions: moment('turnLaunch') }],
        },
        // The Space Program: the Space Cowboy may launch the Rocket; an escape wins at once.
        launch: {
          meta: { label: 'End of the turn: the Space Cowboy may launch the Rocket', rule: 'space.launch' },
          always: [decided, { guard: 'windowsClosed', target: 'followUp', actions: moment('turnFollowUp') }],
        },
        // What follows a person's turn: in a two-player game, their Puppet's roll. A roll that
        // makes the Puppet Buy goes through the Buy's own steps (claim, discard and inflation, a
        // found Crisis), then comes back here; the end of the turn follows once all is settled.
        followUp: {
          meta: { label: "The Puppet's roll", rule: 'puppets.roll' },
          always: [
            { guard: 'buyWon', target: 'puppetClaim' },
            { guard: 'buyPending', target: 'puppetSettle' },
            { guard: 'windowsClosed', target: 'afterTurn', actions: moment('turnEnd') },
          ],
        },
        puppetClaim: { meta: { label: 'The Puppet won its Buy: claim an Asset for it', rule: 'puppets.buy' }, on: claimThen('puppetSettle') },
        puppetSettle: { always: { target: 'puppetAfterBuy', actions: ['finishBuy', moment('buyResolved')] } },
        puppetAfterBuy: {
          meta: { label: "After the Puppet's Buy: decisions at the table", rule: 'puppets.buy' },
          always: { guard: 'windowsClosed', target: 'puppetAfterCrisis', actions: moment('buySettled') },
        },
        puppetAfterCrisis: {
          meta: { label: "After the Puppet's Crisis: decisions at the table", rule: 'crisis.activation' },
          always: { guard: 'windowsClosed', target: 'followUp' },
        },
        afterTurn: {
          meta: { label: 'End of the turn: decisions at the table', rule: 'turn.order' },
          always: [decided, { guard: 'windowsClosed', target: 'next' }],
        },
        // The Round ends at the end of the turn in which the deck ran out.
        next: {
          always: [
            { guard: 'roundOver', target: '#game.endOfRound' },
            { target: 'begin', actions: 'passTurn' },
          ],
        },
      },
    },
    endOfRound: {
      initial: 'gather',
      states: {
        gather: { always: { target: 'emergency', actions: ['gather', moment('roundEmergency')] } },
        emergency: {
          meta: { label: 'Emergency Measures: give back one Asset', rule: 'round.emergency' },
          always: { guard: 'windowsClosed', target: 'refill' },
        },
        // Then the moment of the Round's end: Level 2's Crisis, and the Panic! it may cause.
        refill: { always: { target: 'afterRoundCrisis', actions: ['refill', moment('roundEnd')] } },
        afterRoundCrisis: {
          meta: { label: 'End of the Round: decisions at the table', rule: 'crisis.end-of-round' },
          always: [decided, { guard: 'windowsClosed', target: 'panic', actions: moment('roundPanic') }],
        },
        // Once the Round's Crisis is resolved (a Disaster Speculator has had their say): any Panic! it causes.
        panic: {
          meta: { label: 'End of the Round: the Panic!', rule: 'panic.trigger' },
          always: [decided, { guard: 'windowsClosed', target: 'roles', actions: moment('roundRoles') }],
        },
        // Level 3: Revealed Roles go, hidden ones may be kept, and players without one draw new Roles.
        roles: {
          meta: { label: 'End of the Round: new Roles', rule: 'roles.end-of-round' },
          always: { guard: 'windowsClosed', target: 'policy', actions: moment('roundPolicy') },
        },
        // Level 4: the Round's one Policy setting, after its Crisis, any Panic! and the new Roles.
        policy: {
          meta: { label: 'End of the Round: Government Policy', rule: 'policy.when' },
          always: { guard: 'windowsClosed', target: 'close', actions: moment('roundClose') },
        },
        // Two players: each may trade Assets with their own Puppet (a trade can complete a set).
        close: {
          meta: { label: 'End of the Round: trades with the Puppets', rule: 'puppets.swap' },
          always: [decided, { guard: 'windowsClosed', target: 'poorest' }],
        },
        // Last of all, so that everything the end of the Round changed counts.
        poorest: { always: { target: '#game.turn', actions: 'poorestFirst' } },
      },
    },
    // The game is decided; a module may still ask the table something first (the Celebrity at the
    // Revolution), and then it is decided again.
    deciding: {
      meta: { label: 'The game is being decided: decisions at the table', rule: 'revolution.all-rebels' },
      always: [
        { guard: 'resultSet', target: 'gameOver' },
        { guard: 'windowsClosed', actions: 'declareDecided' },
      ],
    },
    gameOver: { type: 'final', meta: { label: 'Game over', rule: 'victory.five-assets' } },
  },
});
