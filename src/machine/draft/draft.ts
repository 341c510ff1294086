/**
 * The one editable model of a position, beside its converters to and from the engine's
 * `PositionInput` (`toPositionInput`, `draftOf`): the table editor (src/components/editor) edits it
 * and holds no position model of its own. The working copy says where every card, Asset, Crisis and Rebel is,
 * whose turn it is. Each zone is either set (a list the user chose, maybe empty) or not set
 * (`undefined`): the table shows an unset zone empty, and "fill the rest at random" hands the draft
 * to the engine with those zones left out, so the engine deals them legally (`createFromPosition`).
 * Nothing here judges a rule: every change is checked by the engine before the editor keeps it.
 */
import {
  ASSETS,
  assetInfo,
  BILLIONAIRE_IDS,
  createFromPosition,
  createGame,
  DECK_CARDS,
  MARKET_NAMES,
  MARKETS,
  PANIC_CARDS,
  positionOf,
  type ActiveCrisis,
  type HeldRole,
  type AssetId,
  type BillionaireId,
  type CardId,
  type GameOptions,
  type GameState,
  type IllegalMove,
  type Level,
  type MarketId,
  type PanicId,
  type PolicyId,
  type PositionInput,
  type RoleId,
  type Slot,
  type Cards,
  resolveCards,
} from '../index.ts';
import type { TroublemakersPosition } from '../modules/troublemakers/position.ts';

export interface DraftSeat {
  /** null: the Troublemaker, who plays no Billionaire. */
  readonly billionaire: BillionaireId | null;
  /** Not set: empty on the table shown; one random card (as dealt at setup) when the rest is filled. */
  readonly hand?: readonly Slot[];
  readonly assets: readonly AssetId[];
  /** Face-down Market cards this seat Invested (and so knows). */
  readonly invested: readonly CardId[];
  /** Level 3 on: the seat's Role, Revealed or not; left out, none. */
  readonly role?: HeldRole;
  /** Level 4: the cards in the seat's Bribe envelope; left out, none. */
  readonly envelope?: readonly CardId[];
}

export interface DraftMarket {
  readonly assets: readonly AssetId[];
  /** Not set: no card on the table shown; dealt at random when the rest is filled. `null`: no card. */
  readonly faceUp?: Slot;
  /** Nearest the top first. Not set: none shown; the usual number dealt at random when filled. */
  readonly faceDown?: readonly Slot[];
}

/** The Panic!: still to come, over (it happens once a game), or under way (the card drawn by a seat). */
export type PanicStage = { readonly kind: 'pending' } | { readonly kind: 'done' } | { readonly kind: 'under-way'; readonly by: number };

export interface Draft {
  /** Position fields this editor does not edit (a table's own card values…), passed on as they are. */
  readonly base: Omit<PositionInput, 'players'>;
  readonly level: Level;
  readonly specialActions: boolean;
  /** A two-player game: four seats, seats 2 and 4 (1 and 3 counting from 0) the Puppets of the seats before them, which hold no cards. */
  readonly puppets: boolean;
  /** The seed the engine fills unset zones and shuffles the rest of the deck with. */
  readonly seed: number;
  readonly players: readonly DraftSeat[];
  readonly markets: Readonly<Record<MarketId, DraftMarket>>;
  /** The Draw deck's named cards, top first; the cards placed nowhere lie shuffled beneath. */
  readonly deck: readonly CardId[];
  /** Bottom card first, top card last. */
  readonly discard: readonly CardId[];
  readonly current: number;
  readonly phase: 'turn.start' | 'turn.action';
  readonly round: number;
  readonly turn: number;
  // Level 2 (Crises, Rebels, the Panic!): ignored at Level 1.
  readonly guillotine: readonly ActiveCrisis[];
  /** Crises set aside, next to come first. Not set: every Crisis placed nowhere, shuffled. */
  readonly crisesAside?: readonly CardId[];
  readonly lastCrisisBy: number | null;
  readonly panic: PanicStage;
  /** The Panic! card on top, the one that will be drawn (only one ever is). Not set: shuffled. */
  readonly panicTop?: PanicId;
  // Level 3 (Roles, the Luxury Bunker): ignored below.
  /** The Roles named on top of the Role deck, top first; the Roles placed nowhere lie shuffled beneath. */
  readonly roleDeck: readonly RoleId[];
  /** Who holds the Luxury Bunker. Not set: whoever the Assets give it to (the engine works it out). */
  readonly bunker?: number | null;
  // Level 4 (Bribes, Government Policy): ignored below.
  /** The Government Policy in force, or none. */
  readonly policy: PolicyId | null;
  // The Space Program (Levels 3 and 4, when switched on): ignored otherwise.
  readonly space: boolean;
  /** The Resource cards sealed in the Space Program envelope, in the order they went in. */
  readonly spaceEnvelope: readonly CardId[];
  /** Whether the envelope has left the game (the Rocket exploded). */
  readonly spaceGone: boolean;
  /** The seats out of the game after the explosion. */
  readonly spaceOut: readonly number[];
  /**
   * The Troublemakers (Level 4, when switched on; null when off): the Troublemaker's part as the
   * engine takes it (the Alignment left out is drawn at random). Their seat plays no Billionaire.
   */
  readonly troublemakers: TroublemakersPosition | null;
}

/** The fields the draft spells out; anything else in a position is kept in `base`. */
const EDITED = [
  'level',
  'specialActions',
  'seed',
  'players',
  'markets',
  'deck',
  'deckSize',
  'discard',
  'removedAssets',
  'current',
  'phase',
  'round',
  'turn',
  'guillotine',
  'crisesAside',
  'lastCrisisBy',
  'panicDone',
  'panicDeck',
  'panic',
  'roles',
  'roleDeck',
  'bunker',
  'envelopes',
  'policy',
  'puppets',
  'modules',
  'spaceProgram',
  'troublemakers',
] as const;

/** Whether a seat of the draft is a Puppet (two players: the seat after each person). */
export function isPuppetSeat(d: Pick<Draft, 'puppets'>, seat: number): boolean {
  return d.puppets && seat % 2 === 1;
}

const byMarket = <T>(make: (m: MarketId) => T) => Object.fromEntries(MARKETS.map((m) => [m, make(m)])) as Record<MarketId, T>;
export const isCard = (c: Slot): c is CardId => c !== null;

/** The printed Panic! cards with `top` first: the order of the others never matters, as only one is drawn. */
function panicDeckWith(top: PanicId): PanicId[] {
  return [top, ...PANIC_CARDS.map((p) => p.id).filter((p) => p !== top)];
}

/**
 * The position the draft stands for. `shown`: unset zones are empty (the table being edited);
 * `fill`: unset zones are left out, for the engine to deal at random.
 */
export function toPositionInput(d: Draft, mode: 'shown' | 'fill'): PositionInput {
  const fill = mode === 'fill';
  const crises = d.level >= 2;
  const top = d.panic.kind === 'under-way' ? (d.panicTop ?? PANIC_CARDS[0]!.id) : d.panicTop;
  return {
    ...d.base,
    level: d.level,
    specialActions: d.specialActions,
    seed: d.seed,
    ...(d.puppets ? { puppets: true } : {}),
    // A Puppet is never dealt a card.
    players: d.players.map((p, i) => ({
      billionaire: p.billionaire,
      hand: p.hand ?? (fill && !isPuppetSeat(d, i) ? [null] : []),
      assets: p.assets,
      ...(p.invested.length > 0 ? { invested: p.invested } : {}),
    })),
    markets: byMarket((m) => {
      const mk = d.markets[m];
      if (!fill) return { assets: mk.assets, faceUp: mk.faceUp ?? null, faceDown: mk.faceDown ?? [] };
      return { assets: mk.assets, ...(mk.faceUp !== undefined ? { faceUp: mk.faceUp } : {}), ...(mk.faceDown !== undefined ? { faceDown: mk.faceDown } : {}) };
    }),
    deck: d.deck,
    discard: d.discard,
    current: d.current,
    phase: d.phase,
    round: d.round,
    turn: d.turn,
    ...(crises
      ? {
          guillotine: d.guillotine,
          ...(d.crisesAside ? { crisesAside: d.crisesAside } : {}),
          lastCrisisBy: d.lastCrisisBy,
          panicDone: d.panic.kind === 'done',
          ...(top && d.panic.kind !== 'done' ? { panicDeck: panicDeckWith(top) } : {}),
          ...(d.panic.kind === 'under-way' && top ? { panic: { card: top, by: d.panic.by } } : {}),
        }
      : {}),
    ...(d.level >= 3 ? { roles: d.players.map((p) => p.role ?? null), roleDeck: d.roleDeck, ...(d.bunker !== undefined ? { bunker: d.bunker } : {}) } : {}),
    ...(d.level >= 4 ? { envelopes: d.players.map((p) => p.envelope ?? []), policy: d.policy } : {}),
    ...(d.space && d.level >= 3 ? { spaceProgram: { envelope: d.spaceEnvelope, gone: d.spaceGone, out: d.spaceOut } } : {}),
    ...(d.troublemakers && d.level >= 4 ? { troublemakers: d.troublemakers } : {}),
    ...modulesOf(d),
  };
}

/** The expansion's modules the draft plays with, as a position names them (left out when none). */
function modulesOf(d: Draft): Pick<PositionInput, 'modules'> {
  const modules = [...(d.space && d.level >= 3 ? (['space-program'] as const) : []), ...(d.troublemakers && d.level >= 4 ? (['troublemakers'] as const) : [])];
  return modules.length > 0 ? { modules } : {};
}

/** The game the table shows while editing: every unset zone empty. Every draft the editor keeps passes. */
export function shownGame(d: Draft): { ok: true; game: GameState } | { ok: false; error: IllegalMove } {
  return createFromPosition(toPositionInput(d, 'shown'));
}

/**
 * The draft of a game (every zone set). A Buy being resolved, or a card set aside this turn, is not
 * part of a resting position: those cards go on the Discard pile, where the turn would have put them.
 */
export function draftOf(state: GameState): Draft {
  const p = positionOf(state);
  const base = Object.fromEntries(Object.entries(p).filter(([k]) => !(EDITED as readonly string[]).includes(k)));
  const markets = p.markets ?? {};
  const inProgress = p.panic;
  return {
    base,
    level: state.options.level,
    specialActions: state.options.specialActions,
    puppets: p.puppets === true,
    seed: p.seed ?? state.rng,
    players: p.players.map((q, i) => {
      const role = p.roles?.[i];
      const envelope = p.envelopes?.[i] ?? [];
      return {
        billionaire: q.billionaire,
        hand: [...(q.hand ?? [])],
        assets: [...(q.assets ?? [])],
        invested: [...(q.invested ?? [])],
        ...(role ? { role } : {}),
        ...(envelope.length > 0 ? { envelope: [...envelope] } : {}),
      };
    }),
    markets: byMarket((m) => ({ assets: [...(markets[m]?.assets ?? [])], faceUp: markets[m]?.faceUp ?? null, faceDown: [...(markets[m]?.faceDown ?? [])] })),
    deck: [...(p.deck ?? [])],
    discard: [...(p.discard ?? []), ...(state.buy ? [...state.buy.played, ...state.buy.revealed] : []), ...state.aside],
    current: p.current ?? state.current,
    phase: p.phase ?? 'turn.start',
    round: p.round ?? state.round,
    turn: p.turn ?? state.turn,
    guillotine: [...(p.guillotine ?? [])],
    ...(p.crisesAside ? { crisesAside: [...p.crisesAside] } : {}),
    lastCrisisBy: p.lastCrisisBy ?? null,
    panic: inProgress ? { kind: 'under-way', by: inProgress.by } : p.panicDone ? { kind: 'done' } : { kind: 'pending' },
    ...((inProgress?.card ?? p.panicDeck?.[0]) ? { panicTop: inProgress?.card ?? p.panicDeck![0]! } : {}),
    roleDeck: [...(p.roleDeck ?? [])],
    // A game's holder is kept as it is: the position is exactly that game's.
    ...(p.bunker !== undefined ? { bunker: p.bunker } : {}),
    policy: p.policy ?? null,
    space: p.modules?.includes('space-program') === true,
    spaceEnvelope: [...(p.spaceProgram?.envelope ?? [])],
    spaceGone: p.spaceProgram?.gone === true,
    spaceOut: [...(p.spaceProgram?.out ?? [])],
    troublemakers: p.modules?.includes('troublemakers') ? (p.troublemakers ?? {}) : null,
  };
}

/**
 * A new empty table: the Billionaires in the usual order (distinct), each holding what the setup
 * gives them (a starred Asset with four or five players), the other Assets at their Markets, the
 * first seat to play before the draw, and every card zone unset.
 */
export function emptyDraft(players: number, level: Level, specialActions: boolean, seed: number, table: Pick<GameOptions, 'cards' | 'cardValues'> = {}): Draft {
  // Made at Level 2 at most: a Level 3 game starts with the Role draft, not at a turn, and an empty table has no Roles yet.
  // A table's own cards (checked already) go into its options, so the draft's `base` keeps them.
  const options = { players, level: Math.min(level, 2) as Level, specialActions, seed, billionaires: BILLIONAIRE_IDS.slice(0, players), firstPlayer: 0 };
  const own = createGame({ ...options, ...table });
  const created = own.ok ? own : createGame(options);
  if (!created.ok) throw new Error(created.error.reason); // the options above are always valid
  const d = draftOf(created.game);
  return {
    ...d,
    seed,
    level,
    players: d.players.map((p) => ({ billionaire: p.billionaire, assets: p.assets, invested: [] })),
    markets: byMarket((m) => ({ assets: d.markets[m].assets })),
    deck: [],
    discard: [],
    guillotine: [],
    lastCrisisBy: null,
    panic: { kind: 'pending' },
    crisesAside: undefined,
    panicTop: undefined,
    roleDeck: [],
    bunker: undefined,
    policy: null,
    space: false,
    spaceEnvelope: [],
    spaceGone: false,
    spaceOut: [],
    troublemakers: null,
  };
}

/**
 * "Fill the rest at random": the engine deals every unset zone from the cards placed nowhere, and
 * the result is the new draft, every zone now set (and shown).
 */
export function fillAtRandom(d: Draft): { ok: true; draft: Draft } | { ok: false; error: IllegalMove } {
  const created = createFromPosition(toPositionInput(d, 'fill'));
  if (!created.ok) return created;
  return { ok: true, draft: { ...draftOf(created.game), base: d.base } };
}

/** Every card of this game: the Resource cards, the Special Action cards if on, the Crises from Level 2. */
export function cardsInGame(d: Pick<Draft, 'level' | 'specialActions'>): CardId[] {
  return DECK_CARDS.filter((c) => c.kind === 'resource' || (c.kind === 'special' ? d.specialActions : d.level >= 2)).map((c) => c.id);
}

/** Where a card lies in the draft, in words ("seat 2's hand"), or null when it is placed nowhere. */
export function placeOf(d: Draft, card: CardId): string | null {
  for (const [i, p] of d.players.entries()) if (p.hand?.includes(card)) return `seat ${i + 1}'s hand`;
  for (const [i, p] of d.players.entries()) if (p.envelope?.includes(card)) return `seat ${i + 1}'s Bribe envelope`;
  for (const m of MARKETS) {
    const mk = d.markets[m];
    if (mk.faceUp === card) return `face-up at ${MARKET_NAMES[m]}`;
    if (mk.faceDown?.includes(card)) return `face-down at ${MARKET_NAMES[m]}`;
  }
  if (d.deck.includes(card)) return 'the Draw deck';
  if (d.discard.includes(card)) return 'the Discard pile';
  if (d.guillotine.some((g) => g.card === card)) return 'beside the Guillotine';
  if (d.crisesAside?.includes(card)) return 'the set-aside Crises';
  if (d.spaceEnvelope.includes(card)) return 'the Space Program envelope';
  if (d.troublemakers?.fixed?.includes(card)) return 'the Crises Fixed by the Troublemaker';
  return null;
}

/** The draft with a card taken out of wherever it lies (and out of any Investment in it). */
export function withoutCard(d: Draft, card: CardId): Draft {
  const drop = <T extends Slot>(list: readonly T[] | undefined) => list?.filter((c) => c !== card);
  return {
    ...d,
    players: d.players.map((p) => ({ ...p, hand: drop(p.hand), invested: p.invested.filter((c) => c !== card), ...(p.envelope ? { envelope: drop(p.envelope) } : {}) })),
    markets: byMarket((m) => {
      const mk = d.markets[m];
      return { ...mk, faceUp: mk.faceUp === card ? null : mk.faceUp, faceDown: drop(mk.faceDown) };
    }),
    deck: d.deck.filter((c) => c !== card),
    discard: d.discard.filter((c) => c !== card),
    guillotine: d.guillotine.filter((g) => g.card !== card),
    crisesAside: drop(d.crisesAside),
    spaceEnvelope: d.spaceEnvelope.filter((c) => c !== card),
    troublemakers: d.troublemakers && { ...d.troublemakers, fixed: d.troublemakers.fixed?.filter((c) => c !== card) ?? [] },
  };
}

/** The draft with an Asset taken from wherever it is and put at `to` (a seat, its Market, or out of the game). */
export function placeAsset(d: Draft, asset: AssetId, to: { readonly seat: number } | 'market' | 'out'): Draft {
  const players = d.players.map((p) => ({ ...p, assets: p.assets.filter((a) => a !== asset) }));
  const markets = byMarket((m) => ({ ...d.markets[m], assets: d.markets[m].assets.filter((a) => a !== asset) }));
  if (to === 'out') return { ...d, players, markets };
  if (to === 'market') {
    const m = draftCards(d).assetType(asset);
    return { ...d, players, markets: { ...markets, [m]: { ...markets[m], assets: [...markets[m].assets, asset] } } };
  }
  return { ...d, markets, players: players.map((p, i) => (i === to.seat ? { ...p, assets: [...p.assets, asset] } : p)) };
}

/** The cards of the draft's table (its own printed faces, if it gave any). */
export function draftCards(d: Draft): Cards {
  return resolveCards(d.base.cards, d.base.cardValues);
}

/** The starred Asset of a Billionaire's double type: what the setup hands them with four or five players. */
function starredFor(d: Draft, b: BillionaireId): AssetId {
  const cards = draftCards(d);
  return ASSETS.find((a) => a.starred && cards.assetType(a.id) === cards.double(b))!.id as AssetId;
}

/**
 * Seat `seat` gets Billionaire `b`. A Billionaire sits at one seat only: if another seat has `b`,
 * the two seats swap boards (Billionaire and Assets). A seat holding just what the setup gave its old
 * Billionaire gets what the setup gives the new one, if that Asset is not held by someone else.
 */
export function setBillionaire(d: Draft, seat: number, b: BillionaireId | null): Draft {
  const other = d.players.findIndex((p, i) => i !== seat && p.billionaire === b);
  const me = d.players[seat]!;
  if (other >= 0) {
    const them = d.players[other]!;
    return {
      ...d,
      players: d.players.map((p, i) =>
        i === seat ? { ...p, billionaire: them.billionaire, assets: them.assets } : i === other ? { ...p, billionaire: me.billionaire, assets: me.assets } : p,
      ),
    };
  }
  const changed = { ...d, players: d.players.map((p, i) => (i === seat ? { ...p, billionaire: b } : p)) };
  // The Troublemaker's seat (no Billionaire) only ever moves by a swap, above.
  if (me.billionaire === null || b === null) return changed;
  const old = starredFor(d, me.billionaire);
  const next = starredFor(d, b);
  const heldElsewhere = d.players.some((p, i) => i !== seat && p.assets.includes(next));
  if (me.assets.length !== 1 || me.assets[0] !== old || heldElsewhere) return changed;
  // The old starred Asset goes out of play (starred Assets are never at a Market at setup).
  return placeAsset(placeAsset(changed, old, 'out'), next, { seat });
}

/**
 * Another number of players: new seats get a free Billionaire; a seat that leaves takes its cards off
 * the table and returns its Assets. Two players sit with their Puppets: four seats, and the Puppets'
 * cards leave the table (a Puppet holds none, has no Role and no Bribe envelope); whose turn it is,
 * who caused the last Crisis, drew the Panic! card or holds the Bunker move from a Puppet to its controller.
 */
export function setPlayers(d: Draft, players: number): Draft {
  const puppets = players === 2;
  const seated = setSeats({ ...d, puppets }, puppets ? 4 : players);
  if (!puppets) return seated;
  const person = (seat: number) => (seat % 2 === 1 ? seat - 1 : seat);
  let next: Draft = seated;
  for (const [i, p] of seated.players.entries()) {
    if (i % 2 === 0) continue;
    for (const c of [...(p.hand ?? []), ...(p.envelope ?? [])]) if (c !== null) next = withoutCard(next, c);
  }
  return {
    ...next,
    players: next.players.map((p, i) => (i % 2 === 1 ? { billionaire: p.billionaire, assets: p.assets, invested: [], hand: [] } : p)),
    current: person(next.current),
    lastCrisisBy: next.lastCrisisBy === null ? null : person(next.lastCrisisBy),
    bunker: next.bunker === undefined || next.bunker === null ? next.bunker : person(next.bunker),
    panic: next.panic.kind === 'under-way' ? { kind: 'under-way', by: person(next.panic.by) } : next.panic,
  };
}

/** Another number of seats (see setPlayers). */
function setSeats(d: Draft, n: number): Draft {
  let next: Draft = d;
  while (next.players.length > n) {
    const gone = next.players[next.players.length - 1]!;
    let shorter: Draft = { ...next, players: next.players.slice(0, -1) };
    for (const a of gone.assets) shorter = placeAsset(shorter, a, assetInfo(a).starred ? 'out' : 'market');
    next = shorter;
  }
  while (next.players.length < n) {
    const b = BILLIONAIRE_IDS.find((x) => !next.players.some((p) => p.billionaire === x))!;
    const seat = next.players.length;
    next = { ...next, players: [...next.players, { billionaire: b, assets: [], invested: [] }] };
    const starred = starredFor(d, b);
    if (!next.players.some((p) => p.assets.includes(starred))) next = placeAsset(next, starred, { seat });
  }
  const last = n - 1;
  return {
    ...next,
    // A seat that left the table is no longer out of the game either (the engine judges what is left).
    spaceOut: next.spaceOut.filter((s) => s <= last),
    current: Math.min(next.current, last),
    lastCrisisBy: next.lastCrisisBy === null ? null : Math.min(next.lastCrisisBy, last),
    // A holder who has left the table: the Assets decide again.
    bunker: next.bunker === undefined || next.bunker === null || next.bunker <= last ? next.bunker : undefined,
    panic: next.panic.kind === 'under-way' ? { kind: 'under-way', by: Math.min(next.panic.by, last) } : next.panic,
  };
}

/**
 * Another Level: going down takes out what the lower Level does not have (envelopes and the Policy;
 * Roles, the Bunker and the Space Program; Crises, Rebels, the Panic!).
 */
export function setLevel(d: Draft, level: Level): Draft {
  const spaced: Draft = level >= 3 ? d : setSpaceProgram(d, false);
  const unbribed: Draft = level >= 4 ? spaced : { ...spaced, players: spaced.players.map(({ envelope: _, ...p }) => p), policy: null };
  const roleless: Draft = level >= 3 ? unbribed : { ...unbribed, players: unbribed.players.map(({ role: _, ...p }) => p), roleDeck: [], bunker: undefined };
  if (level >= 2) return { ...roleless, level };
  let next: Draft = { ...roleless, level, guillotine: [], crisesAside: undefined, lastCrisisBy: null, panic: { kind: 'pending' }, panicTop: undefined };
  for (const c of DECK_CARDS) if (c.kind === 'crisis') next = withoutCard(next, c.id);
  return next;
}

/** Special Action cards on or off: off takes them out of every zone. */
export function setSpecialActions(d: Draft, on: boolean): Draft {
  let next: Draft = { ...d, specialActions: on };
  if (!on) for (const c of DECK_CARDS) if (c.kind === 'special') next = withoutCard(next, c.id);
  return next;
}

/** The cards placed nowhere yet (they are in the Draw deck, shuffled, or dealt when the rest is filled). */
export function unplacedCards(d: Draft): CardId[] {
  return cardsInGame(d).filter((c) => placeOf(d, c) === null);
}

/** Face-down cards named in the Markets, for Investments. */
export function namedFaceDown(d: Draft): CardId[] {
  return MARKETS.flatMap((m) => (d.markets[m].faceDown ?? []).filter(isCard));
}

/** How many hands and open Markets are not set: empty on the table shown until the rest is filled. */
export function unsetZones(d: Draft): number {
  const hands = d.players.filter((p, i) => p.hand === undefined && !isPuppetSeat(d, i)).length;
  const markets = MARKETS.filter((m) => d.markets[m].assets.length > 0 && (d.markets[m].faceUp === undefined || d.markets[m].faceDown === undefined)).length;
  return hands + markets;
}

/** The Space Program on or off: off takes out its envelope, its seats out of the game and the Space Cowboy wherever it was. */
export function setSpaceProgram(d: Draft, on: boolean): Draft {
  if (on) return { ...d, space: true };
  return {
    ...d,
    space: false,
    spaceEnvelope: [],
    spaceGone: false,
    spaceOut: [],
    players: d.players.map(({ role, ...p }) => (role && role.role !== 'space-cowboy' ? { ...p, role } : p)),
    roleDeck: d.roleDeck.filter((r) => r !== 'space-cowboy'),
  };
}

/**
 * A seat out of the game (or back in). Out, it is left as the explosion leaves it: its hand, its
 * Bribe envelope and the Space Program envelope on the Discard pile, its Assets back at their
 * Markets (a starred one out of play), its Role back among the Roles placed nowhere; the envelope
 * has left the game. Back in, the envelope returns once nobody is out.
 */
export function setSeatOut(d: Draft, seat: number, out: boolean): Draft {
  if (!out) {
    const left = d.spaceOut.filter((s) => s !== seat);
    return { ...d, spaceOut: left, spaceGone: left.length > 0 };
  }
  let next: Draft = d;
  for (const a of d.players[seat]!.assets) next = placeAsset(next, a, assetInfo(a).starred ? 'out' : 'market');
  const me = d.players[seat]!;
  const discarded = [...(me.hand ?? []).filter(isCard), ...(me.envelope ?? []), ...d.spaceEnvelope];
  return {
    ...next,
    players: next.players.map((p, i) => (i === seat ? { billionaire: p.billionaire, assets: [], invested: [], hand: [] } : p)),
    discard: [...next.discard, ...discarded],
    spaceEnvelope: [],
    spaceGone: true,
    spaceOut: [...d.spaceOut.filter((s) => s !== seat), seat].sort((a, b) => a - b),
  };
}
