/**
 * The launch window (`space.launch`) and the last card (`space.last-card`). At the end of their own
 * turn, once the Panic! has happened, a player holding a hidden Role is asked whether to launch; only
 * the Space Cowboy may say yes. Rulings: the Panic! has happened once it started, even if it failed,
 * and the turn whose Crisis sets it off ends before it (no launch that turn); a Revealed Space
 * Cowboy goes back into the Role deck at the Round's end like any Role; Crisis and Special Action
 * cards drawn for the envelope are discarded unActivated, and an empty deck adds nothing.
 */
import { describe, expect, it } from 'vitest';
import { crisesOf, deciders, type GameState, heldRole, legalMoves, panicHappened, rebelsOnCrises, rolesOf, spaceOf, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, refusal, typesOf } from '../../helpers/game.ts';
import { ARISTOCRAT, draws, endTurn, launchAfterTurn, MEDIA, playSimply, spaceTable, TECH, WAR } from './table.ts';

const launchMoves = (g: GameState) => legalMoves(g).filter((m) => m.type === 'launch');

describe('space.launch', () => {
  it('asks the current player holding the hidden Space Cowboy at the end of their turn, once the Panic! has happened', () => {
    const { game, events } = endTurn(spaceTable());
    expect(typesOf(events)).toEqual(['exchangedMarkets', 'turnEnded']);
    expect(stepOf(game)).toBe('space.launch');
    expect(deciders(game)).toEqual([WAR]);
    expect(launchMoves(game)).toEqual([
      { type: 'launch', seat: WAR, go: true },
      { type: 'launch', seat: WAR, go: false },
    ]);
  });

  it('lets the Space Cowboy hold back: the turn passes on and the Role stays hidden', () => {
    const ended = endTurn(spaceTable()).game;
    const { game, events } = mustPlay(ended, { type: 'launch', seat: WAR, go: false });
    expect(eventOf(events, 'launchHeld')).toMatchObject({ player: WAR });
    expect(game.current).toBe(TECH);
    expect(heldRole(game, WAR)).toEqual({ role: 'space-cowboy', revealed: false });
  });

  it('asks a player with any other hidden Role too, who may only say no: being asked gives nothing away', () => {
    const g = spaceTable({ roles: [{ role: 'banker', revealed: false }] });
    const ended = endTurn(g).game;
    expect(stepOf(ended)).toBe('space.launch');
    expect(launchMoves(ended)).toEqual([{ type: 'launch', seat: WAR, go: false }]);
    expect(refusal(ended, { type: 'launch', seat: WAR, go: true })).toMatchObject({ code: 'space.not-cowboy', rule: 'space.launch' });
  });

  it.each([
    ['no Role', [null]],
    ['a Revealed Role', [{ role: 'banker', revealed: true }]],
  ] as const)('does not ask a player with %s', (_name, roles) => {
    const { game } = endTurn(spaceTable({ roles: [...roles] }));
    expect(stepOf(game)).toBe('turn.start');
    expect(game.current).toBe(TECH);
  });

  it('asks nobody before the Panic!', () => {
    const g = spaceTable({ panicDone: false });
    expect(panicHappened(g)).toBe(false);
    const { game } = endTurn(g);
    expect(game.current).toBe(TECH);
    expect(refusal(game, { type: 'launch', seat: WAR, go: true }).code).toMatch(/not-now/);
  });

  it('asks nobody once the envelope has left the game', () => {
    const { game } = endTurn(spaceTable({ gone: true, out: [MEDIA] }));
    expect(game.current).toBe(TECH);
  });

  it('is refused during the turn and to anyone but the current player', () => {
    const g = spaceTable({
      roles: [
        { role: 'space-cowboy', revealed: false },
        { role: 'banker', revealed: false },
      ],
    });
    expect(refusal(g, { type: 'launch', seat: WAR, go: true }).code).toMatch(/not-now/);
    const ended = endTurn(g).game;
    expect(refusal(ended, { type: 'launch', seat: TECH, go: false }).code).toMatch(/not-now|not-deciding/);
  });

  it('is the turn’s last step: another Role of the turn may be Revealed there first, and the Roles’ own last step is not asked too', () => {
    const g = spaceTable({
      seats: [{ assets: ['golf-plantation'] }, { assets: ['think-tank'] }],
      roles: [{ role: 'scam-artist', revealed: false }],
    });
    const asked = endTurn(g).game;
    expect(stepOf(asked)).toBe('space.launch');
    expect(asked.windows.map((w) => w.kind)).not.toContain('roles.turn-end');
    expect(legalMoves(asked, WAR)).toContainEqual({ type: 'scamArtist', seat: WAR, player: TECH, take: 'think-tank', give: 'golf-plantation' });
    const picked = mustPlay(asked, { type: 'scamArtist', seat: WAR, player: TECH, take: 'think-tank', give: 'golf-plantation' }).game;
    const answered = mustPlay(picked, { type: 'answerScamArtist', seat: TECH, trade: true }).game;
    // Back at the launch question; the Role now Revealed, the only answer is not to launch.
    expect(stepOf(answered)).toBe('space.launch');
    expect(legalMoves(answered, WAR)).toEqual([{ type: 'launch', seat: WAR, go: false }]);
  });

  it('Reveals the Space Cowboy', () => {
    const { game, events } = launchAfterTurn(spaceTable({ envelope: ['bombs-7'], deck: ['bolts-1'] }));
    expect(eventOf(events, 'roleRevealed')).toMatchObject({ player: WAR, role: 'space-cowboy' });
    expect(eventOf(events, 'launchStarted')).toMatchObject({ player: WAR });
    expect(heldRole(game, WAR)).toEqual({ role: 'space-cowboy', revealed: true });
  });
});

describe('Ruling 6: the Panic! has happened once it started, even if it failed; the turn that sets it off has no launch', () => {
  it('skips the launch in the turn whose Crisis starts the Panic!, and offers it on a later turn after the Panic! failed', () => {
    const g = spaceTable({
      panicDone: false,
      seats: [{ hand: ['locks-9'] }],
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
        { card: 'debt-crisis', rebels: 1 },
      ],
      lastCrisisBy: TECH,
      markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    });
    // The Buy finds Floods: eight Rebels. The Space Cowboy is asked about other Roles' Reveals, never about the launch.
    const bought = mustPlay(g, { type: 'buy', seat: WAR, market: 'vanity', cards: ['locks-9'] });
    expect(eventOf(bought.events, 'crisisActivated')).toMatchObject({ card: 'floods' });
    const panicking = playSimply(bought.game, (s) => stepOf(s) === 'panic.negotiate');
    expect(panicHappened(panicking)).toBe(true);
    expect(panicking.current).toBe(WAR);
    // The Panic! fails: somebody refuses. Play passes to the Tech Overlord, then round to the Space Cowboy again.
    const failed = mustPlay(panicking, { type: 'panicRefuse', seat: TECH });
    expect(typesOf(failed.events)).toContain('panicFailed');
    expect(failed.game.current).toBe(TECH);
    const back = playSimply(failed.game, (s) => s.current === WAR && stepOf(s) === 'turn.start');
    const { game } = endTurn(back);
    expect(stepOf(game)).toBe('space.launch');
    expect(launchMoves(game)).toContainEqual({ type: 'launch', seat: WAR, go: true });
  });
});

describe('Ruling 4: a Revealed Space Cowboy goes back into the Role deck at the end of the Round, and may launch again', () => {
  it('returns the Space Cowboy with the other Revealed Roles, and a later Space Cowboy is asked again', () => {
    // Only Locks in the envelope: nobody plays the Property Speculator, so nobody boards and the envelope stays.
    const g = spaceTable({ envelope: ['locks-4'], deck: ['locks-1'], deckSize: 1 });
    const launched = launchAfterTurn(g);
    const types = typesOf(launched.events);
    expect(types).toContain('nobodyBoards');
    // The last card emptied the deck: the Round ends with this turn, and the Revealed Space Cowboy goes back.
    expect(types.indexOf('roundEnded')).toBeGreaterThan(types.indexOf('nobodyBoards'));
    expect(eventOf(launched.events, 'rolesReturned').roles).toContain('space-cowboy');
    expect(spaceOf(launched.game).gone).toBe(false);
    // Whoever keeps it from the new Roles can launch at the end of their own turn.
    const offered = rolesOf(launched.game).offer!;
    expect(offered.cards).toContain('space-cowboy');
    const kept = mustPlay(launched.game, { type: 'keepRole', seat: offered.seat, role: 'space-cowboy' }).game;
    const atTheirTurn = playSimply(kept, (s) => s.current === offered.seat && stepOf(s) === 'turn.start');
    const ended = endTurn(atTheirTurn).game;
    expect(launchMoves(ended)).toContainEqual({ type: 'launch', seat: offered.seat, go: true });
  });
});

describe('space.last-card', () => {
  it('adds the first Resource card drawn to the envelope', () => {
    const { events } = launchAfterTurn(spaceTable({ envelope: ['bombs-7'] }), [draws('bolts-4')]);
    expect(eventOf(events, 'launchCardAdded')).toMatchObject({ player: WAR, card: 'bolts-4', rule: 'space.last-card' });
    expect(eventOf(events, 'envelopeOpened').cards).toEqual(['bombs-7', 'bolts-4']);
  });

  it('discards Crisis and Special Action cards drawn without Activating them: no Rebels come', () => {
    const g = spaceTable({
      specialActions: true,
      envelope: ['bombs-7'],
      guillotine: [{ card: 'pandemic', rebels: 2 }],
      lastCrisisBy: TECH,
      deck: ['floods', 'audit-1', 'killer-robots', 'dishes-2'],
    });
    const rebels = rebelsOnCrises(g);
    const { game, events } = launchAfterTurn(g);
    expect(events.filter((e) => e.type === 'launchCardSkipped').map((e) => (e as { card: string }).card)).toEqual(['floods', 'audit-1', 'killer-robots']);
    expect(typesOf(events)).not.toContain('crisisActivated');
    expect(rebelsOnCrises(game)).toBe(rebels);
    expect(crisesOf(game).guillotine).toEqual(crisesOf(g).guillotine);
    expect(game.discard.slice(-3)).toEqual(['floods', 'audit-1', 'killer-robots']);
    expect(eventOf(events, 'launchCardAdded').card).toBe('dishes-2');
  });
});

describe('Ruling 7: an empty deck while drawing the last card adds nothing; the Round ends at the end of that turn', () => {
  it('adds no card from an empty deck, and the tally goes on', () => {
    const { events } = launchAfterTurn(spaceTable({ envelope: ['bombs-7', 'bombs-8'], deck: [], deckSize: 0 }));
    const types = typesOf(events);
    expect(types).toContain('launchDeckEmpty');
    expect(types).not.toContain('launchCardAdded');
    expect(eventOf(events, 'envelopeOpened').cards).toEqual(['bombs-7', 'bombs-8']);
  });

  it('runs the deck out with the Crisis cards it discards, and ends the Round after the launch', () => {
    const g = spaceTable({ envelope: ['locks-4'], deck: ['floods'], deckSize: 1 });
    const { game, events } = launchAfterTurn(g);
    const types = typesOf(events);
    expect(types.slice(types.indexOf('launchStarted'), types.indexOf('envelopeOpened'))).toEqual(['launchStarted', 'launchCardSkipped', 'launchDeckEmpty']);
    expect(types.indexOf('roundEnded')).toBeGreaterThan(types.indexOf('nobodyBoards'));
    expect(game.round).toBeGreaterThanOrEqual(g.round);
  });
});

describe('Ruling 6 (the position side): a Panic! marked as happened opens the window for any turn', () => {
  it('offers the launch to the Aristocrat holding the Space Cowboy at the end of her turn', () => {
    const g = spaceTable({ current: ARISTOCRAT, roles: [null, null, { role: 'space-cowboy', revealed: false }] });
    const { game } = endTurn(g);
    expect(deciders(game)).toEqual([ARISTOCRAT]);
    expect(launchMoves(game)).toHaveLength(2);
    expect(playAll(game, [{ type: 'launch', seat: ARISTOCRAT, go: false }]).game.current).toBe(MEDIA);
  });
});
