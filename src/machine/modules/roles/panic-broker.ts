/**
 * The Power Broker in the Panic! (`role.power-broker`): as the Panic! begins (the card shown, no
 * offer made yet) every holder of a hidden Role is asked; the Power Broker may Reveal and dictate
 * the sacrifice. Rulings: it must still be one Asset of each type the card names, at most one from
 * each Billionaire (the Power Broker's own included); it is binding, and the die is rolled as for
 * any successful sacrifice. Passing leaves the table to negotiate as usual.
 */
import { type AssetId } from '../../data/assets.ts';
import { MARKET_NAMES } from '../../data/markets.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../core/moves.ts';
import { asked, type FieldForm } from '../../core/form.ts';
import { assetPlaces } from '../../core/form-domains.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { closeWindow, openWindow, topWindow } from '../../core/windows.ts';
import { imposeSacrifice, NEGOTIATE_WINDOW, panicOf } from '../panic/index.ts';
import { hiddenHolders } from './reveals.ts';
import { holds, rolesOf, withHeld, withRoles } from './slice.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal the Power Broker and dictate the sacrifice: one Asset of each named type. */
    dictateSacrifice: { assets: readonly AssetId[] };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    sacrificeDictated: { player: Seat; assets: readonly AssetId[] };
  }
}

export const BROKER_WINDOW = 'roles.broker';

/** After the Panic! has begun (its window just opened): ask the hidden Role holders, once a game. */
export function askBroker(state: GameState): Outcome {
  const panic = panicOf(state).current;
  if (state.modules.roles === undefined || rolesOf(state).panicAsked || !panic || topWindow(state)?.kind !== NEGOTIATE_WINDOW) return { state, events: [] };
  const seats = hiddenHolders(state);
  const asked = withRoles(state, (r) => ({ ...r, panicAsked: true }));
  return { state: seats.length === 0 ? asked : openWindow(asked, { kind: BROKER_WINDOW, seats, mode: 'ordered' }), events: [] };
}

/** Who holds each of these Assets. */
const holderOf = (state: GameState, asset: AssetId) => state.players.findIndex((p) => p.assets.includes(asset));

/**
 * The three Assets of a dictated sacrifice, one per slot, from those the players hold (listed by
 * holder): any three, so that a sacrifice against the card or from one player can be tried.
 */
const sacrificeSlots: FieldForm = {
  label: 'Sacrificed Assets',
  help: 'One of each type the Panic! card names, at most one from each player.',
  empty: 'Nobody holds an Asset.',
  pick: 'slots',
  slots: ['Sacrificed Asset 1 of 3', 'Sacrificed Asset 2 of 3', 'Sacrificed Asset 3 of 3'],
  options: (ctx) => assetPlaces(ctx.state).filter((o) => holderOf(ctx.state, o.value as AssetId) >= 0),
};

export const dictateSacrificeFamily = defineMove({
  type: 'dictateSacrifice',
  code: 'Q',
  label: 'Reveal the Power Broker: dictate the Panic! sacrifice',
  rule: 'role.power-broker',
  words: { group: 'Reveal a Role', button: 'Reveal and dictate' },
  fields: { assets: asked(field.assets(3), sacrificeSlots) },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    const panic = panicOf(state).current;
    if (topWindow(state)?.kind !== BROKER_WINDOW || !panic || !holds(state, seat, 'power-broker', false)) return [];
    const [a, b, c] = cardsOf(state).panicTypes(panic.card);
    const held = (type: string) => state.players.flatMap((p, owner) => p.assets.filter((x) => cardsOf(state).assetType(x) === type).map((asset) => ({ asset, owner })));
    const out: MoveOf<'dictateSacrifice'>[] = [];
    for (const x of held(a))
      for (const y of held(b))
        for (const z of held(c))
          if (x.owner !== y.owner && y.owner !== z.owner && x.owner !== z.owner) out.push({ type: 'dictateSacrifice', seat, assets: [x.asset, y.asset, z.asset] });
    return out;
  },
  check: (state, move) => {
    const panic = panicOf(state).current;
    if (topWindow(state)?.kind !== BROKER_WINDOW || !panic)
      return illegal('roles.not-now', 'role.power-broker', 'The Power Broker dictates the sacrifice as the Panic! begins.');
    if (!holds(state, move.seat, 'power-broker', false)) return illegal('role.not-held', 'role.power-broker', 'You do not hold the Power Broker, hidden in your hand.');
    const types = cardsOf(state).panicTypes(panic.card);
    const named = types.map((t) => MARKET_NAMES[t]).join(', ');
    if (move.assets.length !== 3 || types.some((t) => !move.assets.some((a) => cardsOf(state).assetType(a) === t)))
      return illegal('role.dictate-types', 'role.power-broker', `The sacrifice is one Asset of each type on ${cardsOf(state).panicName(panic.card)}: ${named}.`);
    const owners = move.assets.map((a) => holderOf(state, a));
    const missing = move.assets.find((a, i) => owners[i]! < 0);
    if (missing) return illegal('role.asset-not-held', 'role.power-broker', `Nobody holds the ${cardsOf(state).assetName(missing)}.`);
    if (new Set(owners).size !== owners.length) return illegal('role.dictate-owners', 'role.power-broker', 'At most one Asset from each Billionaire.');
    return null;
  },
  apply: (state, move) => {
    const revealed = closeWindow(withHeld(state, move.seat, { role: 'power-broker', revealed: true }));
    const offers = move.assets.map((asset) => ({ player: holderOf(state, asset), asset }));
    const done = imposeSacrifice(revealed, offers);
    return {
      state: done.state,
      events: [
        event('roleRevealed', 'role.power-broker', { player: move.seat, role: 'power-broker' }),
        event('sacrificeDictated', 'role.power-broker', { player: move.seat, assets: move.assets }),
        ...done.events,
      ],
    };
  },
  describe: (move, ctx) => `Reveal the Power Broker: sacrifice ${move.assets.map((a) => `the ${cardsOf(ctx.state).assetName(a)}`).join(', ')}`,
});
