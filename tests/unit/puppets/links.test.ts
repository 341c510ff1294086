/**
 * Two-player games in share links (`link.format`): a new game's options (four seats, Puppets) set up
 * the same game again; a position carries section `u`; both replay their moves, Puppet moves
 * included. Golden links: links are forever, so these texts must keep opening to these games.
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, createGame, encodeLink, type GameState, type Move, openLink, positionOf, TABLE } from '../../../src/machine/index.ts';
import { playAll } from '../../helpers/game.ts';
import { ANNA, MEDIA, RODRIGO, TECH, twoPlayers } from './table.ts';
import { withEditionSection } from '../../helpers/editions.ts';

/** The rulebook's example table (see rulebook-example.test.ts). */
const exampleStart = (): GameState =>
  twoPlayers({
    seed: 4,
    seats: [{ assets: ['cult-of-personality', 'celebrity-spouse'] }, { assets: ['luxury-jet'] }, { assets: ['cryogenic-lab'] }, { assets: ['gang-of-lawyers'] }],
    markets: {
      toys: { assets: ['private-island', 'mega-yacht'], faceUp: 'locks-4', faceDown: ['floods'] },
      vanity: { assets: ['noble-estate', 'golf-plantation'] },
    },
    deck: ['dishes-1', 'dishes-2', 'dishes-3', 'dishes-4', 'bolts-9'],
  });

const roll = (value: number): Move => ({ type: 'choose', seat: TABLE, outcome: { kind: 'roll', value } });

/** The example played: the Puppet's Buy and claim, Anna's Purchase, the double six and the Audit. */
const EXAMPLE_MOVES: readonly Move[] = [
  roll(6),
  roll(3),
  { type: 'exchangeMarkets', seat: RODRIGO, markets: ['influence', 'legacy'] },
  { type: 'claim', seat: TECH, asset: 'private-island' },
  { type: 'choose', seat: TABLE, outcome: { kind: 'draw', cards: ['bolts-9'] } },
  { type: 'draw', seat: ANNA },
  roll(6),
  roll(6),
  { type: 'purchase', seat: ANNA, puppet: TECH, asset: 'private-island', cards: ['bolts-9'] },
  { type: 'puppetAudit', seat: ANNA, player: RODRIGO, asset: 'celebrity-spouse', keep: false },
];

/** A new two-player Level 2 game (seed 12) and its first moves: Invests, the Puppets' rolls and two nudges. */
const NEW_OPTIONS = { players: 2, level: 2, seed: 12 } as const;
const NEW_MOVES: readonly Move[] = [
  roll(6),
  { type: 'invest', seat: 0, card: 'debt-crisis', market: 'influence' },
  { type: 'nudge', seat: 0, card: 'locks-5', up: true },
  { type: 'invest', seat: 2, card: 'dishes-9', market: 'influence' },
  { type: 'nudge', seat: 2, card: 'bombs-2', up: true },
];

/** Golden: the rulebook example's position and moves. */
const GOLDEN_POSITION =
  'g=2.pCBxx56h6DAABBnBbcdeRhKwMETqiVHXlZGIsPvfSBmkOoraAQYgLFjAADABCBtBNDEFGBJBDDIJKBuBUCMOBnB2CQRBCCpWEEACTSABABPACABHADABDA.cL41x308z657yAA.kAFDCBAEA.u1.mQ-rMlP7L-.xCBGCBDCABRCBGCBG.7YU-';
/** Golden: a new two-player Level 2 game (seed 12) and its first moves. */
const GOLDEN_NEW = 'g=2.nCCBEDCEAAM.mOLa-Za.xCBG.XkCK';

function newGame(): GameState {
  const made = createGame(NEW_OPTIONS);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

describe('Two-player share links (link.format)', () => {
  it('write a new two-player game as its options and replay it, Puppet moves included', () => {
    const start = newGame();
    const link = encodeLink({ start: { kind: 'new', options: start.options }, moves: NEW_MOVES as Move[] });
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start).toEqual(start);
    expect(opened.timeline.last).toEqual(playAll(start, NEW_MOVES).game);
    expect(link).toBe(withEditionSection(GOLDEN_NEW));
  });

  it('carry a two-player position in section u and replay the rulebook example', () => {
    const start = exampleStart();
    const link = encodeLink({ start: { kind: 'position', state: start }, moves: EXAMPLE_MOVES as Move[] });
    expect(link).toMatch(/\.u1\./);
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.puppets).toBe(true);
    expect(opened.timeline.last).toEqual(playAll(start, EXAMPLE_MOVES).game);
    expect(opened.timeline.last.players[MEDIA]!.assets).toEqual(['gang-of-lawyers']);
    expect(link).toBe(withEditionSection(GOLDEN_POSITION));
  });

  it('keep opening the golden links to the same games', () => {
    const fromPosition = openLink(GOLDEN_POSITION);
    if (!fromPosition.ok) throw new Error(fromPosition.error.reason);
    expect(fromPosition.timeline.last).toEqual(playAll(exampleStart(), EXAMPLE_MOVES).game);
    const fresh = openLink(GOLDEN_NEW);
    if (!fresh.ok) throw new Error(fresh.error.reason);
    expect(fresh.timeline.start).toEqual(newGame());
    expect(fresh.timeline.last).toEqual(playAll(newGame(), NEW_MOVES).game);
  });

  it('keep a position of a game in progress (positionOf, then createFromPosition) as the same two-player table', () => {
    const mid = playAll(newGame(), NEW_MOVES).game;
    const again = createFromPosition(positionOf(mid));
    if (!again.ok) throw new Error(again.error.reason);
    expect(again.game.options.puppets).toBe(true);
    expect(again.game.players).toEqual(mid.players);
    expect(again.game.markets).toEqual(mid.markets);
    expect(again.game.deck).toEqual(mid.deck);
    expect(again.game.current).toBe(mid.current);
  });

  // ENGINE BUG: the five unstarred Assets set aside at a two-player setup are in `unusedAssets`, but
  // `positionOf` writes each Market's Assets, so `createFromPosition` files them under `removedAssets`
  // (a Market listed without an Asset: out of the game). A position or share link of a fresh game
  // thus differs from the game itself, and its view lists them as removed.
  it('re-create exactly the game a position was taken from', () => {
    const start = newGame();
    const again = createFromPosition(positionOf(start));
    if (!again.ok) throw new Error(again.error.reason);
    expect(again.game).toEqual({ ...start, options: { ...start.options, seed: start.rng, firstPlayer: start.current } });
  });
});
