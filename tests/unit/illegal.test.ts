import { describe, expect, it } from 'vitest';
import { checkMove, isRuleId, legalMoves, play, type RuleId } from '../../src/machine/index.ts';
import { position } from '../helpers/game.ts';

/** A plain table: seat 0 (Aristocrat) holds a 2 of Diamonds and an Audit; nobody holds an Asset. */
const s = position({
  players: [
    { billionaire: 'aristocrat', hand: ['diamonds-4', 'audit-1'] },
    { billionaire: 'media-baron', hand: ['dishes-1'] },
    { billionaire: 'war-profiteer', hand: [] },
  ],
  markets: { power: { faceUp: 'bombs-7', faceDown: ['dishes-4'] } },
});

const CASES: readonly (readonly [string, unknown, string, RuleId])[] = [
  ['not an object', null, 'move.malformed', 'turn.action'],
  ['a string', 'draw', 'move.malformed', 'turn.action'],
  ['an unknown type', { type: 'steal' }, 'move.malformed', 'turn.action'],
  ['a missing field', { type: 'buy', market: 'power' }, 'move.malformed', 'turn.action'],
  ['an unknown Market', { type: 'buy', market: 'moon', cards: ['diamonds-4'] }, 'move.malformed', 'turn.action'],
  ['an unknown card', { type: 'invest', card: 'Z9z', market: 'power' }, 'move.malformed', 'turn.action'],
  ['an extra field', { type: 'draw', extra: 1 }, 'move.malformed', 'turn.action'],
  ['a move of another phase', { type: 'claim', asset: 'mercenary-army' }, 'phase.not-now', 'turn.draw'],
  ['an Emergency move mid-turn', { type: 'returnAsset', asset: 'mercenary-army' }, 'phase.not-now', 'turn.draw'],
  ['skipping a Buy that was never offered', { type: 'skipBuy' }, 'phase.not-now', 'turn.draw'],
  ['passing with Actions available', { type: 'pass' }, 'pass.action-available', 'turn.action'],
  ['buying with a card not held', { type: 'buy', market: 'power', cards: ['dishes-1'] }, 'buy.not-in-hand', 'buy.cards'],
  ['investing a card not held', { type: 'invest', card: 'dishes-1', market: 'power' }, 'invest.not-in-hand', 'invest.card'],
  ['exchanging a card not held', { type: 'exchangeHand', card: 'dishes-1', market: 'power' }, 'exchange.not-in-hand', 'exchange.hand'],
  ['auditing an Asset nobody holds', { type: 'audit', card: 'audit-1', player: 1, asset: 'mercenary-army' }, 'audit.not-held', 'audit.return'],
  ['a Scam without the card', { type: 'scam', card: 'scam', player: 1, take: 'mercenary-army', give: 'think-tank' }, 'special.not-in-hand', 'special.instead-of-action'],
  ['ending the Round early with five open Markets', { type: 'endRoundEarly' }, 'round.early-end-too-soon', 'round.early-end'],
  ['stacking a card that is not in the deck', { type: 'choose', outcome: { kind: 'draw', cards: ['diamonds-4'] } }, 'chosen.not-in-deck', 'table.chosen-outcome'],
  ['a tie-break for an empty seat', { type: 'choose', outcome: { kind: 'pick', seat: 4 } }, 'chosen.no-player', 'table.chosen-outcome'],
];

describe('illegal moves are values, with a code, a reason and the rule they break', () => {
  it.each(CASES)('%s', (_label, move, code, rule) => {
    const result = play(s, move);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.illegal.code).toBe(code);
    expect(result.illegal.rule).toBe(rule);
    expect(isRuleId(result.illegal.rule)).toBe(true);
    expect(result.illegal.reason.length).toBeGreaterThan(10);
    expect(checkMove(s, move)).toEqual(result.illegal);
  });

  it('a refused move changes nothing', () => {
    const before = JSON.stringify(s);
    for (const [, move] of CASES) play(s, move);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('every listed legal move is accepted', () => {
    for (const move of legalMoves(s)) expect(checkMove(s, move)).toBeNull();
  });
});
