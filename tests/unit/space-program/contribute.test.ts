/**
 * Contributing (`space.contribute`): instead of an Action, a player shows a Resource card from hand
 * and seals it in the envelope; the turn then ends as after any Action. Never a Crisis or Special
 * Action card, never once the envelope has left the game, and not at all without the module. The
 * envelope is no Market: the end of a Round does not gather it.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, spaceOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, position, refusal, typesOf } from '../../helpers/game.ts';
import { MEDIA, pastLastStep, spaceTable, TECH, WAR } from './table.ts';

/** Before the Panic!, so the turn passes straight on after the Action (no launch step). */
const beforePanic = (hand: Parameters<typeof spaceTable>[0] = {}) => spaceTable({ panicDone: false, ...hand });

describe('space.contribute', () => {
  it('is a turn Action, listed with the others: the card leaves the hand for the envelope and the turn ends', () => {
    const g = beforePanic({ seats: [{ hand: ['bombs-9', 'locks-2'] }], envelope: ['dishes-4'] });
    const listed = legalMoves(g, WAR).filter((m) => m.type === 'contribute');
    expect(listed).toEqual([
      { type: 'contribute', seat: WAR, card: 'bombs-9' },
      { type: 'contribute', seat: WAR, card: 'locks-2' },
    ]);
    const { game, events } = pastLastStep(mustPlay(g, { type: 'contribute', seat: WAR, card: 'bombs-9' }));
    expect(eventOf(events, 'contributed')).toMatchObject({ player: WAR, card: 'bombs-9', rule: 'space.contribute' });
    expect(game.players[WAR]!.hand).toEqual(['locks-2']);
    expect(spaceOf(game).envelope).toEqual(['dishes-4', 'bombs-9']);
    expect(typesOf(events)).toContain('turnEnded');
    expect(game.current).toBe(TECH);
  });

  it('counts as the turn’s one Action: after a draw, a contribution ends the turn too', () => {
    const g = beforePanic({ seats: [{ hand: ['bombs-9'] }], deck: ['bolts-2'] });
    const { game } = pastLastStep(
      playAll(g, [
        { type: 'draw', seat: WAR },
        { type: 'contribute', seat: WAR, card: 'bolts-2' },
      ]),
    );
    expect(game.current).toBe(TECH);
    expect(spaceOf(game).envelope).toEqual(['bolts-2']);
    expect(game.players[WAR]!.hand).toEqual(['bombs-9']);
  });

  it('refuses a Crisis card, with the rule', () => {
    const g = beforePanic({ seats: [{ hand: ['floods', 'bombs-1'] }] });
    const no = refusal(g, { type: 'contribute', seat: WAR, card: 'floods' });
    expect(no.code).toBe('space.not-resource');
    expect(no.rule).toBe('space.contribute');
    expect(legalMoves(g, WAR).filter((m) => m.type === 'contribute')).toEqual([{ type: 'contribute', seat: WAR, card: 'bombs-1' }]);
  });

  it('refuses a Special Action card, with the rule', () => {
    const g = beforePanic({ specialActions: true, seats: [{ hand: ['audit-1', 'scam'] }] });
    expect(refusal(g, { type: 'contribute', seat: WAR, card: 'audit-1' })).toMatchObject({ code: 'space.not-resource', rule: 'space.contribute' });
    expect(refusal(g, { type: 'contribute', seat: WAR, card: 'scam' }).code).toBe('space.not-resource');
    expect(legalMoves(g, WAR).some((m) => m.type === 'contribute')).toBe(false);
  });

  it('refuses a card not in hand, and anyone but the current player', () => {
    const g = beforePanic({ seats: [{ hand: ['bombs-1'] }, { hand: ['bolts-1'] }] });
    expect(refusal(g, { type: 'contribute', seat: WAR, card: 'bolts-1' }).code).toBe('space.not-in-hand');
    expect(refusal(g, { type: 'contribute', seat: TECH, card: 'bolts-1' }).code).toMatch(/not-your-turn|not-deciding/);
  });

  it('is not possible once the envelope has left the game', () => {
    const g = spaceTable({ seats: [{ hand: ['bombs-1'] }], gone: true, out: [MEDIA] });
    expect(legalMoves(g, WAR).some((m) => m.type === 'contribute')).toBe(false);
    expect(refusal(g, { type: 'contribute', seat: WAR, card: 'bombs-1' })).toMatchObject({ code: 'space.gone', rule: 'space.explosion' });
  });

  it('is not listed in a game without the module, and is refused there', () => {
    const g = position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-1'] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
    });
    expect(legalMoves(g, WAR).some((m) => m.type === 'contribute')).toBe(false);
    expect(refusal(g, { type: 'contribute', seat: WAR, card: 'bombs-1' }).code).not.toBe('space.not-resource');
  });

  it('leaves the envelope alone at the end of a Round: it is not a Market, nothing is gathered from it', () => {
    const g = beforePanic({ seats: [{ hand: ['bombs-9'] }], envelope: ['dishes-4'], deck: ['bolts-2'], deckSize: 1 });
    const { game, events } = pastLastStep(
      playAll(g, [
        { type: 'draw', seat: WAR },
        { type: 'contribute', seat: WAR, card: 'bombs-9' },
      ]),
    );
    expect(typesOf(events)).toContain('roundEnded');
    expect(typesOf(events)).toContain('gathered');
    expect(spaceOf(game).envelope).toEqual(['dishes-4', 'bombs-9']);
    expect(game.discard).not.toContain('bombs-9');
  });
});
