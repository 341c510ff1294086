/**
 * The Space Program in share links (`link.format`): a new game's options name the module (section
 * `n` gains the list of expansion modules), a position carries the envelope, the gone flag and the
 * seats out (section `o`), and both replay their moves. Golden links: links are forever, so these
 * texts must keep opening to these games; links without the module keep their old shape.
 */
import { describe, expect, it } from 'vitest';
import { createGame, encodeLink, type GameState, type Move, openLink, spaceOf } from '../../../src/machine/index.ts';
import { playAll } from '../../helpers/game.ts';
import { plainAction, rolls, spaceTable, TECH, WAR } from './table.ts';
import { withEditionSection } from '../../helpers/editions.ts';

/** A new four-player Level 3 game with the Space Program (seed 14): the Role draft, then two contributions (edition 1). */
const NEW_OPTIONS = { players: 4, level: 3, seed: 14, modules: ['space-program'] } as const;
const NEW_MOVES: readonly Move[] = [
  { type: 'keepRole', seat: 0, role: 'power-broker' },
  { type: 'keepRole', seat: 1, role: 'gangster' },
  { type: 'keepRole', seat: 2, role: 'celebrity' },
  { type: 'keepRole', seat: 3, role: 'disaster-speculator' },
  { type: 'contribute', seat: 0, card: 'dishes-9' },
  { type: 'contribute', seat: 1, card: 'bolts-9' },
];

/** The same under today's rules: each holder of a hidden Role ends their turn with its last step (`roles.reveal-any-time`). */
const TODAY_MOVES: readonly Move[] = [...NEW_MOVES.slice(0, 5), { type: 'endTurn', seat: 0 }, NEW_MOVES[5]!, { type: 'endTurn', seat: 1 }];

/** A position with two cards in the envelope: the War Profiteer adds a third, launches, flies alone and the die shows 6. */
const launchStart = (): GameState => spaceTable({ seed: 9, envelope: ['bombs-7', 'dishes-2'], seats: [{ hand: ['bombs-8'] }], deck: ['bolts-1'] });
const LAUNCH_MOVES: readonly Move[] = [
  { type: 'contribute', seat: WAR, card: 'bombs-8' },
  ...rolls(6),
  { type: 'launch', seat: WAR, go: true },
  { type: 'boardRocket', seat: WAR },
];

/** A position after an explosion: the Tech Overlord is out and the envelope gone; the Aristocrat plays on. */
const outStart = (): GameState => spaceTable({ seed: 9, gone: true, out: [TECH], current: 2, roles: [] });

/** Golden: the new game above. */
const GOLDEN_NEW = 'g=2.nEDBEEADBAOBA.mPFt5T2.Bx_m';
/** Golden: the launch position and its moves. */
const GOLDEN_LAUNCH =
  'g=2.pDB__xt_KAABBkBJrKAUvkgoniSPWdCRaOjBYFXDQqbwVueTslMAADABCBLBpDEFGBIBmDIJKBhBfDMNOBNBtDQRSBEBZEABHBLABABPACABHADABDA.cMz8xy67514203AA.kBAA.rEBJAAAAGAEBCFDAA.oCGcAA.mNO6.xCBG.rwPc';
/** Golden: the position with a seat out, and one turn. */
const GOLDEN_OUT =
  'g=2.pDB8sk8n2DCABBnBNqCfcAOTvbHwIkpYSXPDudEtUajhinRQBsKVMWrAADABCBJBoDEFGBGBlDIJKBgBeDMNOBLBmDQRSBFBZEAABLABAAACABHADABDA.cMx471z5y06283AA.kBAA.rEAAAAHDBECAFJAA.oABBB.mHlz.BqFn';

function newGame(): GameState {
  const made = createGame(NEW_OPTIONS);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

function opened(link: string) {
  const o = openLink(link);
  if (!o.ok) throw new Error(o.error.reason);
  return o.timeline;
}

describe('Space Program share links (link.format)', () => {
  it('write a new game with the module as its options, and replay it', () => {
    const start = newGame();
    const link = encodeLink({ start: { kind: 'new', options: start.options }, moves: [...TODAY_MOVES] });
    const t = opened(link);
    expect(t.start).toEqual(start);
    expect(t.start.options.modules).toEqual(['space-program']);
    expect(t.last).toEqual(playAll(start, TODAY_MOVES).game);
    expect(spaceOf(t.last).envelope).toEqual(['dishes-9', 'bolts-9']);
    expect(link).toMatch(/^g=2\.eC\.nEDBEEADBAOBA\./);
  });

  it('leave a new game without the module as it was: no module list', () => {
    const made = createGame({ players: 4, level: 3, seed: 14 });
    if (!made.ok) throw new Error(made.error.reason);
    const link = encodeLink({ start: { kind: 'new', options: made.game.options }, moves: [] });
    expect(link.split('.')[1]!.length).toBeLessThan(GOLDEN_NEW.split('.')[1]!.length);
    expect(opened(link).start).toEqual(made.game);
    expect(opened(link).start.options.modules).toBeUndefined();
  });

  it('carry a position’s envelope in section o, and replay a launch that explodes', () => {
    const start = launchStart();
    const link = encodeLink({ start: { kind: 'position', state: start }, moves: [...LAUNCH_MOVES] });
    expect(link).toMatch(/\.o[^.]+\./);
    const t = opened(link);
    expect(spaceOf(t.start).envelope).toEqual(['bombs-7', 'dishes-2']);
    expect(t.last).toEqual(playAll(start, LAUNCH_MOVES).game);
    expect(spaceOf(t.last)).toMatchObject({ gone: true, out: [WAR] });
    expect(link).toBe(withEditionSection(GOLDEN_LAUNCH));
  });

  it('carry seats out of the game and the envelope gone', () => {
    const start = outStart();
    const moves = [plainAction(start)];
    const link = encodeLink({ start: { kind: 'position', state: start }, moves });
    const t = opened(link);
    expect(spaceOf(t.start)).toMatchObject({ envelope: [], gone: true, out: [TECH] });
    expect(t.last).toEqual(playAll(start, moves).game);
    expect(t.last.current).toBe(3);
    expect(link).toBe(withEditionSection(GOLDEN_OUT));
  });

  it('keep opening the golden links to the same games', () => {
    // Written under edition 1: exactly as written under its own rules, then under today's, where each
    // hidden Role's holder ends the turn with its new last step (the correction's bridge move).
    const old = openLink(GOLDEN_NEW);
    if (!old.ok) throw new Error(old.error.reason);
    expect(old.asWritten!.timeline.last).toEqual(playAll(old.asWritten!.timeline.start, NEW_MOVES).game);
    expect(old.edition).toEqual({ written: 1, shown: 2, moves: NEW_MOVES.length });
    expect(old.moves).toEqual(TODAY_MOVES);
    expect(old.timeline.last).toEqual(playAll(newGame(), TODAY_MOVES).game);
    expect(opened(GOLDEN_LAUNCH).last).toEqual(playAll(launchStart(), LAUNCH_MOVES).game);
    const out = outStart();
    expect(opened(GOLDEN_OUT).last).toEqual(playAll(out, [plainAction(out)]).game);
  });

  it('write no section o for a position without the module', () => {
    const made = createGame({ players: 3, level: 3, seed: 2 });
    if (!made.ok) throw new Error(made.error.reason);
    const link = encodeLink({ start: { kind: 'position', state: made.game }, moves: [] });
    expect(link).not.toMatch(/\.o/);
  });
});
