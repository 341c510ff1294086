/**
 * The two-player worked examples play out as their captions say: the rulebook's example of play
 * (Rodrigo and Anna), a die nudged round both ends, a trade with a Puppet that completes a set, a
 * Purchase paid with a Special Action card and a card of the Puppet's Suit, and the double six
 * Audit of a Puppet's Asset into a full Market. (Every registered example is also checked for
 * legality and invariants in examples.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import { TWO_PLAYER_EXAMPLES } from '../../src/examples/two-players.ts';
import { cardsOf, crisesOf, deciders, type GameEvent, type GameState, isRuleId, legalMoves, nudged, spacesLeft, viewOf } from '../../src/machine/index.ts';
import { eventOf, marketCards, playExample, refusal, typesOf } from '../helpers/game.ts';
import { twoPlayerViolations } from '../helpers/two-player-invariants.ts';

interface Run {
  /** states[i] is the table after i steps. */
  readonly states: readonly GameState[];
  /** events[i] are what step i caused (step i + 1 in the widget). */
  readonly events: readonly (readonly GameEvent[])[];
}

const run = (id: string): Run => playExample(TWO_PLAYER_EXAMPLES, id);
const last = (r: Run) => r.states[r.states.length - 1]!;
const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'puppetRolled').map((e) => [e.stage, e.value]);
const caption = (id: string, step: number) => exampleById(id)!.steps[step]!.caption;
const topWindow = (s: GameState) => s.windows.at(-1);

describe('every two-player example', () => {
  it('is one of the five the two-player page uses', () => {
    expect(TWO_PLAYER_EXAMPLES.map((e) => e.id)).toEqual([
      'two-players-rodrigo-anna',
      'two-players-nudge-loop',
      'two-players-swap',
      'two-players-purchase',
      'two-players-double-six',
    ]);
  });

  for (const ex of TWO_PLAYER_EXAMPLES) {
    it(`${ex.id} is registered, seats a person, their Puppet, a person, their Puppet, and plays to its end citing real rules`, () => {
      expect(exampleById(ex.id)).toBe(ex);
      expect(ex.position.puppets).toBe(true);
      expect(ex.position.players).toHaveLength(4);
      for (const puppet of [1, 3]) expect(ex.position.players[puppet]!.hand ?? []).toEqual([]);
      expect(ex.steps.length).toBeGreaterThanOrEqual(3);
      expect(ex.steps.length).toBeLessThanOrEqual(ex.id === 'two-players-rodrigo-anna' ? 10 : 7);
      for (const step of ex.steps) expect(isRuleId(step.rule), step.rule).toBe(true);
      // Every die the example talks about is fixed by the table, never left to the seed.
      const { states, events } = run(ex.id);
      const chosen = ex.steps.filter((s) => s.move.type === 'choose').length;
      expect(events.flatMap(rolls)).toHaveLength(chosen);
      for (const s of states) expect(twoPlayerViolations(s)).toEqual([]);
    });
  }
});

describe('what each two-player example shows', () => {
  it('two-players-rodrigo-anna: the rulebook example, from the Tech Overlord’s Buy to Anna’s Audit', () => {
    const id = 'two-players-rodrigo-anna';
    const r = run(id);
    const [rodrigo, techOverlord, anna, mediaBaron] = [0, 1, 2, 3];
    expect(r.states[0]!.markets.toys.faceUp).toBe('diamonds-1');
    // Rodrigo's Action ends his turn; his Puppet rolls 6, then 3 (Toys), and beats 1 + 1 + Floods = 5 with its 6.
    expect(cardsOf(r.states[0]!).marketNumber('toys')).toBe(3);
    expect(rolls(r.events[2]!)).toEqual([
      ['first', 6],
      ['market', 3],
    ]);
    expect(eventOf(r.events[2]!, 'puppetBuys')).toMatchObject({ player: techOverlord, market: 'toys' });
    expect(eventOf(r.events[2]!, 'marketRevealed').cards).toContain('floods');
    expect(eventOf(r.events[2]!, 'crisisFound')).toMatchObject({ card: 'floods', count: 3 });
    expect(eventOf(r.events[2]!, 'buyWon')).toMatchObject({ player: techOverlord, score: 6, against: 5 });
    // Rodrigo chooses for his Puppet: the claim is listed under his seat, naming the Puppet's.
    const claiming = r.states[3]!;
    expect(deciders(claiming)).toEqual([rodrigo]);
    expect(legalMoves(claiming, rodrigo)).toContainEqual({ type: 'claim', seat: techOverlord, asset: 'private-island' });
    // The Island goes to the Puppet (the picture, not the text), then Floods is Activated with two Rebels, caused by Rodrigo.
    expect(caption(id, 3)).toMatch(/Property Speculator/);
    expect(caption(id, 3)).toMatch(/picture/);
    expect(eventOf(r.events[3]!, 'assetClaimed')).toMatchObject({ player: techOverlord, asset: 'private-island' });
    expect(eventOf(r.events[3]!, 'crisisActivated')).toMatchObject({ card: 'floods', count: 2, player: rodrigo });
    expect(r.states[4]!.players[techOverlord]!.assets).toContain('private-island');
    expect(r.states[4]!.players[rodrigo]!.assets).not.toContain('private-island');
    expect(crisesOf(r.states[4]!).guillotine).toEqual([{ card: 'floods', rebels: 2 }]);
    expect(r.states[4]!.current).toBe(anna);
    // Anna draws the 3 of Electrical Bolts and Purchases the Island with it: her Action ends her turn.
    expect(eventOf(r.events[4]!, 'drew')).toMatchObject({ player: anna, card: 'bolts-7' });
    expect(eventOf(r.events[7]!, 'purchased')).toMatchObject({ player: anna, other: techOverlord, asset: 'private-island', cards: ['bolts-7'], total: 3 });
    expect(typesOf(r.events[7]!)).toContain('turnEnded');
    expect(r.states[8]!.players[anna]!.assets).toContain('private-island');
    expect(r.states[8]!.players[techOverlord]!.assets).not.toContain('private-island');
    // Her Media Baron rolls two sixes: no Buy, an Audit for Anna.
    expect(rolls(r.events[7]!)).toEqual([
      ['first', 6],
      ['market', 6],
    ]);
    expect(typesOf(r.events[7]!)).not.toContain('puppetBuys');
    expect(topWindow(r.states[8]!)).toMatchObject({ kind: 'puppets.audit', seats: [anna] });
    // The Celebrity Spouse goes back to Vanity (two Assets there: room for it), and Rodrigo's turn comes round.
    expect(eventOf(r.events[8]!, 'puppetAudited')).toMatchObject({ player: anna, other: rodrigo, asset: 'celebrity-spouse', kept: false });
    expect(eventOf(r.events[8]!, 'assetReturned')).toMatchObject({ asset: 'celebrity-spouse', market: 'vanity' });
    const end = last(r);
    expect(end.players[rodrigo]!.assets).not.toContain('celebrity-spouse');
    expect(end.markets.vanity.assets).toContain('celebrity-spouse');
    expect(end.players[mediaBaron]!.assets).toEqual(['gang-of-lawyers']);
    expect(end.current).toBe(rodrigo);
    expect(end.phase).toBe('turn.start');
  });

  it('two-players-nudge-loop: a 1 nudged down by 1 is a 6, and a 5 nudged up by 2 is a 1, sending the Puppet to Influence', () => {
    const r = run('two-players-nudge-loop');
    const [cleo, techOverlord, dev] = [0, 1, 2];
    expect(cardsOf(r.states[0]!).needs('war-profiteer').influence).toBe(1);
    expect(cardsOf(r.states[0]!).needs('tech-overlord').influence).toBeUndefined();
    // The first roll, 1, waits for Cleo, the controller; the other player sees the same die.
    const asked = r.states[3]!;
    expect(topWindow(asked)).toMatchObject({ kind: 'puppets.nudge', seats: [cleo] });
    expect(viewOf(asked, dev).modules.puppets!.roll).toEqual({ stage: 'first', value: 1 });
    // Down by 1 from 1 loops to 6: a Buy, and the Market roll (5) is asked about again.
    expect(nudged(1, -1)).toBe(6);
    expect(eventOf(r.events[3]!, 'puppetNudged')).toMatchObject({ player: cleo, card: 'bombs-1', from: 1, to: 6 });
    expect(rolls(r.events[3]!)).toEqual([['market', 5]]);
    expect(cardsOf(r.states[0]!).marketNumbered(5)).toBe('vanity');
    expect(topWindow(r.states[4]!)).toMatchObject({ kind: 'puppets.nudge', seats: [cleo] });
    expect(viewOf(r.states[4]!, dev).modules.puppets!.roll).toEqual({ stage: 'market', value: 5 });
    // Up by 2 from 5 loops to 1: Influence, where the Puppet's own Bolt counts for it (7 against 3).
    expect(nudged(5, 2)).toBe(1);
    expect(eventOf(r.events[4]!, 'puppetNudged')).toMatchObject({ player: cleo, card: 'diamonds-4', from: 5, to: 1 });
    expect(eventOf(r.events[4]!, 'puppetBuys')).toMatchObject({ player: techOverlord, market: 'influence' });
    expect(eventOf(r.events[4]!, 'buyWon')).toMatchObject({ score: 7, against: 3 });
    const end = last(r);
    expect(end.players[techOverlord]!.assets).toContain('think-tank');
    expect(end.players[cleo]!.hand).toEqual([]);
    expect(end.discard).toEqual(expect.arrayContaining(['bombs-1', 'diamonds-4']));
    expect(end.current).toBe(dev);
  });

  it('two-players-swap: the Puppet’s card empties the deck, Dev (who ended the Round) trades first, and Cleo’s trade completes her set', () => {
    const r = run('two-players-swap');
    const [cleo, techOverlord, dev] = [0, 1, 2];
    expect(spacesLeft(cardsOf(r.states[0]!), r.states[0]!.players[cleo]!)).toBe(1);
    // Dev's Puppet rolls 2 and takes the last card to Legacy: the Round ends, with its Crisis, then the trades.
    expect(rolls(r.events[1]!)).toEqual([['first', 2]]);
    expect(eventOf(r.events[1]!, 'puppetCard')).toMatchObject({ market: 'legacy', closed: false });
    expect(typesOf(r.events[1]!)).toEqual(expect.arrayContaining(['roundEnded', 'crisisActivated']));
    const trades = r.states[2]!;
    expect(trades.phase).toBe('endOfRound.close');
    expect(topWindow(trades)).toMatchObject({ kind: 'puppets.swap', seats: [dev, cleo] });
    expect(deciders(trades)).toEqual([dev]);
    expect(eventOf(r.events[2]!, 'swapsDone')).toMatchObject({ player: dev });
    expect(deciders(r.states[3]!)).toEqual([cleo]);
    // One for one: the Golf Plantation to the Puppet, the Think Tank back; the fifth needed Asset wins at once.
    expect(eventOf(r.events[3]!, 'puppetSwapped')).toMatchObject({ player: cleo, other: techOverlord, give: 'golf-plantation', take: 'think-tank' });
    const end = last(r);
    expect(end.players[cleo]!.assets).toContain('think-tank');
    expect(end.players[techOverlord]!.assets).toEqual(['luxury-jet', 'golf-plantation']);
    expect(end.phase).toBe('gameOver');
    expect(end.result?.winners).toEqual([cleo]);
  });

  it('two-players-purchase: Game the Market (2) and a 1 of Bolts pay 3 to the Tech Overlord, and would pay only 2 to the Media Baron', () => {
    const r = run('two-players-purchase');
    const [cleo, techOverlord, dev, mediaBaron] = [0, 1, 2, 3];
    expect(eventOf(r.events[0]!, 'drew')).toMatchObject({ player: dev, card: 'game-the-market' });
    const before = r.states[2]!;
    // The same two cards toward Dev's own Puppet: the Bolt counts nothing there, so they fall short.
    const own = refusal(before, { type: 'purchase', seat: dev, puppet: mediaBaron, asset: 'gang-of-lawyers', cards: ['game-the-market', 'bolts-1'] });
    expect(own).toMatchObject({ code: 'puppets.price', rule: 'puppets.purchase' });
    expect(own.reason).toContain('counts nothing');
    expect(eventOf(r.events[2]!, 'purchased')).toMatchObject({ player: dev, other: techOverlord, asset: 'luxury-jet', total: 3 });
    // The Purchase was his Action: his turn ends, and his Puppet's 2 puts a card face-down at Legacy (no nudge: his hand is empty).
    expect(typesOf(r.events[2]!)).toContain('turnEnded');
    expect(rolls(r.events[2]!)).toEqual([['first', 2]]);
    expect(eventOf(r.events[2]!, 'puppetCard')).toMatchObject({ player: mediaBaron, market: 'legacy', closed: false });
    const end = last(r);
    expect(marketCards(end, 'legacy')).toHaveLength(marketCards(before, 'legacy').length + 1);
    expect(end.players[dev]!.assets).toContain('luxury-jet');
    expect(end.players[techOverlord]!.assets).toEqual([]);
    expect(end.players[dev]!.hand).toEqual([]);
    expect(end.discard).toEqual(expect.arrayContaining(['game-the-market', 'bolts-1']));
    expect(end.current).toBe(cleo);
  });

  it('two-players-double-six: two sixes let Dev Audit Cleo’s Puppet, and its Think Tank leaves the game from a full Market', () => {
    const r = run('two-players-double-six');
    const [cleo, techOverlord, dev] = [0, 1, 2];
    expect(r.states[0]!.markets.influence.assets).toHaveLength(3);
    expect(rolls(r.events[2]!)).toEqual([
      ['first', 6],
      ['market', 6],
    ]);
    const auditing = r.states[3]!;
    expect(topWindow(auditing)).toMatchObject({ kind: 'puppets.audit', seats: [dev] });
    expect(legalMoves(auditing, dev)).toContainEqual({ type: 'puppetAudit', seat: dev, player: techOverlord, asset: 'think-tank', keep: false });
    expect(eventOf(r.events[3]!, 'puppetAudited')).toMatchObject({ player: dev, other: techOverlord, asset: 'think-tank', kept: false });
    expect(eventOf(r.events[3]!, 'assetRemoved')).toMatchObject({ asset: 'think-tank', market: 'influence' });
    const end = last(r);
    expect(end.removedAssets).toContain('think-tank');
    expect(end.markets.influence.assets).not.toContain('think-tank');
    expect(end.players[techOverlord]!.assets).toEqual(['luxury-jet']);
    expect(spacesLeft(cardsOf(end), end.players[cleo]!)).toBe(1);
    expect(end.current).toBe(cleo);
  });
});
