/**
 * The Space Program in the playground, without a browser: the editor's zones (the envelope takes
 * Resource cards only; the "left the game" flag and seats out, with the engine's refusals pointing
 * at the zone just changed; the Space Cowboy among the Roles only with the module), a position's
 * round trip through a draft and its share link (section `o`), the words of the boarding choices
 * (a partner's combined Launch Score; a Puppet on top flies alone or with its controller), the
 * move kinds' groups, the zone a step changed for the projector, and the launch step on the phase map.
 */
import { describe, expect, it } from 'vitest';
import {
  decodeLink,
  describeChoice,
  describeMove,
  encodeLink,
  installedModules,
  legalMoves,
  positionOf,
  TABLE,
  viewOf,
  type GameState,
  type MoveInput,
  type PositionInput,
} from '../../src/machine/index.ts';
import { gameChart } from '../../src/machine/modules/level1/chart.ts';
import { phaseMapModel } from '../../src/components/phase-map/model.ts';
import { draftOf, emptyDraft, fillAtRandom, setLevel, setSpaceProgram, shownGame, type Draft } from '../../src/machine/draft/draft.ts';
import { zoneOfField, zoneSpec, type ZoneKey } from './editor-zones.ts';
import { formFamilies } from '../../src/machine/forms.ts';
import { groupOf } from '../../src/components/form/moveLabels.ts';
import { changedZones } from '../../src/components/shared/projectorZones.ts';
import { resultText } from '../../src/components/table/TableStatus.tsx';
import { mustPlay, playAll, position } from '../helpers/game.ts';

function shown(d: Draft): GameState {
  const made = shownGame(d);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

const ids = (d: Draft, zone: ZoneKey) => zoneSpec(d, zone)!.choices.map((c) => c.id);

/** Picks a choice in a zone as the editor does: the engine judges the result, and a refusal comes back with the zone it points at. */
function pick(d: Draft, zone: ZoneKey, id: string): { ok: true; draft: Draft } | { ok: false; code: string; reason: string; at: ZoneKey } {
  const choice = zoneSpec(d, zone)?.choices.find((c) => c.id === id);
  if (!choice) throw new Error(`no choice ${id} in ${zone}: ${ids(d, zone).join(', ')}`);
  const next = choice.apply(d);
  const made = shownGame(next);
  return made.ok ? { ok: true, draft: next } : { ok: false, code: made.error.code, reason: made.error.reason, at: zoneOfField(made.error.field, zone) };
}

function kept(d: Draft, zone: ZoneKey, id: string): Draft {
  const out = pick(d, zone, id);
  if (!out.ok) throw new Error(`${zone} ${id} refused: ${out.reason}`);
  return out.draft;
}

const spaceTable = () => setSpaceProgram(emptyDraft(4, 3, true, 5), true);

describe('the Space Program in the table editor', () => {
  it('has its zones only with the module on, at Level 3 or 4, and the Space Cowboy among the Roles only then', () => {
    const plain = emptyDraft(4, 3, true, 5);
    for (const zone of ['spaceEnvelope', 'spaceGone', 'seat:0:out'] as const) expect(zoneSpec(plain, zone)).toBeNull();
    expect(ids(plain, 'seat:0:role')).not.toContain('space-cowboy:hidden');
    const d = spaceTable();
    expect(zoneSpec(d, 'spaceEnvelope')).toMatchObject({ title: 'Space Program envelope', now: 'empty', multi: true });
    expect(zoneSpec(d, 'spaceGone')).toMatchObject({ now: 'in the game' });
    expect(zoneSpec(d, 'seat:3:out')).toMatchObject({ now: 'in the game' });
    expect(ids(d, 'seat:0:role')).toContain('space-cowboy:hidden');
    expect(shown(d).modules.spaceProgram).toBeDefined();
    // Below Level 3 it goes, and so does the Space Cowboy.
    const cowboy = kept(d, 'seat:0:role', 'space-cowboy:hidden');
    const down = setLevel(cowboy, 2);
    expect(down.space).toBe(false);
    expect(shown(down).modules.spaceProgram).toBeUndefined();
    expect(setSpaceProgram(cowboy, false).players[0]!.role).toBeUndefined();
  });

  it('offers only Resource cards for the envelope, and moves one there from a hand', () => {
    let d = kept(spaceTable(), 'seat:1:hand', 'bolts-1');
    const offered = ids(d, 'spaceEnvelope');
    expect(offered).not.toContain('floods');
    expect(offered).not.toContain('audit');
    expect(zoneSpec(d, 'spaceEnvelope')!.choices.find((c) => c.id === 'bolts-1')!.label).toContain("from seat 2's hand");
    d = kept(d, 'spaceEnvelope', 'bolts-1');
    d = kept(d, 'spaceEnvelope', 'locks-7');
    expect(d.players[1]!.hand).toEqual([]);
    expect(viewOf(shown(d), 'table').modules.spaceProgram).toMatchObject({ envelope: ['bolts-1', 'locks-7'], count: 2 });
    // A player's view sees how many, not which.
    expect(viewOf(shown(d), 0).modules.spaceProgram).toMatchObject({ envelope: null, count: 2 });
  });

  it('puts a seat out only after the Panic!, leaving it as the explosion does, and refuses the flag alone', () => {
    let d = kept(kept(kept(spaceTable(), 'seat:2:hand', 'dishes-1'), 'seat:2:role', 'banker:hidden'), 'spaceEnvelope', 'bolts-1');
    const early = pick(d, 'seat:2:out', 'out');
    expect(early).toMatchObject({ ok: false, code: 'position.space', at: 'seat:2:out' });
    expect(early.ok ? '' : early.reason).toContain('Panic!');
    d = kept(d, 'panic', 'done');
    const flag = pick(d, 'spaceGone', 'gone');
    expect(flag).toMatchObject({ ok: false, code: 'position.space', at: 'spaceGone' });
    const turn = pick(d, 'seat:0:out', 'out');
    expect(turn).toMatchObject({ ok: false, code: 'position.space' });
    expect(turn.ok ? '' : turn.reason).toContain('takes no turns');
    d = kept(d, 'seat:2:out', 'out');
    expect(d).toMatchObject({ spaceOut: [2], spaceGone: true, spaceEnvelope: [] });
    expect(d.players[2]).toMatchObject({ hand: [], assets: [] });
    expect(d.players[2]!.role).toBeUndefined();
    expect(d.discard).toEqual(expect.arrayContaining(['dishes-1', 'bolts-1']));
    expect(zoneSpec(d, 'seat:2:out')!.now).toBe('out of the game');
    expect(viewOf(shown(d), 'table').modules.spaceProgram).toMatchObject({ gone: true, out: [2] });
    // Back in: the envelope returns with nobody out.
    d = kept(d, 'seat:2:out', 'in-game');
    expect(d).toMatchObject({ spaceOut: [], spaceGone: false });
  });

  it('gives a game with the Space Program back through its draft and its share link (section o)', () => {
    let d = kept(kept(spaceTable(), 'panic', 'done'), 'seat:3:out', 'out');
    const filled = fillAtRandom(d);
    if (!filled.ok) throw new Error(filled.error.reason);
    const game = shown(filled.draft);
    expect(positionOf(shown(draftOf(game)))).toEqual(positionOf(game));
    const link = encodeLink({ start: { kind: 'position', state: game }, moves: [] });
    const opened = decodeLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(positionOf(opened.states[0]!)).toMatchObject({ modules: ['space-program'], spaceProgram: { envelope: [], gone: true, out: [3] } });
    d = kept(spaceTable(), 'spaceEnvelope', 'locks-1');
    const again = decodeLink(encodeLink({ start: { kind: 'position', state: shown(d) }, moves: [] }));
    if (!again.ok) throw new Error(again.error.reason);
    expect(positionOf(again.states[0]!).spaceProgram).toEqual({ envelope: ['locks-1'], gone: false, out: [] });
  });
});

/** Two players with Puppets: the War Profiteer (0) steers the Tech Overlord (1); the Aristocrat (2) the Media Baron (3). */
const PUPPETS: PositionInput = {
  level: 3,
  puppets: true,
  panicDone: true,
  players: [
    { billionaire: 'war-profiteer', hand: [] },
    { billionaire: 'tech-overlord', hand: [] },
    { billionaire: 'aristocrat', hand: [] },
    { billionaire: 'media-baron', hand: [] },
  ],
  roles: [{ role: 'space-cowboy', revealed: false }, null, null, null],
  deck: ['diamonds-1'],
  modules: ['space-program'],
  spaceProgram: { envelope: ['bolts-7', 'bolts-4'] },
};

/** Four players after the War Profiteer's launch: the Tech Overlord (seat 2) on top with 5, the Aristocrat 3 with the card drawn. */
const FOUR: PositionInput = { ...PUPPETS, puppets: false, spaceProgram: { envelope: ['bolts-7', 'bolts-4', 'diamonds-4'] } };

const launched = (input: PositionInput): GameState =>
  playAll(position(input), [
    { type: 'exchangeMarkets', seat: 0, markets: ['power', 'vanity'] },
    { type: 'launch', seat: 0, go: true },
  ]).game;

const labels = (state: GameState, label: (s: GameState, m: MoveInput & { seat: number }, v: 'table') => string) =>
  legalMoves(state).map((m) => label(state, m as MoveInput & { seat: number }, 'table'));

describe('the launch in words', () => {
  it('names a partner and the combined Launch Score, and the answer either way', () => {
    const game = launched(FOUR);
    expect(labels(game, describeChoice)).toEqual([
      'Board the Rocket alone: Launch Score 5',
      'Board the Rocket with the War Profiteer (seat 1): combined Launch Score 5',
      'Board the Rocket with the Aristocrat (seat 3): combined Launch Score 8',
      'Board the Rocket with the Media Baron (seat 4): combined Launch Score 5',
    ]);
    const invited = mustPlay(game, { type: 'boardRocket', seat: 1, partner: 2 }).game;
    expect(labels(invited, describeChoice)).toEqual([
      'Board the Rocket with the Tech Overlord (seat 2): combined Launch Score 8',
      'Stay on the ground: the Tech Overlord (seat 2) flies alone with Launch Score 5',
    ]);
  });

  it('lets a Puppet on top fly alone or take its controller along', () => {
    const game = launched(PUPPETS);
    expect(legalMoves(game, 0).map((m) => m.type)).toEqual(['boardRocket', 'boardRocket']);
    expect(labels(game, describeChoice)).toEqual([
      'Send the Tech Overlord (seat 2) up alone: Launch Score 5; an escape wins for its controller',
      'Fly together: the Tech Overlord (seat 2) takes its controller, the War Profiteer (seat 1), aboard: combined Launch Score 5',
    ]);
  });

  it('played without spaceProgram.puppet-flies: a Puppet on top flies together with its controller or stays on the ground', () => {
    const game = launched({ ...PUPPETS, uncorrected: ['spaceProgram.puppet-flies'] });
    expect(labels(game, describeChoice)).toEqual([
      'Stay on the ground: the Tech Overlord (seat 2), a Puppet, never flies alone, so nobody boards',
      'Fly together: the Tech Overlord (seat 2) takes its controller, the War Profiteer (seat 1), aboard: combined Launch Score 5',
    ]);
  });

  it('says how a game ended in space: the escape with who was aboard, or the last player left', () => {
    const roll = (value: number): MoveInput => ({ type: 'choose', seat: TABLE, outcome: { kind: 'roll', value } });
    const escaped = playAll(launched(FOUR), [roll(1), { type: 'boardRocket', seat: 1 }]).game;
    expect(resultText(viewOf(escaped, 'table'))).toBe('Game over: the Rocket escaped the Earth with the Tech Overlord aboard; the Tech Overlord (seat 2) wins.');
    // Two players: the Puppet on top takes its controller along; a 6 explodes, and the Aristocrat is the last player left.
    const exploded = playAll(launched(PUPPETS), [roll(6), { type: 'boardRocket', seat: 1, partner: 0 }]).game;
    expect(resultText(viewOf(exploded, 2))).toBe('Game over: the Aristocrat (seat 3), the last player left in the game, wins.');
  });

  it('lists every Space Program move kind in the move form and under a group of its own', () => {
    const game = position({ ...FOUR, players: FOUR.players.map((p, i) => (i === 0 ? { ...p, hand: ['locks-7'] } : p)) });
    const kinds = formFamilies(game).map((f) => f.type);
    for (const type of ['contribute', 'launch', 'boardRocket', 'answerRocket'] as const) {
      expect(kinds, type).toContain(type);
      expect(groupOf(type), type).not.toBe('Other moves');
    }
    const contribute = legalMoves(game, 0).find((m) => m.type === 'contribute')!;
    expect(describeMove(game, contribute, 0)).toBe('Contribute 3 Locks to the Space Program');
  });
});

describe('the Space Program on the projector and the phase map', () => {
  it('marks the envelope changed by a contribution, in a view that cannot see inside too', () => {
    const before = position({ ...FOUR, players: FOUR.players.map((p, i) => (i === 0 ? { ...p, hand: ['locks-7'] } : p)) });
    const after = mustPlay(before, { type: 'contribute', seat: 0, card: 'locks-7' }).game;
    for (const viewer of ['table', 2] as const) expect(changedZones(viewOf(before, viewer), viewOf(after, viewer)).map((z) => z.label)).toContain('the Space Program');
    // The table's own chosen outcome changes nothing there.
    const chosen = mustPlay(after, { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 6 } }).game;
    expect(changedZones(viewOf(after, 'table'), viewOf(chosen, 'table')).map((z) => z.label)).not.toContain('the Space Program');
  });

  it('draws the launch step at the end of a turn, with its three windows in it', () => {
    const model = phaseMapModel(gameChart, installedModules());
    expect(model.states.find((s) => s.id === 'turn.launch')).toMatchObject({ kind: 'resting', rule: 'space.launch' });
    expect(model.edges.some((e) => e.id === 'turn.afterAction->turn.launch')).toBe(true);
    expect(model.windows.filter((w) => w.kind.startsWith('space.')).map((w) => `${w.state}/${w.kind}`)).toEqual([
      'turn.launch/space.launch',
      'turn.launch/space.board',
      'turn.launch/space.answer',
    ]);
  });
});
