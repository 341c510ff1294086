/**
 * The Space Program's worked examples play out as their captions say: a sealed contribution that
 * only the table view names, a Space Cowboy's escape, an explosion that puts a Billionaire out
 * (Assets back, a closed Market reopened, hand and Bribe envelope discarded, the seat skipped), a
 * top scorer and an accepted partner escaping together, a top score nobody plays, and the last
 * card drawn past a Crisis and a Special Action card. (Every registered example is also checked
 * for legality and invariants in examples.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import { SPACE_PROGRAM_EXAMPLES } from '../../src/examples/space-program.ts';
import {
  BILLIONAIRE_IDS,
  BILLIONAIRES,
  type BillionaireId,
  cardInfo,
  crisesOf,
  deciders,
  describeEvent,
  envelopeOf,
  type GameEvent,
  type GameState,
  heldRole,
  isRuleId,
  launchScores,
  legalMoves,
  panicHappened,
  partnersOf,
  rebelsInReserve,
  rolesOf,
  spaceOf,
  viewOf,
} from '../../src/machine/index.ts';
import { eventOf, mustPlay, playExample, typesOf } from '../helpers/game.ts';

interface Run {
  /** states[i] is the table after i steps. */
  readonly states: readonly GameState[];
  /** events[i] are what step i caused (step i + 1 in the widget). */
  readonly events: readonly (readonly GameEvent[])[];
}

const run = (id: string): Run => playExample(SPACE_PROGRAM_EXAMPLES, id);
const last = (r: Run) => r.states[r.states.length - 1]!;
const topWindow = (s: GameState) => s.windows.at(-1);
const caption = (id: string, step: number) => exampleById(id)!.steps[step]!.caption;
/** A Resource card's value (the site's stand-ins). */
const value = (card: Parameters<typeof cardInfo>[0]) => {
  const info = cardInfo(card);
  if (info.kind !== 'resource') throw new Error(`${card} is not a Resource card`);
  return info.value;
};
/** The Launch Scores an `envelopeOpened` event gives, by Billionaire. */
const scoresOf = (events: readonly GameEvent[]): Record<BillionaireId, number> => {
  const opened = eventOf(events, 'envelopeOpened');
  return Object.fromEntries(BILLIONAIRE_IDS.map((id, i) => [id, opened.scores[i]!])) as Record<BillionaireId, number>;
};
const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'launchRolled');

describe('every Space Program example', () => {
  it('is one of the six the Space Program page uses, in page order', () => {
    expect(SPACE_PROGRAM_EXAMPLES.map((e) => e.id)).toEqual([
      'space-contribute',
      'space-escape',
      'space-explosion',
      'space-together',
      'space-unplayed',
      'space-skip-crisis',
    ]);
  });

  for (const ex of SPACE_PROGRAM_EXAMPLES) {
    it(`${ex.id} is registered, plays with the Space Program at Level 3 or 4, cites a space.* rule, and fixes every launch die it talks about`, () => {
      expect(exampleById(ex.id)).toBe(ex);
      expect(ex.position.modules).toEqual(['space-program']);
      expect([3, 4]).toContain(ex.position.level);
      for (const step of ex.steps) expect(isRuleId(step.rule), step.rule).toBe(true);
      expect(ex.steps.some((s) => s.rule.startsWith('space.'))).toBe(true);
      const r = run(ex.id);
      const launched = r.events.some((events) => typesOf(events).includes('launchStarted'));
      // A launch needs the Panic! behind it; an example without one need not say.
      if (launched) {
        expect(ex.position.panicDone).toBe(true);
        expect(panicHappened(r.states[0]!)).toBe(true);
      }
      const chosenRolls = ex.steps.filter((s) => s.move.type === 'choose' && s.move.outcome.kind === 'roll').length;
      expect(r.events.flatMap(rolls)).toHaveLength(chosenRolls);
      // Every launch die the table fixed was used, so none is left waiting.
      expect(last(r).chosen.roll ?? []).toEqual([]);
    });
  }
});

describe('what each Space Program example shows', () => {
  it('space-contribute: a Resource card shown and sealed as the Action; the table view lists the envelope, a player’s view only counts it', () => {
    const id = 'space-contribute';
    const r = run(id);
    const [ana, ben, cleo] = [0, 1, 2];
    expect(value('diamonds-7')).toBe(3);
    expect(value('bolts-1')).toBe(1);
    expect(value('locks-2')).toBe(1);
    // Ana's contribution is her Action: her turn ends and Ben's begins.
    expect(eventOf(r.events[0]!, 'contributed')).toMatchObject({ player: ana, card: 'diamonds-7' });
    expect(typesOf(r.events[0]!)).toContain('turnEnded');
    expect(r.states[1]!.players[ana]!.hand).toEqual(['bombs-4']);
    expect(spaceOf(r.states[1]!).envelope).toEqual(['bolts-4', 'diamonds-7']);
    expect(r.states[1]!.current).toBe(ben);
    // Ben contributes from the start of his turn, without drawing.
    expect(r.states[1]!.phase).toBe('turn.start');
    expect(eventOf(r.events[1]!, 'contributed')).toMatchObject({ player: ben, card: 'bolts-1' });
    expect(typesOf(r.events[1]!)).not.toContain('drew');
    // Sealed: the table view lists the cards, a player's view (even the contributor's) only counts them: three now.
    const sealed = r.states[2]!;
    expect(viewOf(sealed, 'table').modules.spaceProgram).toMatchObject({ envelope: ['bolts-4', 'diamonds-7', 'bolts-1'], count: 3 });
    for (const seat of [ana, ben, cleo]) expect(viewOf(sealed, seat).modules.spaceProgram).toMatchObject({ envelope: null, count: 3 });
    expect(caption(id, 1)).toMatch(/only how many cards/);
    const contributed = eventOf(r.events[1]!, 'contributed');
    expect(describeEvent(sealed, contributed, 'table')).toContain('1 Electrical Bolts');
    expect(describeEvent(sealed, contributed, cleo)).toContain('a Resource card');
    expect(describeEvent(sealed, contributed, cleo)).not.toContain('Electrical Bolts');
    // Cleo's Lock counts only for the Property Speculator, whom nobody plays.
    const end = last(r);
    expect(end.players.map((p) => p.billionaire)).not.toContain('property-speculator');
    expect(BILLIONAIRES['property-speculator'].suit).toBe('locks');
    expect(launchScores(end, spaceOf(end).envelope)).toMatchObject({ 'property-speculator': 1, aristocrat: 3, 'tech-overlord': 3 });
    expect(spaceOf(end).envelope).toHaveLength(4);
    expect(end.result).toBeNull();
  });

  it('space-escape: asked at the end of his turn, Ben launches, adds a Bolt, scores 4 and escapes on a 3', () => {
    const r = run('space-escape');
    const ben = 1;
    expect(heldRole(r.states[0]!, ben)).toEqual({ role: 'space-cowboy', revealed: false });
    expect(value('bolts-2')).toBe(1);
    // The question comes once his Action is over, and only he is asked.
    const asked = r.states[2]!;
    expect(asked.phase).toBe('turn.launch');
    expect(topWindow(asked)).toMatchObject({ kind: 'space.launch', seats: [ben] });
    expect(deciders(asked)).toEqual([ben]);
    expect(legalMoves(asked, ben)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'launch', go: true }), expect.objectContaining({ type: 'launch', go: false })]),
    );
    // The launch: Reveal, the last card, the tally, alone (three players), the roll.
    const launch = r.events[2]!;
    expect(eventOf(launch, 'roleRevealed')).toMatchObject({ player: ben, role: 'space-cowboy' });
    expect(eventOf(launch, 'launchCardAdded')).toMatchObject({ player: ben, card: 'bolts-2' });
    expect(scoresOf(launch)).toEqual({ 'war-profiteer': 1, 'tech-overlord': 4, aristocrat: 2, 'media-baron': 0, 'property-speculator': 0 });
    expect(partnersOf(asked, ben)).toEqual([]);
    expect(eventOf(launch, 'rocketBoarded')).toEqual(expect.objectContaining({ players: [ben], score: 4 }));
    expect(eventOf(launch, 'launchRolled')).toMatchObject({ value: 3, score: 4 });
    expect(eventOf(launch, 'rocketEscaped')).toMatchObject({ players: [ben] });
    const end = last(r);
    expect(end.phase).toBe('gameOver');
    expect(end.result).toMatchObject({ kind: 'victory', winners: [ben], rule: 'space.escape', billionaires: [ben] });
  });

  it('space-explosion: Ana launches, Ben’s Dishes score 4 and a 4 explodes him; his Assets, cards and Role leave, Power reopens, and Cleo plays next', () => {
    const r = run('space-explosion');
    const [ana, ben, cleo] = [0, 1, 2];
    const start = r.states[0]!;
    expect(start.markets.power.assets).toEqual([]);
    expect(envelopeOf(start, ben)).toEqual(['dishes-1']);
    // At Level 4 the bribes come first, then the question of the launch.
    expect(topWindow(r.states[2]!)).toMatchObject({ kind: 'policy.bribe', seats: [ana] });
    expect(topWindow(r.states[3]!)).toMatchObject({ kind: 'space.launch', seats: [ana] });
    const launch = r.events[3]!;
    expect(eventOf(launch, 'launchCardAdded')).toMatchObject({ player: ana, card: 'dishes-2' });
    expect(scoresOf(launch)).toMatchObject({ 'media-baron': 4, 'property-speculator': 2, aristocrat: 1 });
    // Ben boards, not Ana; the roll equals the score, which is not lower: the Rocket explodes.
    expect(eventOf(launch, 'rocketBoarded')).toEqual(expect.objectContaining({ players: [ben], score: 4 }));
    expect(eventOf(launch, 'launchRolled')).toMatchObject({ value: 4, score: 4 });
    expect(eventOf(launch, 'rocketExploded')).toMatchObject({ players: [ben], cards: ['dishes-7', 'locks-4', 'diamonds-1', 'dishes-2'] });
    expect(eventOf(launch, 'seatOut')).toMatchObject({ player: ben });
    expect(launch.filter((e) => e.type === 'assetReturned').map((e) => [e.asset, e.market])).toEqual([
      ['gang-of-lawyers', 'influence'],
      ['mercenary-army', 'power'],
    ]);
    expect(eventOf(launch, 'marketReopened')).toMatchObject({ market: 'power' });
    expect(eventOf(launch, 'roleLeft')).toMatchObject({ player: ben });
    const end = last(r);
    expect(spaceOf(end)).toMatchObject({ envelope: [], gone: true, out: [ben], launch: null, escaped: null });
    expect(end.players[ben]!).toMatchObject({ hand: [], assets: [] });
    expect(envelopeOf(end, ben)).toEqual([]);
    expect(heldRole(end, ben)).toBeNull();
    expect(rolesOf(end).deck).toContain('banker');
    expect(end.markets.power.assets).toEqual(['mercenary-army']);
    expect(end.markets.influence.assets).toContain('gang-of-lawyers');
    expect(end.discard).toEqual(expect.arrayContaining(['dishes-7', 'locks-4', 'diamonds-1', 'dishes-2', 'bombs-4', 'dishes-1']));
    // Ana stays on the ground with her Space Cowboy Revealed; the game goes on, and Ben's seat is skipped.
    expect(heldRole(end, ana)).toEqual({ role: 'space-cowboy', revealed: true });
    expect(end.result).toBeNull();
    expect(end.current).toBe(cleo);
    expect(end.phase).toBe('turn.start');
    const cleoPlays = mustPlay(end, { type: 'exchangeMarkets', markets: ['toys', 'vanity'] }).game;
    expect(mustPlay(cleoPlays, { type: 'finishBribes' }).game.current).toBe(ana);
  });

  it('space-together: Ana (3) invites Cleo (2), who accepts; a 4 is lower than 5 and both win', () => {
    const r = run('space-together');
    const [ana, cleo, dev] = [0, 2, 3];
    expect(r.states[0]!.players).toHaveLength(4);
    const launch = r.events[2]!;
    expect(eventOf(launch, 'launchStarted')).toMatchObject({ player: dev });
    expect(eventOf(launch, 'launchCardAdded')).toMatchObject({ card: 'bolts-2' });
    expect(scoresOf(launch)).toEqual({ 'war-profiteer': 3, 'tech-overlord': 1, aristocrat: 2, 'media-baron': 1, 'property-speculator': 0 });
    expect(rolls(launch)).toEqual([]);
    // Ana, the top scorer, chooses: alone or with any other player still in the game.
    const choosing = r.states[3]!;
    expect(topWindow(choosing)).toMatchObject({ kind: 'space.board', seats: [ana] });
    expect(spaceOf(choosing).launch).toMatchObject({ by: dev, top: ana, invited: null });
    expect(partnersOf(choosing, ana)).toEqual([1, 2, 3]);
    expect(legalMoves(choosing, ana)).toContainEqual({ type: 'boardRocket', seat: ana });
    expect(eventOf(r.events[3]!, 'rocketInvite')).toMatchObject({ player: ana, other: cleo });
    expect(topWindow(r.states[4]!)).toMatchObject({ kind: 'space.answer', seats: [cleo] });
    // Cleo accepts: 3 + 2 = 5 against a 4; the pair escapes.
    const flight = r.events[4]!;
    expect(eventOf(flight, 'rocketAnswered')).toMatchObject({ player: cleo, other: ana, accepted: true });
    expect(eventOf(flight, 'rocketBoarded')).toEqual(expect.objectContaining({ players: [ana, cleo], score: 5 }));
    expect(eventOf(flight, 'launchRolled')).toMatchObject({ value: 4, score: 5 });
    expect(last(r).result).toMatchObject({ kind: 'victory', winners: [ana, cleo], rule: 'space.escape', billionaires: [ana, cleo] });
  });

  it('space-unplayed: Locks score highest and nobody plays the Property Speculator: nobody boards, no roll, and the emptied envelope is filled again', () => {
    const r = run('space-unplayed');
    const [ana, ben] = [0, 1];
    expect(r.states[0]!.players.map((p) => p.billionaire)).not.toContain('property-speculator');
    const launch = r.events[1]!;
    expect(eventOf(launch, 'launchCardAdded')).toMatchObject({ player: ana, card: 'locks-2' });
    expect(scoresOf(launch)).toEqual({ 'war-profiteer': 2, 'tech-overlord': 0, aristocrat: 0, 'media-baron': 1, 'property-speculator': 4 });
    const cards = ['locks-7', 'bombs-4', 'dishes-1', 'locks-2'] as const;
    expect(eventOf(launch, 'nobodyBoards')).toMatchObject({ reason: 'unplayed', billionaire: 'property-speculator', cards });
    expect(typesOf(launch)).not.toContain('rocketBoarded');
    expect(rolls(launch)).toEqual([]);
    const after = r.states[2]!;
    expect(after.discard).toEqual(expect.arrayContaining([...cards]));
    expect(spaceOf(after)).toMatchObject({ envelope: [], gone: false, out: [], launch: null });
    expect(heldRole(after, ana)).toEqual({ role: 'space-cowboy', revealed: true });
    expect(after.current).toBe(ben);
    expect(eventOf(r.events[2]!, 'contributed')).toMatchObject({ player: ben, card: 'bolts-7' });
    expect(spaceOf(last(r)).envelope).toEqual(['bolts-7']);
    expect(value('bolts-7')).toBe(3);
  });

  it('space-skip-crisis: Floods and an Audit are discarded without effect, a 2 of Diamonds goes in, and the 6 explodes a score of 8', () => {
    const r = run('space-skip-crisis');
    const cleo = 2;
    expect(value('diamonds-4')).toBe(2);
    const before = r.states[3]!;
    expect(topWindow(before)).toMatchObject({ kind: 'space.launch', seats: [cleo] });
    const launch = r.events[3]!;
    expect(launch.filter((e) => e.type === 'launchCardSkipped').map((e) => e.card)).toEqual(['floods', 'audit-1']);
    expect(cardInfo('floods').kind).toBe('crisis');
    expect(cardInfo('audit-1').kind).toBe('special');
    expect(eventOf(launch, 'launchCardAdded')).toMatchObject({ player: cleo, card: 'diamonds-4' });
    // Floods is not Activated: no Rebel moves and no Audit happens.
    expect(typesOf(launch)).not.toContain('crisisActivated');
    expect(typesOf(launch)).not.toContain('audited');
    const after = r.states[4]!;
    expect(crisesOf(after).guillotine).toEqual(crisesOf(before).guillotine);
    expect(rebelsInReserve(after)).toBe(rebelsInReserve(before));
    expect(after.discard).toEqual(expect.arrayContaining(['floods', 'audit-1']));
    expect(after.deck).not.toContain('floods');
    // Diamonds 3 + 3 + 2 = 8, and still a 6 explodes.
    expect(scoresOf(launch)).toMatchObject({ aristocrat: 8, 'tech-overlord': 1 });
    expect(eventOf(launch, 'launchRolled')).toMatchObject({ value: 6, score: 8 });
    expect(eventOf(launch, 'rocketExploded')).toMatchObject({ players: [cleo] });
    expect(spaceOf(after)).toMatchObject({ gone: true, out: [cleo] });
    expect(after.result).toBeNull();
    expect(after.current).toBe(0);
  });
});
