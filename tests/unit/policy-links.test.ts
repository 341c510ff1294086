/**
 * Level 4 in share links: a position's envelopes and Policy in force (section g), and games played
 * through a Policy setting, fixed by golden links. Links are forever: these texts must keep opening
 * to these games.
 */
import { describe, expect, it } from 'vitest';
import { createGame, encodeLink, type GameState, type Move, openLink } from '../../src/machine/index.ts';
import { envelopeOf, policyOf } from '../../src/machine/modules/policy/index.ts';
import { playAll, position } from '../helpers/game.ts';
import { withEditionSection } from '../helpers/editions.ts';

/** A 4-seat Level 4 position: Floods waits at Vanity, Real Estate Bonanza in force, three envelopes stuffed. */
const start = (): GameState =>
  position({
    level: 4,
    seed: 4,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9', 'bolts-2'] },
      { billionaire: 'tech-overlord', hand: ['bolts-8'] },
      { billionaire: 'aristocrat', hand: [] },
      { billionaire: 'property-speculator', hand: [] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    envelopes: [[], ['locks-4', 'bolts-1'], ['locks-7'], ['diamonds-1']],
    policy: 'real-estate-bonanza',
  });

const MOVES: readonly Move[] = [
  { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] },
  { type: 'holdUp', seat: 0, hold: false },
  { type: 'holdUp', seat: 1, hold: true },
  { type: 'holdUp', seat: 2, hold: true },
  { type: 'holdUp', seat: 3, hold: false },
  { type: 'setPolicy', seat: 2, policy: 'tax-tyranny' },
];

/** Golden: the position above with the Buy into Floods, the bid and the Aristocrat setting Tax Tyranny. */
const GOLDEN_POSITION =
  'g=2.pEB6_xt_KAABBhBhrGgsfOdYTUNBmWFEiMapleZAvjcHkwVPAADABCBtBRDEFGBLBDDIJKBuBXDMNOBCBoDQRSBbB2EACIKBLABBQBPACABHAEABTA.cLz81x6475y30AA.kAFBECDAA.rEAAAAJFACBGDIHEAA.gEACnJBqBSBG.mQgGzl9.ExCl';
/** Golden: a new 4-seat Level 4 game (seed 12) and its first moves, the Role draft included. */
const GOLDEN_NEW = 'g=2.nEEBEDCEAAM.mNOp.cLHz';
const DRAFT: readonly Move[] = [
  { type: 'keepRole', seat: 0, role: 'toady' },
  { type: 'keepRole', seat: 1, role: 'celebrity' },
  { type: 'keepRole', seat: 2, role: 'banker' },
  { type: 'keepRole', seat: 3, role: 'power-broker' },
];

describe('Level 4 share links (link.format)', () => {
  it('carry envelopes and the Policy in force in section g, and replay a Policy setting', () => {
    const played = playAll(start(), MOVES);
    const link = encodeLink({ start: { kind: 'position', state: start() }, moves: MOVES as Move[] });
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.last).toEqual(played.game);
    expect(policyOf(opened.timeline.last).inForce).toBe('tax-tyranny');
    expect(link).toBe(withEditionSection(GOLDEN_POSITION));
  });

  it('keep opening the golden links to the same games', () => {
    const fromPosition = openLink(GOLDEN_POSITION);
    if (!fromPosition.ok) throw new Error(fromPosition.error.reason);
    expect(envelopeOf(fromPosition.timeline.start, 1)).toEqual(['locks-4', 'bolts-1']);
    expect(fromPosition.timeline.last).toEqual(playAll(start(), MOVES).game);

    const made = createGame({ players: 4, level: 4, seed: 12 });
    if (!made.ok) throw new Error(made.error.reason);
    const fresh = openLink(GOLDEN_NEW);
    if (!fresh.ok) throw new Error(fresh.error.reason);
    expect(fresh.timeline.start).toEqual(made.game);
    expect(fresh.timeline.last).toEqual(playAll(made.game, DRAFT).game);
    expect(encodeLink({ start: { kind: 'new', options: made.game.options }, moves: DRAFT as Move[] })).toBe(withEditionSection(GOLDEN_NEW));
  });
});
