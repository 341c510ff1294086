/**
 * Correction `roles.reveal-any-time` (rules edition 2): the Power Broker's swap, the Scam Artist and
 * the Toady may be Revealed at any point of their holder's own turn, after the Action too (in
 * Level 4's Bribe step and in the turn's last step, `roles.turn-end`, ended with `endTurn`); the
 * Insider Trader at any point before a bid's envelopes are opened. A game played without the
 * correction keeps the old rules.
 */
import { describe, expect, it } from 'vitest';
import { type GameState, legalMoves, type Move, type PositionInput, stepOf } from '../../src/machine/index.ts';
import { rolesOf } from '../../src/machine/modules/roles/index.ts';
import { installedCorrections } from '../../src/machine/core/module.ts';
import { chooseMove } from '../../src/players/index.ts';
import { mustPlay, playAll, position, refusal } from '../helpers/game.ts';

const OLD = { uncorrected: ['roles.reveal-any-time'] } as const;
const swapMarkets = (seat = 0) => ({ type: 'exchangeMarkets', seat, markets: ['power', 'vanity'] }) as const;

/** Three players at Level 3 (or 4): seat 0 holds `role`, hidden, and the Golf Plantation; seat 1 the Think Tank. */
function table(role: 'scam-artist' | 'power-broker' | 'gangster' | 'toady' | 'insider-trader', extra: Partial<PositionInput> = {}): GameState {
  const level = role === 'toady' || role === 'insider-trader' ? 4 : 3;
  return position({
    level,
    players: [
      { billionaire: 'war-profiteer', hand: ['bolts-1'], assets: ['golf-plantation'] },
      { billionaire: 'tech-overlord', hand: [], assets: ['think-tank'] },
      { billionaire: 'aristocrat', hand: [] },
    ],
    roles: [{ role, revealed: false }, null, null],
    ...extra,
  });
}

/** Seat 0 takes a plain Action and, at Level 4, bribes nothing: the turn's last step. */
function afterAction(g: GameState): GameState {
  let game = mustPlay(g, swapMarkets()).game;
  if (stepOf(game) === 'policy.bribe') game = mustPlay(game, { type: 'finishBribes', seat: 0 }).game;
  return game;
}

describe('the correction is declared by the Roles module', () => {
  it('with its edition, rule and bridge move', () => {
    expect(installedCorrections().find((c) => c.id === 'roles.reveal-any-time')).toMatchObject({ edition: 2, rule: 'roles.reveal', bridge: 'endTurn' });
  });
});

describe('the last step of the turn (roles.turn-end)', () => {
  it('opens after the Action for a player with a hidden Role, and endTurn passes the turn on', () => {
    const g = afterAction(table('gangster'));
    expect(stepOf(g)).toBe('roles.turn-end');
    expect(g.current).toBe(0);
    expect(legalMoves(g, 0)).toEqual([{ type: 'endTurn', seat: 0 }]);
    const ended = mustPlay(g, { type: 'endTurn', seat: 0 });
    expect(ended.events.map((e) => e.type)).toContain('turnClosed');
    expect(ended.game.current).toBe(1);
  });

  it('opens whatever the hidden Role (being asked tells nothing), and not for a player without one', () => {
    expect(stepOf(afterAction(table('scam-artist')))).toBe('roles.turn-end');
    const noRole = position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: [] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [null, { role: 'scam-artist', revealed: false }, null],
    });
    expect(mustPlay(noRole, swapMarkets()).game.current).toBe(1);
  });

  it('is not asked once every Role it serves is known to be spent', () => {
    const g = table('gangster', {
      roles: [
        { role: 'gangster', revealed: false },
        { role: 'scam-artist', revealed: true },
        { role: 'power-broker', revealed: true },
      ],
    });
    expect(mustPlay(g, swapMarkets()).game.current).toBe(1);
  });

  it('refuses endTurn anywhere else', () => {
    expect(refusal(table('gangster'), { type: 'endTurn', seat: 0 }).code).toMatch(/not-now|roles\./);
  });
});

describe('Level 3 Roles after the Action', () => {
  it('the Scam Artist after a Buy', () => {
    const g = table('scam-artist', {
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['golf-plantation'] },
        { billionaire: 'tech-overlord', hand: [], assets: ['think-tank'] },
        { billionaire: 'aristocrat', hand: [] },
      ],
    });
    const buy = legalMoves(g, 0).find((m) => m.type === 'buy');
    expect(buy).toBeDefined();
    let game = mustPlay(g, buy!).game;
    while (stepOf(game) !== 'roles.turn-end') {
      const move = legalMoves(game, game.windows.length > 0 ? (game.windows.at(-1)!.seats[0] ?? 0) : 0).find((m) => m.type !== 'scamArtist');
      game = mustPlay(game, move!).game;
    }
    const own = game.players[0]!.assets;
    const picked = mustPlay(game, { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank', give: own[0]! }).game;
    expect(stepOf(picked)).toBe('roles.scam-artist');
    const traded = mustPlay(picked, { type: 'answerScamArtist', seat: 1, trade: true }).game;
    expect(traded.players[0]!.assets).toContain('think-tank');
    // Revealed: the last step has nothing left to offer but the end of the turn.
    expect(stepOf(traded)).toBe('roles.turn-end');
    expect(legalMoves(traded, 0)).toEqual([{ type: 'endTurn', seat: 0 }]);
    expect(mustPlay(traded, { type: 'endTurn', seat: 0 }).game.current).toBe(1);
  });

  it('a Scam Artist’s trade in the last step that completes a set wins at once', () => {
    const g = afterAction(
      table('scam-artist', {
        players: [
          { billionaire: 'war-profiteer', hand: ['bolts-1'], assets: ['mercenary-army', 'tabloid-empire', 'political-lobbyists', 'art-hoard', 'golf-plantation'] },
          { billionaire: 'tech-overlord', hand: [], assets: ['private-island'] },
          { billionaire: 'aristocrat', hand: [] },
        ],
      }),
    );
    const picked = mustPlay(g, { type: 'scamArtist', seat: 0, player: 1, take: 'private-island', give: 'golf-plantation' }).game;
    const won = mustPlay(picked, { type: 'answerScamArtist', seat: 1, trade: true }).game;
    expect(won.phase).toBe('gameOver');
    expect(won.result?.winners).toEqual([0]);
  });

  it('the Power Broker’s swap after the Action', () => {
    const g = afterAction(table('power-broker'));
    const swap = legalMoves(g, 0).find((m) => m.type === 'powerBrokerSwap');
    expect(swap).toBeDefined();
    const swapped = mustPlay(g, swap!);
    expect(rolesOf(swapped.game).held[0]).toEqual({ role: 'power-broker', revealed: true });
    expect(swapped.events.map((e) => e.type)).toContain('roleRevealed');
    expect(stepOf(swapped.game)).toBe('roles.turn-end');
  });

  it('never on another player’s turn', () => {
    const g = afterAction(table('scam-artist'));
    const next = mustPlay(g, { type: 'endTurn', seat: 0 }).game;
    expect(refusal(next, { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank', give: 'golf-plantation' }).code).toMatch(/not-your-turn|not-deciding/);
  });
});

describe('Level 4 Roles after the Action', () => {
  it('the Toady in the Bribe step and in the last step', () => {
    const bribing = mustPlay(table('toady'), swapMarkets()).game;
    expect(stepOf(bribing)).toBe('policy.bribe');
    expect(legalMoves(bribing, 0)).toContainEqual({ type: 'revealToady', seat: 0 });
    const last = afterAction(table('toady'));
    expect(stepOf(last)).toBe('roles.turn-end');
    const revealed = mustPlay(last, { type: 'revealToady', seat: 0 }).game;
    expect(rolesOf(revealed).held[0]).toEqual({ role: 'toady', revealed: true });
  });

  it('the Scam Artist in the Bribe step (the step goes on after it)', () => {
    const g = table('scam-artist', { level: 4 });
    const bribing = mustPlay(g, swapMarkets()).game;
    expect(stepOf(bribing)).toBe('policy.bribe');
    const picked = mustPlay(bribing, { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank', give: 'golf-plantation' }).game;
    const answered = mustPlay(picked, { type: 'answerScamArtist', seat: 1, trade: false }).game;
    expect(stepOf(answered)).toBe('policy.bribe');
  });

  it('the Insider Trader in the last step of its own turn', () => {
    const g = afterAction(table('insider-trader', { envelopes: [['bolts-2'], ['bombs-3'], []] }));
    expect(stepOf(g)).toBe('roles.turn-end');
    const swapped = mustPlay(g, { type: 'insiderSwap', seat: 0, with: 1 }).game;
    expect(swapped.modules.policy!.envelopes[0]).toEqual(['bombs-3']);
    expect(stepOf(swapped)).toBe('roles.turn-end');
  });

  it('the Insider Trader in a bid on another player’s turn, while deciding whether to hold up', () => {
    // Seat 1 holds it; seat 0 (on its turn) calls a setting by ending the Round.
    const g = position({
      level: 4,
      players: [
        { billionaire: 'war-profiteer', hand: ['bolts-1'], assets: ['golf-plantation'] },
        { billionaire: 'tech-overlord', hand: [], assets: ['think-tank'] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [null, { role: 'insider-trader', revealed: false }, null],
      envelopes: [['bolts-2'], [], ['bombs-3']],
      deck: ['locks-1'],
      deckSize: 1,
    } as PositionInput);
    let game = mustPlay(g, { type: 'draw', seat: 0 }).game;
    game = mustPlay(game, swapMarkets()).game;
    for (let i = 0; i < 40 && stepOf(game) !== 'policy.hold-up'; i++) {
      const seat = game.windows.at(-1)?.seats.find((s) => !game.windows.at(-1)!.done.includes(s)) ?? game.current;
      game = mustPlay(game, quiet(legalMoves(game, seat))).game;
    }
    expect(stepOf(game)).toBe('policy.hold-up');
    expect(game.current).not.toBe(1);
    expect(legalMoves(game, 1)).toContainEqual({ type: 'insiderSwap', seat: 1, with: 2 });
    const swapped = mustPlay(game, { type: 'insiderSwap', seat: 1, with: 2 }).game;
    expect(swapped.modules.policy!.envelopes[1]).toEqual(['bombs-3']);
    // Still asked to hold up (with the envelope it now has).
    expect(stepOf(swapped)).toBe('policy.hold-up');
    expect(legalMoves(swapped, 1).some((m) => m.type === 'holdUp')).toBe(true);
    // Under the old rules, not while deciding.
    const old = position({ ...positionInputOf(g), ...OLD });
    let o = mustPlay(old, { type: 'draw', seat: 0 }).game;
    o = mustPlay(o, swapMarkets()).game;
    for (let i = 0; i < 40 && stepOf(o) !== 'policy.hold-up'; i++) {
      const seat = o.windows.at(-1)?.seats.find((s) => !o.windows.at(-1)!.done.includes(s)) ?? o.current;
      o = mustPlay(o, quiet(legalMoves(o, seat))).game;
    }
    expect(legalMoves(o, 1).some((m) => m.type === 'insiderSwap')).toBe(false);
  });
});

/** The move that changes least: done with a step, nothing Revealed, nothing kept. */
function quiet(listed: readonly Move[]): Move {
  const order = ['finishBribes', 'endTurn', 'passReveal', 'noSwap', 'discardToLimit'];
  for (const type of order) {
    const m = listed.find((x) => x.type === type);
    if (m) return m;
  }
  return listed.find((m) => !['insiderSwap', 'revealToady', 'scamArtist', 'powerBrokerSwap', 'bribeIn', 'bribeOut'].includes(m.type))!;
}

/** The position a test table was made from, for making it again with other options. */
function positionInputOf(g: GameState): PositionInput {
  return {
    level: g.options.level,
    players: g.players.map((p) => ({ billionaire: p.billionaire!, hand: [...p.hand], assets: [...p.assets] })),
    roles: rolesOf(g).held.map((h) => h ?? null),
    envelopes: g.modules.policy!.envelopes.map((e) => [...e]),
    deck: [...g.deck],
    deckSize: g.deck.length,
  } as PositionInput;
}

describe('a game played without the correction keeps the old rules', () => {
  it('refuses the Scam Artist after the Action, where a normal game allows it', () => {
    const now = afterAction(table('scam-artist'));
    expect(stepOf(now)).toBe('roles.turn-end');
    expect(legalMoves(now, 0).some((m) => m.type === 'scamArtist')).toBe(true);

    const old = table('scam-artist', OLD);
    expect(old.options.uncorrected).toEqual(['roles.reveal-any-time']);
    // No last step: the turn passes straight on, and the Scam Artist can no longer be Revealed.
    const after = mustPlay(old, swapMarkets()).game;
    expect(after.current).toBe(1);
    expect(refusal(after, { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank', give: 'golf-plantation' }).code).toMatch(/not-your-turn|not-deciding/);
  });

  it('refuses the Roles of the turn in the Bribe step (Level 4)', () => {
    const bribing = mustPlay(table('toady', OLD), swapMarkets()).game;
    expect(stepOf(bribing)).toBe('policy.bribe');
    expect(legalMoves(bribing, 0).some((m) => m.type === 'revealToady')).toBe(false);
    expect(refusal(bribing, { type: 'revealToady', seat: 0 }).code).toBe('role.not-your-turn');
    const ended = playAll(bribing, [{ type: 'finishBribes', seat: 0 }]).game;
    expect(ended.current).toBe(1);
  });
});

describe('the simple player in the last step of its turn', () => {
  it('Reveals the Scam Artist for an Asset it needs, and otherwise ends its turn', () => {
    // The War Profiteer needs Influence (the Think Tank) and has no use for a second Vanity Asset.
    const g = afterAction(
      table('scam-artist', {
        players: [
          { billionaire: 'war-profiteer', hand: ['bolts-1'], assets: ['golf-plantation', 'noble-estate'] },
          { billionaire: 'tech-overlord', hand: [], assets: ['think-tank'] },
          { billionaire: 'aristocrat', hand: [] },
        ],
      }),
    );
    const decision = chooseMove('simple', g, 0, 1);
    expect(decision.move.type).toBe('scamArtist');
    expect(decision.reason).toMatch(/After its Action/);
    const gangster = afterAction(table('gangster'));
    expect(chooseMove('simple', gangster, 0, 1).move).toEqual({ type: 'endTurn', seat: 0 });
  });
});
