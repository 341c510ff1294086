/**
 * The Troublemakers in share links (`link.format`): a position carries the Troublemaker's seat in
 * the core section (the seat playing no Billionaire) and the module's part in section `l` (the
 * Alignment, the Declaration, the Fixed Crises, the Revolution piles and effects), only when the
 * module is on. Golden links: links are forever, so these texts must keep opening to these games.
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, encodeLink, type GameState, type Move, openLink, positionOf, type PositionInput } from '../../../src/machine/index.ts';
import { formatSections, parseSections } from '../../../src/machine/core/link/sections.ts';
import { REVOLUTION_CARD_IDS, type RevolutionCardId } from '../../../src/machine/data/revolution.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import type { TroublemakersPosition } from '../../../src/machine/modules/troublemakers/position.ts';
import { playAll } from '../../helpers/game.ts';
import { withEditionSection } from '../../helpers/editions.ts';

const restOf = (...named: RevolutionCardId[]) => REVOLUTION_CARD_IDS.filter((c) => !named.includes(c));

function made(tm: TroublemakersPosition, extra: Partial<PositionInput> = {}): GameState {
  const out = createFromPosition({
    level: 4,
    modules: ['troublemakers'],
    seed: 21,
    players: [{ billionaire: 'media-baron' }, { billionaire: null }, { billionaire: 'war-profiteer' }, { billionaire: 'aristocrat' }, { billionaire: 'tech-overlord' }],
    current: 0,
    round: 3,
    turn: 11,
    guillotine: [
      { card: 'floods', rebels: 2 },
      { card: 'pandemic', rebels: 1 },
    ],
    panicDone: true,
    troublemakers: tm,
    ...extra,
  });
  if (!out.ok) throw new Error(out.error.reason);
  return out.game;
}

/** A hidden Reformist who has Fixed two Crises (four Rebel icons); a Billionaire's turn. */
const reformistStart = () => made({ alignment: 'reformist', declared: false, fixed: ['killer-robots', 'militias'] });

/** A Declared Revolutionary at their turn: Organize! waiting, a General Strike for one more turn; they bide their time. */
const strikeStart = () =>
  made(
    {
      alignment: 'revolutionary',
      declared: true,
      fixed: ['poverty'],
      revolution: {
        deck: restOf('bide-your-time-1', 'sabotage', 'organize-2', 'boycott', 'infighting'),
        row: ['bide-your-time-1', 'sabotage'],
        organized: ['organize-2'],
        discard: ['boycott', 'infighting'],
      },
      effects: { strike: 1, missing: [], hostage: null },
    },
    { current: 1 },
  );
const STRIKE_MOVES: readonly Move[] = [{ type: 'playRevolution', seat: 1, card: 'bide-your-time-1' } as Move];

/** Hostages played on the Aristocrat (seat 3): their next turn is the Revolutionary's to take; the Media Baron's turn now. */
const hostageStart = () =>
  made({
    alignment: 'revolutionary',
    declared: true,
    revolution: { deck: restOf('hostages', 'riots'), row: ['riots'], organized: [], discard: ['hostages'] },
    effects: { strike: 0, missing: [2], hostage: { seat: 3, by: 1, playing: false } },
  });

const GOLDEN_REFORMIST =
  'g=2.pEB-tnuiJAADLnBpeThFXULZatkbEoJmGKBAcjigPWsuCQdIqHDrYMAADABCBVBwDEFGBNBRDIJKBvBnDMNOBlBODQRSBSBfFDABDAFAAAAABLACABHABABPA.cI7580316yC2CzBA.kBAA.rFAAAAAJEFDCBGIAHAA.gFAAAAAA.lBACx4.DHtn';
const GOLDEN_STRIKE =
  'g=2.pEBz9ll1_BBADLnBiZuWJrBhbotGkFcQEXeKpAgPLUaMsTjCdIHmqDYAADABCBVBwDEFGBNBRDIJKBvBnDMNOBlBODQRSBSBfFDABDAFAAAAABLACABHABABPA.cJ1678y405xC2CzBA.kBAA.rFAAAAAJCFGEDBHIAAA.gFAAAAAA.lCBB3QBCEFGHJKLMOPQRSUCATBNCDIBAA.mHkI.ECsF';
const GOLDEN_HOSTAGE =
  'g=2.pEBotk8n2DAADLnBKLJTEhDZsPQGrkiFCbXeHtApguBaMUocjdIYmWqAADABCBVBwDEFGBNBRDIJKBvBnDMNOBlBODQRSBSBfFDABDAFAAAAABLACABHABABPA.cK3x6078415yC2CzBA.kBAA.rFAAAAAJEHCGFDBIAAA.gFAAAAAA.lCBATABCDEGHIJKLMNOPQRTUBSABFABCBDBA.Pg2d';

function opened(link: string) {
  const o = openLink(link);
  if (!o.ok) throw new Error(o.error.reason);
  return o.timeline;
}

function sectionsOf(link: string): ReadonlyMap<string, string> {
  const parsed = parseSections(link);
  if (!parsed.ok || parsed.value.version !== 2) throw new Error('not a version-2 link');
  return parsed.value.sections;
}
const sectionL = (link: string) => sectionsOf(link).get('l');

describe('Troublemakers share links (link.format)', () => {
  it.each([
    ['a Reformist with Fixed Crises', reformistStart, [], GOLDEN_REFORMIST],
    ['a Declared Revolutionary with Organize! waiting and a strike, biding their time', strikeStart, STRIKE_MOVES, GOLDEN_STRIKE],
    ['a hostage taken, their turn still to come', hostageStart, [], GOLDEN_HOSTAGE],
  ] as const)('carry %s in section l, and open to the same game', (_name, start, moves, golden) => {
    const game = start();
    const link = encodeLink({ start: { kind: 'position', state: game }, moves: [...moves] });
    expect(sectionL(link)).toBeDefined();
    const t = opened(link);
    expect(positionOf(t.start)).toEqual(positionOf(game));
    expect(t.start.options.troublemaker).toBe(1);
    expect(t.last).toEqual(playAll(t.start, moves).game);
    expect(link).toBe(withEditionSection(golden));
  });

  it('open the golden links to the positions they were written from', () => {
    expect(troublemakersOf(opened(GOLDEN_REFORMIST).start)).toMatchObject({ alignment: 'reformist', declared: false, fixed: ['killer-robots', 'militias'] });
    const strike = opened(GOLDEN_STRIKE);
    expect(troublemakersOf(strike.start).effects.strike).toBe(1);
    expect(troublemakersOf(strike.start).revolution!.organized).toEqual(['organize-2']);
    // The strike wore off at the end of the Revolutionary's turn; the card went to their discard pile.
    expect(troublemakersOf(strike.last).effects.strike).toBe(0);
    expect(troublemakersOf(strike.last).revolution!.discard).toContain('bide-your-time-1');
    expect(troublemakersOf(opened(GOLDEN_HOSTAGE).start).effects).toEqual({ strike: 0, missing: [2], hostage: { seat: 3, by: 1, playing: false } });
  });

  it('leave a position without the module as it was: no section l', () => {
    const out = createFromPosition({ level: 4, seed: 21, players: [{ billionaire: 'media-baron' }, { billionaire: 'war-profiteer' }, { billionaire: 'aristocrat' }] });
    if (!out.ok) throw new Error(out.error.reason);
    const link = encodeLink({ start: { kind: 'position', state: out.game }, moves: [] });
    expect(sectionL(link)).toBeUndefined();
    expect(opened(link).start).toEqual(out.game);
  });

  it('refuse a damaged section l as a damaged link, not a crash', () => {
    const link = encodeLink({ start: { kind: 'position', state: strikeStart() }, moves: [] });
    // One character too many at its end (the checksum made again, so only the section is wrong).
    const sections = [...sectionsOf(link)].map(([tag, payload]) => ({ tag, payload: tag === 'l' ? `${payload}A` : payload }));
    const damaged = formatSections(sections);
    if (!damaged.ok) throw new Error(damaged.error.reason);
    const out = openLink(damaged.value);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error.code).toBe('link.corrupt');
  });
});
