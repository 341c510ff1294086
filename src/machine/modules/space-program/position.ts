/**
 * The Space Program's part of a position set up by hand: the cards in the envelope, whether it has
 * left the game, and the seats out of the game. Seats out hold nothing, and can only be out after
 * an explosion, which comes after the Panic!. A position never starts in the middle of a launch.
 */
import { BILLIONAIRES } from '../../data/billionaires.ts';
import { type CardId, cardInfo } from '../../data/cards.ts';
import type { ModulePosition, PositionProblem } from '../../core/module.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { NEW_PROGRAM, type SpaceSlice, spaceOf } from './slice.ts';

declare module '../../core/position-types.ts' {
  interface PositionFields {
    /** The Space Program (needs `modules: ['space-program']`): its envelope, whether it is gone, and the seats out of the game. */
    spaceProgram: { readonly envelope?: readonly CardId[]; readonly gone?: boolean; readonly out?: readonly Seat[] };
  }
}

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'position.space': true;
  }
}

const problem = (code: PositionProblem['code'], field: string, rule: PositionProblem['rule'], reason: string): PositionProblem => ({ code, field, rule, reason });
const isList = (v: unknown) => v === undefined || Array.isArray(v);

export const spacePosition: ModulePosition = {
  shape: (input) => {
    const sp = input.spaceProgram as unknown;
    if (sp === undefined) return null;
    if (typeof sp !== 'object' || sp === null) return problem('position.malformed', 'spaceProgram', 'table.position', '"spaceProgram" must be an object.');
    const { envelope, out, gone } = sp as Record<string, unknown>;
    if (!isList(envelope) || !isList(out) || (gone !== undefined && typeof gone !== 'boolean'))
      return problem('position.malformed', 'spaceProgram', 'table.position', '"spaceProgram" takes an "envelope" (cards), "out" (seats) and "gone" (true or false).');
    if (!input.modules?.includes('space-program'))
      return problem('position.space', 'modules', 'space.setup', 'This position has a Space Program: switch the module on with modules: ["space-program"].');
    return null;
  },
  present: (input) => input.modules?.includes('space-program') === true,
  cards: (input) => (input.spaceProgram?.envelope ?? []).map((card, i) => ({ card, where: 'the Space Program envelope', field: `spaceProgram.envelope[${i}]` })),
  check: (input, facts) => {
    const sp = input.spaceProgram ?? {};
    const envelope = sp.envelope ?? [];
    const out = sp.out ?? [];
    const odd = envelope.find((c) => cardInfo(c).kind !== 'resource');
    if (odd !== undefined)
      return problem(
        'position.space',
        'spaceProgram.envelope',
        'space.contribute',
        `${facts.cards.cardName(odd)} is not a Resource card: only Resource cards go in the Space Program envelope.`,
      );
    if (envelope.length > 0 && sp.gone === true)
      return problem('position.space', 'spaceProgram.envelope', 'space.explosion', 'The envelope left the game with the explosion: it cannot hold cards.');
    if (out.length > 0 !== (sp.gone === true))
      return problem(
        'position.space',
        'spaceProgram.out',
        'space.explosion',
        'Billionaires leave the game only when the Rocket explodes, and the envelope leaves with them: give both, or neither.',
      );
    if (out.length > 0 && input.panicDone !== true)
      return problem('position.space', 'spaceProgram.out', 'space.launch', 'The Rocket launches only after the Panic!: mark the Panic! as happened.');
    for (const [i, seat] of out.entries()) {
      const player = input.players[seat];
      if (!Number.isInteger(seat) || !player) return problem('position.space', `spaceProgram.out[${i}]`, 'space.out', `There is no seat ${String(seat)}.`);
      const name = (player.billionaire === null ? undefined : BILLIONAIRES[player.billionaire])?.name ?? `Seat ${seat + 1}`;
      if ((player.hand ?? []).length > 0 || (facts.held[seat] ?? []).length > 0 || (input.envelopes?.[seat] ?? []).length > 0 || (input.roles?.[seat] ?? null) !== null)
        return problem('position.space', `spaceProgram.out[${i}]`, 'space.out', `${name} is out of the game: they hold no cards, Assets, Role or envelope.`);
      if (seat === (input.current ?? 0)) return problem('position.space', 'current', 'space.out', `${name} is out of the game and takes no turns.`);
    }
    if (facts.players - out.filter((s) => !facts.puppets.includes(s)).length - facts.puppets.length < 2)
      return problem('position.space', 'spaceProgram.out', 'space.out', 'With one player left the game is already over: keep at least two Billionaires in the game.');
    return null;
  },
  build: (input, { rng }) => {
    const sp = input.spaceProgram ?? {};
    const slice: SpaceSlice = { ...NEW_PROGRAM, envelope: sp.envelope ?? [], gone: sp.gone === true, out: [...(sp.out ?? [])].sort((a, b) => a - b) };
    return { rng, slice };
  },
  write: (state: GameState) => {
    const s = spaceOf(state);
    return { spaceProgram: { envelope: s.envelope, gone: s.gone, out: s.out } };
  },
};
