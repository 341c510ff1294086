/**
 * A game that one seat cannot tell from another: what a computer player may not look at is moved
 * around, what it may look at stays. Used to check that the players (src/players) decide from their
 * own seat's view only.
 */
import { type CardId, cardInfo, type GameState, MARKETS, type Seat, viewOf } from '../../src/machine/index.ts';
import { shuffled } from '../../src/machine/core/rng.ts';
import type { CrisesSlice } from '../../src/machine/modules/crises/slice.ts';
import type { PanicSlice } from '../../src/machine/modules/panic/slice.ts';
import type { PolicySlice } from '../../src/machine/modules/policy/slice.ts';
import type { RolesSlice } from '../../src/machine/modules/roles/slice.ts';
import type { SpaceSlice } from '../../src/machine/modules/space-program/slice.ts';

/**
 * The same table as `seat` sees it, with everything it cannot see changed: every card it cannot see
 * is shuffled among the places it cannot see (the deck, the other hands, the face-down Market cards
 * it did not Invest itself, those the others Invested included: each of them then remembers the
 * card now lying where theirs lay), the set-aside Crises and the face-down Panic! cards are
 * reordered, the Roles it cannot see (the others' hidden Roles, the Roles another seat is choosing
 * from and the Role deck) are dealt out again among those places, the sealed Space Program
 * envelope's cards are swapped with the deck's Resource cards (it only ever holds Resource cards;
 * a card still on show after its contribution stays, as everyone sees it),
 * the other seats' Bribe envelopes with the deck's cards other than Crises (which never go in an
 * envelope), and the game's random state is another. Throws if `seat`'s view of the result differs (a mistake
 * in this helper, not in the player under test).
 */
export function lookAlike(state: GameState, seat: Seat, seed: number): GameState {
  const mine = new Set(state.players[seat]!.invested);
  const pool: CardId[] = [...state.deck];
  state.players.forEach((p, i) => i !== seat && pool.push(...p.hand));
  for (const m of MARKETS) pool.push(...state.markets[m].faceDown.filter((c) => !mine.has(c)));
  const [cards, afterCards] = shuffled(seed, pool);
  let k = 0;
  const next = () => cards[k++]!;
  const deck = state.deck.map(next);
  const hands = state.players.map((p, i) => (i === seat ? p.hand : p.hand.map(next)));
  // What now lies where each hidden face-down card lay, so that its Investor's memory follows the place.
  const swapped = new Map<CardId, CardId>();
  const markets = { ...state.markets };
  for (const m of MARKETS)
    markets[m] = {
      ...markets[m],
      faceDown: markets[m].faceDown.map((c) => {
        if (mine.has(c)) return c;
        const now = next();
        swapped.set(c, now);
        return now;
      }),
    };
  const players = state.players.map((p, i) => (i === seat ? p : { ...p, hand: hands[i]!, invested: p.invested.map((c) => swapped.get(c) ?? c) }));

  const crises: CrisesSlice | undefined = state.modules.crises;
  const [aside, afterAside] = shuffled(afterCards, crises?.aside ?? []);
  const panic: PanicSlice | undefined = state.modules.panic;
  const [panicDeck, afterPanic] = shuffled(afterAside, panic?.deck ?? []);
  const roles: RolesSlice | undefined = state.modules.roles;
  const sealed = sealedEnvelope(deck, state.modules.spaceProgram, afterPanic ^ 0x2545f491);
  const bribes = otherEnvelopes(sealed.deck, state.modules.policy, seat, afterPanic ^ 0x68e31da4);
  const modules = {
    ...state.modules,
    ...(bribes.policy ? { policy: bribes.policy } : {}),
    ...(sealed.space ? { spaceProgram: sealed.space } : {}),
    ...(crises ? { crises: { ...crises, aside } } : {}),
    ...(panic ? { panic: { ...panic, deck: panicDeck } } : {}),
    ...(roles ? { roles: otherRoles(roles, seat, afterPanic) } : {}),
  };

  const moved: GameState = { ...state, deck: bribes.deck, players, markets, modules, rng: (state.rng ^ 0x5bd1e995) >>> 0 };
  if (JSON.stringify(viewOf(moved, seat)) !== JSON.stringify(viewOf(state, seat))) throw new Error(`lookAlike changed what seat ${seat} can see`);
  return moved;
}

/** The Roles `seat` cannot see, dealt out again: the others' hidden Roles, another seat's offer, the Role deck. */
function otherRoles(roles: RolesSlice, seat: Seat, seed: number): RolesSlice {
  const hiddenSeats = roles.held.flatMap((h, i) => (h && !h.revealed && i !== seat ? [i] : []));
  const theirOffer = roles.offer && roles.offer.seat !== seat ? roles.offer : null;
  const [pool] = shuffled(seed, [...hiddenSeats.map((i) => roles.held[i]!.role), ...(theirOffer?.cards ?? []), ...roles.deck]);
  let k = 0;
  const held = roles.held.slice();
  for (const i of hiddenSeats) held[i] = { role: pool[k++]!, revealed: false };
  const offer = theirOffer ? { ...theirOffer, cards: theirOffer.cards.map(() => pool[k++]!) } : roles.offer;
  const deck = roles.deck.map(() => pool[k++]!);
  return { ...roles, held, offer, deck };
}

/** The envelope's cards, while sealed, swapped at random with the deck's Resource cards: hidden places that hold Resource cards. */
function sealedEnvelope(deck: readonly CardId[], space: SpaceSlice | undefined, seed: number): { deck: readonly CardId[]; space: SpaceSlice | undefined } {
  // Open to everyone during a launch and after an escape, as the view shows it.
  if (!space || space.launch !== null || space.escaped !== null) return { deck, space };
  // A card on show (just contributed) is public: it stays where it is, and only the rest is swapped.
  const shown = space.shown?.card ?? null;
  const isResource = (c: CardId) => cardInfo(c).kind === 'resource';
  const [pool] = shuffled(seed, [...space.envelope.filter((c) => c !== shown), ...deck.filter(isResource)]);
  let k = 0;
  const envelope = space.envelope.map((c) => (c === shown ? c : pool[k++]!));
  return { deck: deck.map((c) => (isResource(c) ? pool[k++]! : c)), space: { ...space, envelope } };
}

/** The other seats' Bribe envelopes, swapped at random with the deck's cards that are not Crises: only each envelope's size is public. */
function otherEnvelopes(
  deck: readonly CardId[],
  policy: PolicySlice | undefined,
  seat: Seat,
  seed: number,
): { deck: readonly CardId[]; policy: PolicySlice | undefined } {
  if (!policy) return { deck, policy };
  const fits = (c: CardId) => cardInfo(c).kind !== 'crisis';
  const [pool] = shuffled(seed, [...policy.envelopes.flatMap((e, i) => (i === seat ? [] : e)), ...deck.filter(fits)]);
  let k = 0;
  const envelopes = policy.envelopes.map((e, i) => (i === seat ? e : e.map(() => pool[k++]!)));
  return { deck: deck.map((c) => (fits(c) ? pool[k++]! : c)), policy: { ...policy, envelopes } };
}
