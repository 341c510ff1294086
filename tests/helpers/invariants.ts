/**
 * Invariants every reachable state must keep, whatever moves led to it: Level 1 (cards, Assets,
 * hands, phases) and Level 2 (Rebels, Crises, the Panic!, the Revolution). `violations` judges one
 * state; `stepViolations` judges one move (what may change from one state to the next). Used by the
 * unit tests after scripted moves and by the property tests after every random move.
 */
import {
  ASSETS,
  type AssetId,
  type CardId,
  cardInfo,
  cardsOf,
  CRISIS_CARDS,
  crisesOf,
  deciders,
  handLimit,
  hasPuppets,
  installedModules,
  type GameEvent,
  type GameState,
  MARKET_ASSET_CAPACITY,
  MARKETS,
  type Move,
  PANIC_CARDS,
  PANIC_THRESHOLD,
  panicOf,
  policyOf,
  REBELS,
  rebelsInReserve,
  rebelsOnCrises,
  RESOURCE_CARDS,
  SPECIAL_CARDS,
  spaceOf,
  stepOf,
} from '../../src/machine/index.ts';

/** The cards a game is played with: 45 Resources, the 4 Special Actions if they are on, and at Level 2 the 12 Crises. */
export function cardsOfGame(state: GameState): CardId[] {
  const cards: CardId[] = RESOURCE_CARDS.map((c) => c.id);
  if (state.options.specialActions) cards.push(...SPECIAL_CARDS.map((c) => c.id));
  if (state.options.level >= 2) cards.push(...CRISIS_CARDS.map((c) => c.id));
  return cards;
}

/** Notes `where` as a place of each item, pushed onto its list rather than copied: this runs at every move of every random game. */
function addPlace<T>(places: Map<T, string[]>, items: readonly T[], where: string): void {
  for (const item of items) {
    const list = places.get(item);
    if (list) list.push(where);
    else places.set(item, [where]);
  }
}

/** Where each card is, by zone name; a card may appear under several zones only if something is broken. */
export function cardPlaces(state: GameState): Map<CardId, string[]> {
  const places = new Map<CardId, string[]>();
  const put = (cards: readonly CardId[], where: string) => addPlace(places, cards, where);
  put(state.deck, 'deck');
  put(state.discard, 'discard');
  for (const m of MARKETS) {
    const mk = state.markets[m];
    if (mk.faceUp !== null) put([mk.faceUp], `${m} face-up`);
    put(mk.faceDown, `${m} face-down`);
  }
  state.players.forEach((p, i) => put(p.hand, `hand ${i}`));
  if (state.buy) {
    put(state.buy.played, 'buy.played');
    put(state.buy.revealed, 'buy.revealed');
  }
  put(state.aside, 'aside');
  // Level 2 zones (empty at Level 1).
  const crises = crisesOf(state);
  put(crises.aside, 'crises set aside');
  put(
    crises.guillotine.map((g) => g.card),
    'guillotine',
  );
  if (crises.found !== null) put([crises.found], 'found crisis');
  // Level 4 zones (none below Level 4): each seat's Bribe envelope.
  policyOf(state).envelopes.forEach((e, i) => put(e, `envelope ${i}`));
  // The Space Program's envelope (with the module on).
  put(spaceOf(state).envelope, 'Space Program envelope');
  // The Troublemakers: a Fix under way holds the Reformist's cards and the offers.
  const t = state.modules.troublemakers;
  put(t?.activating ?? [], 'fix: Crises to Activate');
  put(t?.fixed ?? [], 'Fixed Crises');
  // A Revolution card waiting on a decision may hold Draw-deck cards: Boycott's three, the Thugs' pile.
  if (t?.resolving?.kind === 'boycott') put(t.resolving.cards, 'Boycott cards');
  if (t?.resolving?.kind === 'thugs')
    put(
      t.resolving.pile.flatMap((p) => p.cards),
      "the Thugs' pile",
    );
  const fix = state.modules.troublemakers?.fix;
  if (fix) {
    put(fix.committed, 'fix: committed');
    put(
      fix.offers.flatMap((o) => (o.card === null ? [] : [o.card])),
      'fix: offered',
    );
  }
  return places;
}

/** Where each Asset is. */
export function assetPlaces(state: GameState): Map<AssetId, string[]> {
  const places = new Map<AssetId, string[]>();
  const put = (assets: readonly AssetId[], where: string) => addPlace(places, assets, where);
  for (const m of MARKETS) put(state.markets[m].assets, `market ${m}`);
  state.players.forEach((p, i) => put(p.assets, `player ${i}`));
  put(state.removedAssets, 'removed');
  put(state.unusedAssets, 'unused');
  return places;
}

const EXPECTED_CARDS = new Map<string, ReadonlySet<CardId>>();

function expectedCards(state: GameState): ReadonlySet<CardId> {
  const key = `${state.options.level}${state.options.specialActions}`;
  let set = EXPECTED_CARDS.get(key);
  if (!set) EXPECTED_CARDS.set(key, (set = new Set(cardsOfGame(state))));
  return set;
}

/** True when every zone together holds each item of `expected` exactly once and nothing else. */
function eachOnce<T>(zones: Map<T, string[]>, expected: ReadonlySet<T>): boolean {
  if (zones.size !== expected.size) return false;
  for (const [item, where] of zones) if (where.length !== 1 || !expected.has(item)) return false;
  return true;
}

const ASSET_IDS: ReadonlySet<AssetId> = new Set(ASSETS.map((a) => a.id));

/** Every broken invariant, in words; empty when the state is sound. */
export function violations(state: GameState): string[] {
  const out: string[] = [];

  const places = cardPlaces(state);
  const expected = expectedCards(state);
  if (!eachOnce(places, expected)) {
    for (const c of expected) {
      const where = places.get(c) ?? [];
      if (where.length !== 1) out.push(`card ${c} is in ${where.length} places (${where.join(', ') || 'none'})`);
    }
    for (const c of places.keys()) if (!expected.has(c)) out.push(`card ${c} is not part of this game`);
  }

  const assets = assetPlaces(state);
  if (!eachOnce(assets, ASSET_IDS)) {
    for (const a of ASSET_IDS) {
      const where = assets.get(a) ?? [];
      if (where.length !== 1) out.push(`asset ${a} is in ${where.length} places (${where.join(', ') || 'none'})`);
    }
    for (const a of assets.keys()) if (!ASSET_IDS.has(a)) out.push(`${a} is not an Asset`);
  }

  for (const m of MARKETS) {
    const mk = state.markets[m];
    if (mk.assets.length > MARKET_ASSET_CAPACITY) out.push(`${m} holds ${mk.assets.length} assets`);
    for (const a of mk.assets) if (cardsOf(state).assetType(a) !== m) out.push(`${a} sits in the wrong market ${m}`);
    if (mk.assets.length === 0 && (mk.faceUp !== null || mk.faceDown.length > 0)) out.push(`closed market ${m} holds cards`);
  }
  state.players.forEach((p, i) => {
    // Over the limit only while the player is asked to discard down to it (a Disaster Speculator's take).
    const discarding = state.windows.at(-1)?.kind === 'roles.hand-limit' && state.windows.at(-1)!.seats.includes(i);
    // The Reformist receives the cards paid in Tax Tyranny and discards down only once everyone has paid.
    const taxed = state.windows.at(-1)?.kind === 'policy.tax' && i === state.options.troublemaker;
    if (p.hand.length > handLimit(state, i) && !discarding && !taxed) out.push(`player ${i} holds ${p.hand.length} cards`);
    // Cards a player Invested are still face-down in some Market (they know what those are).
    for (const c of p.invested)
      if (!MARKETS.some((m) => state.markets[m].faceDown.includes(c))) out.push(`player ${i} Invested ${c} but it is not face-down in a Market`);
    if (new Set(p.invested).size !== p.invested.length) out.push(`player ${i} has an Invested card twice`);
  });

  // Decision windows ask real seats, and someone may always act until the game is over.
  for (const w of state.windows) {
    if (w.seats.length === 0) out.push(`window ${w.kind} asks no seat`);
    for (const s of [...w.seats, ...w.done]) if (!(Number.isInteger(s) && s >= 0 && s < state.players.length)) out.push(`window ${w.kind} names no such seat ${s}`);
  }
  if (state.phase !== 'gameOver' && deciders(state).length === 0) out.push(`nobody may act in ${stepOf(state)}`);
  if (state.phase === 'gameOver' && deciders(state).length !== 0) out.push('someone may act after the game is over');

  if (state.phase === 'gameOver' && state.result === null) out.push('game over without a result');
  if (state.phase !== 'gameOver' && state.result !== null) out.push('a result while the game goes on');
  if (!CLAIM_PHASES.has(state.phase) && state.phase !== 'gameOver' && state.buy !== null) out.push(`a Buy in progress in ${state.phase}`);
  if (state.phase !== 'turn.gameTheMarket' && state.phase !== 'gameOver' && state.aside.length > 0) out.push(`a card aside in ${state.phase}`);
  const emergencyOpen = state.windows.some((w) => w.kind === 'endOfRound.emergency');
  if (state.phase !== 'endOfRound.emergency' && emergencyOpen) out.push(`an Emergency Measures window open in ${state.phase}`);
  if (state.phase === 'endOfRound.emergency' && !emergencyOpen) out.push('Emergency Measures with no window open');
  if (!Number.isInteger(state.current) || state.current < 0 || state.current >= state.players.length) out.push(`no such seat ${state.current}`);
  if (state.buy?.played.some(isCrisisCard)) out.push('a Crisis was played towards a Buy');
  if (state.buy?.revealed.some(isCrisisCard)) out.push('a Crisis counts among the revealed cards of a Buy (it belongs in foundCrisis)');
  out.push(...(state.options.level >= 2 ? level2Violations(state) : level1Extras(state)));
  return out;
}

const isCrisisCard = (c: CardId) => cardInfo(c).kind === 'crisis';
/** Where a won Buy waits for its claim: a player's, or a Puppet's after its roll (two players). */
/** A Buy stays in progress while it is claimed, and (with the Troublemakers) while the Reformist takes a card before its discard. */
const CLAIM_PHASES: ReadonlySet<string> = new Set(['turn.claim', 'turn.puppetClaim', 'turn.beforeDiscard']);
/** The Puppet's roll and its Buy: still part of the turn, so the end-of-turn Panic! check waits for them (`puppets.roll`). */
const PUPPET_PHASES: ReadonlySet<string> = new Set(['turn.followUp', 'turn.puppetClaim', 'turn.puppetAfterBuy', 'turn.puppetAfterCrisis']);
const PANIC_IDS: ReadonlySet<string> = new Set(PANIC_CARDS.map((p) => p.id));
const PANIC_STEPS: ReadonlySet<string> = new Set(['panic.negotiate', 'panic.remove']);

/** A Level 1 game has nothing of Level 2. */
function level1Extras(state: GameState): string[] {
  const out: string[] = [];
  // The Puppets play at every level: their slice (the pending roll) is not Level 2's.
  const slices = Object.keys(state.modules).filter((m) => !(m === 'puppets' && hasPuppets(state)));
  if (slices.length > 0) out.push(`module slices at Level 1: ${slices.join(', ')}`);
  const crises = crisesOf(state);
  if (crises.guillotine.length > 0) out.push('a Crisis beside the Guillotine at Level 1');
  if (crises.aside.length > 0) out.push('Crises set aside at Level 1');
  if (crises.found !== null) out.push('a found Crisis at Level 1');
  const panic = panicOf(state);
  if (panic.deck.length > 0 || panic.done || panic.current !== null) out.push('the Panic! at Level 1');
  if (crises.lastBy !== null) out.push('a last Crisis at Level 1');
  for (const w of state.windows) if (PANIC_STEPS.has(w.kind)) out.push(`window ${w.kind} at Level 1`);
  if (state.result?.kind === 'revolution') out.push('the Revolution at Level 1');
  return out;
}

/** Rebels, Crises and the Panic! (Level 2). */
function level2Violations(state: GameState): string[] {
  const out: string[] = [];
  const over = state.phase === 'gameOver';
  const crises = crisesOf(state);
  const slice = panicOf(state);
  const step = stepOf(state);
  if (state.modules.crises === undefined) out.push('no Crises slice at Level 2');
  if (state.modules.panic === undefined) out.push('no Panic! slice at Level 2');

  // Rebels: on Crises + in reserve = 10, and 0 ≤ each Crisis's Rebels ≤ its icons (Organize! may
  // put more on one: only with the Troublemakers).
  let onCrises = 0;
  const organizing = state.modules.troublemakers !== undefined;
  for (const g of crises.guillotine) {
    if (!CRISIS_CARDS.some((c) => c.id === g.card)) out.push(`${g.card} beside the Guillotine is not a Crisis`);
    if (!Number.isInteger(g.rebels) || g.rebels < 0 || (g.rebels > cardsOf(state).rebels(g.card) && !organizing))
      out.push(`${g.card} carries ${g.rebels} Rebels (icons: ${cardsOf(state).rebels(g.card)})`);
    onCrises += g.rebels;
  }
  if (rebelsOnCrises(state) !== onCrises) out.push(`rebelsOnCrises says ${rebelsOnCrises(state)}, the Crises carry ${onCrises}`);
  if (onCrises + rebelsInReserve(state) !== REBELS) out.push(`${onCrises} Rebels on Crises and ${rebelsInReserve(state)} in reserve do not make ${REBELS}`);
  if (rebelsInReserve(state) < 0 || onCrises > REBELS) out.push(`${onCrises} Rebels on Crises: there are only ${REBELS}`);

  // The Revolution: the game is over in the Revolution exactly when all ten Rebels stand on Crises.
  const revolution = over && state.result?.kind === 'revolution';
  // …or is being decided: the Celebrity's holder is asked first (Level 3).
  if (onCrises === REBELS && !revolution && state.phase !== 'deciding')
    out.push(`all ${REBELS} Rebels stand on Crises but the game is not over in the Revolution (${state.phase}, ${state.result?.kind ?? 'no result'})`);
  if (revolution && onCrises !== REBELS) out.push(`the Revolution with only ${onCrises} Rebels on Crises`);
  // A Celebrity spared wins, and at Level 4 a Revealed Toady may share that win (`role.toady`).
  const spared = revolution && state.result!.rule === 'role.celebrity' && state.result!.winners.length >= 1;
  // A Revolutionary (the Troublemakers) wins the Revolution, Declared or not; no other Troublemaker does.
  const revolutionary = state.modules.troublemakers?.alignment === 'revolutionary' ? state.options.troublemaker : undefined;
  const others = revolution ? state.result!.winners.filter((w) => w !== revolutionary) : [];
  if (revolution && revolutionary !== undefined && !state.result!.winners.includes(revolutionary)) out.push('the Revolution without the Revolutionary among its winners');
  if (revolution && !spared && (others.length !== 0 || state.result!.rule !== 'revolution.all-rebels'))
    out.push('the Revolution must have no winners (but a Celebrity spared, or the Revolutionary) and cite revolution.all-rebels');

  for (const c of crises.aside) if (!isCrisisCard(c)) out.push(`${c} is set aside with the Crises but is not one`);
  if (crises.found !== null && !isCrisisCard(crises.found)) out.push(`found Crisis ${crises.found} is not a Crisis`);
  if (crises.found !== null && !CLAIM_PHASES.has(state.phase) && !over) out.push(`a found Crisis waits to be Activated in ${state.phase}`);
  if (crises.guillotine.length > 0 && crises.lastBy === null && slice.current !== null) out.push('a Panic! with no player who caused the last Crisis');
  if (crises.lastBy !== null && !(crises.lastBy >= 0 && crises.lastBy < state.players.length)) out.push(`no such seat ${crises.lastBy} (last Crisis)`);

  // The Panic!: once a game, its cards gone afterwards; in progress only in the Panic! phases.
  if (slice.done && (slice.deck.length > 0 || slice.current !== null)) out.push('the Panic! is done but its cards or its state remain');
  if (!slice.done) {
    if (slice.deck.length === 0) out.push('no Panic! cards left although the Panic! has not happened');
    if (slice.deck.some((p) => !PANIC_IDS.has(p)) || new Set(slice.deck).size !== slice.deck.length) out.push(`bad Panic! cards ${slice.deck.join(', ')}`);
  }
  // Level 3 may ask about Roles first (the Disaster Speculator right after the Crisis), and Level 4
  // sets the Policy after the Crisis and lets the turn's player stuff their envelope: the Panic! follows.
  const rolesFirst = state.windows.some((w) => w.kind.startsWith('roles.') || w.kind.startsWith('policy.'));
  if (onCrises >= PANIC_THRESHOLD && !slice.done && slice.current === null && !over && !rolesFirst && !PUPPET_PHASES.has(state.phase))
    out.push(`${onCrises} Rebels on Crises, the Panic! has not happened and is not under way (${step})`);
  // A trade that completes someone's five Assets ends the game in the middle of the Panic!.
  const panicOver = over && state.result?.kind === 'victory';
  // A Role window (the Power Broker's) or a Policy window (the bribe step) may sit on top of the Panic!'s own.
  if (PANIC_STEPS.has(step) !== (slice.current !== null) && !(panicOver && slice.current !== null) && !(rolesFirst && slice.current !== null))
    out.push(`step ${step} with ${slice.current === null ? 'no' : 'a'} Panic! in progress`);
  const panicWindows = state.windows.filter((w) => PANIC_STEPS.has(w.kind)).length;
  if (panicWindows > 1) out.push(`${panicWindows} Panic! windows open`);
  const panic = slice.current;
  if (panic) {
    if (!slice.deck.includes(panic.card)) out.push(`the Panic! card ${panic.card} is not one of the Panic! cards`);
    if (!(panic.by >= 0 && panic.by < state.players.length)) out.push(`no such seat ${panic.by} (Panic!)`);
    const types: readonly string[] = cardsOf(state).panicTypes(panic.card);
    const offered = new Set<string>();
    for (const o of panic.offers) {
      const market = ASSETS.some((a) => a.id === o.asset) ? cardsOf(state).assetType(o.asset) : undefined;
      if (!state.players[o.player]?.assets.includes(o.asset)) out.push(`${o.asset} is on offer from seat ${o.player}, who does not hold it`);
      if (!market || !types.includes(market)) out.push(`${o.asset} is on offer but ${panic.card} does not ask for ${market}`);
      if (market && offered.has(market)) out.push(`two ${market} Assets on offer`);
      if (market) offered.add(market);
    }
    if (step === 'panic.negotiate' && (panic.roll !== null || panic.toRemove !== 0)) out.push('a die roll during the negotiation');
    if (step === 'panic.remove') {
      if (panic.roll === null || panic.roll < 1 || panic.roll > 6) out.push(`die roll ${panic.roll} in panic.remove`);
      if (!(panic.toRemove > 0 && panic.toRemove <= (panic.roll ?? 0))) out.push(`${panic.toRemove} Rebels to remove after a roll of ${panic.roll}`);
      if (panic.offers.length > 0) out.push('offers left after the sacrifice');
      // Only a real choice is left to the roller: several Crises with Rebels, and fewer to take than they carry.
      const left = crises.guillotine.filter((g) => g.rebels > 0);
      if (left.length < 2 || panic.toRemove >= onCrises)
        out.push(`the roller is asked to choose with no choice to make (${left.length} Crises with Rebels, ${panic.toRemove} to remove of ${onCrises})`);
    }
  }
  return out;
}

/**
 * What one move may change (Level 2): Crises beside the Guillotine never leave and keep their
 * order; Rebels arrive only with a Crisis Activated (as many as its icons, while the reserve lasts)
 * and leave only one at a time in a successful Panic!; the Panic! starts at most once (only with
 * seven or more Rebels on Crises, never once done); the Revolution comes with the tenth Rebel.
 */
/**
 * Who draws the Panic! card: the player who caused the last Crisis, but never a Declared
 * Revolutionary (Troublemakers, unless the game plays without `troublemakers.revolutionary-panic`):
 * for them, the first Billionaire to their left.
 */
function panicDrawerOf(state: GameState, cause: number): number {
  const tm = state.modules.troublemakers;
  const uncorrected = state.options.uncorrected ?? [];
  if (state.options.troublemaker !== cause || !tm?.declared || uncorrected.includes('troublemakers.revolutionary-panic')) return cause;
  const n = state.players.length;
  for (let k = 1; k < n; k++) if (state.players[(cause + k) % n]!.billionaire !== null) return (cause + k) % n;
  return cause;
}

export function stepViolations(before: GameState, move: Move, after: GameState, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const count = (type: GameEvent['type']) => events.filter((e) => e.type === type).length;
  if (after.options.level < 2) {
    const l2 = events.filter((e) => ['crisisFound', 'crisisActivated', 'panicStarted', 'revolution', 'rebelRemoved'].includes(e.type));
    if (l2.length > 0) out.push(`Level 2 events at Level 1: ${l2.map((e) => e.type).join(', ')}`);
    return out;
  }
  const g0 = crisesOf(before).guillotine;
  const g1 = crisesOf(after).guillotine;
  // Only a Fix (the Troublemakers) takes a Crisis away from the Guillotine: the one it fixed.
  const fixedNow = events.flatMap((e) => (e.type === 'fixResult' && e.fixed ? [e.crisis] : []));
  const stayed = g0.filter((g) => !fixedNow.includes(g.card));
  if (fixedNow.some((c) => g1.some((g) => g.card === c))) out.push('a Fixed Crisis is still beside the Guillotine');
  if (stayed.some((g, i) => g1[i]?.card !== g.card)) out.push('a Crisis left the Guillotine or changed places');
  const activated = events.filter((e) => e.type === 'crisisActivated');
  if (g1.length - stayed.length !== activated.length)
    out.push(`${g1.length - stayed.length} new Crises beside the Guillotine but ${activated.length} crisisActivated events`);
  // In event order: a Rebel taken off (the Panic!, a Revolution card, a Fix) goes back to the
  // reserve, Rebels added come out of it, an Activated Crisis takes as many as its icons while the reserve lasts.
  let reserve = REBELS - rebelsOnCrises(before);
  for (const e of events) {
    if (e.type === 'rebelRemoved' || e.type === 'rebelTakenOff') reserve++;
    if (e.type === 'rebelsRepressed') reserve += e.count;
    if (e.type === 'rebelsAdded') reserve -= e.count;
    if (e.type === 'fixResult' && e.fixed) reserve += g0.find((g) => g.card === e.crisis)?.rebels ?? 0;
    if (e.type !== 'crisisActivated') continue;
    const placed = g1.find((g) => g.card === e.card);
    if (!placed || g0.some((g) => g.card === e.card)) {
      out.push(`crisisActivated ${e.card} does not match the Guillotine`);
      continue;
    }
    const want = Math.min(cardsOf(after).rebels(placed.card), reserve);
    reserve -= want;
    if (e.count !== want) out.push(`${placed.card} Activated with ${e.count} Rebels, expected ${want}`);
  }
  // Rebels leave one at a time, each with a rebelRemoved (or rebelTakenOff) event naming its Crisis,
  // or (Level 4's Repress the Rebels) one or two off one Crisis with a rebelsRepressed event; Organize! adds some.
  const removed = new Map<string, number>();
  for (const e of events) if (e.type === 'rebelRemoved') removed.set(e.card, (removed.get(e.card) ?? 0) + 1);
  for (const e of events) if (e.type === 'rebelTakenOff') removed.set(e.crisis, (removed.get(e.crisis) ?? 0) + 1);
  for (const e of events) if (e.type === 'rebelsRepressed') removed.set(e.card, (removed.get(e.card) ?? 0) + e.count);
  for (const e of events) if (e.type === 'rebelsAdded') removed.set(e.crisis, (removed.get(e.crisis) ?? 0) - e.count);
  if (count('rebelsRepressed') > 0 && move.type !== 'repress') out.push(`Rebels repressed by a ${move.type}`);
  for (const g of stayed) {
    const now = g1.find((x) => x.card === g.card);
    if (now && now.rebels !== g.rebels - (removed.get(g.card) ?? 0))
      out.push(`${g.card} went from ${g.rebels} to ${now.rebels} Rebels with ${removed.get(g.card) ?? 0} removed`);
  }
  for (const e of activated) {
    const placed = g1.find((g) => g.card === e.card);
    if (placed && placed.rebels !== e.count - (removed.get(placed.card) ?? 0)) out.push(`${placed.card} carries ${placed.rebels} Rebels after its Activation`);
  }
  if (count('rebelRemoved') > 0 && !['panicAgree', 'removeRebel'].includes(move.type)) out.push(`Rebels removed by a ${move.type}`);
  if (move.type === 'removeRebel' && removed.get(move.crisis) === undefined) out.push(`removeRebel ${move.crisis} did not take a Rebel off it`);

  // The Panic!: once a game.
  const p0 = panicOf(before);
  const p1 = panicOf(after);
  const started = count('panicStarted');
  if (started > 1) out.push(`${started} Panic!s started by one move`);
  if (started > 0) {
    if (p0.done || p0.current !== null) out.push('a second Panic!');
    // (Level 3: the hidden Role holders are asked first, for the Power Broker.)
    if (stepOf(after) !== 'panic.negotiate' && stepOf(after) !== 'roles.broker') out.push(`the Panic! started but the game is in ${stepOf(after)}`);
    if (rebelsOnCrises(after) < PANIC_THRESHOLD) out.push(`the Panic! started with ${rebelsOnCrises(after)} Rebels on Crises`);
    const lastBy = crisesOf(after).lastBy;
    const drawer = lastBy === null ? null : panicDrawerOf(after, lastBy);
    if (p1.current && drawer !== null && p1.current.by !== drawer)
      out.push(`the Panic! card was drawn by seat ${p1.current.by}, not by who caused the last Crisis (${lastBy}) or stands in for them (${drawer})`);
  }
  if (p0.done && !p1.done) out.push('the Panic! came undone');
  if (!p0.done && p0.current === null && p1.current !== null && started === 0) out.push('a Panic! without a panicStarted event');
  if (count('panicEnded') > 0 && !p1.done) out.push('the Panic! ended but is not marked done');
  if (count('panicSacrificed') > 0 && count('dieRolled') !== 1) out.push('a sacrifice without exactly one die roll');

  // The Revolution comes with the tenth Rebel, and only then.
  const revolution = count('revolution') > 0;
  if (revolution !== (after.result?.kind === 'revolution' && before.result === null))
    out.push('a revolution event without the game ending in it, or the other way round');
  if (rebelsOnCrises(after) === REBELS && rebelsOnCrises(before) < REBELS && !revolution && after.phase !== 'deciding')
    out.push('the tenth Rebel arrived without the Revolution');
  return out;
}

/** Every broken invariant that the game's own modules check (`GameModule.invariants`), each marked as a module's. */
export function moduleViolations(state: GameState): string[] {
  const modules = installedModules().filter((m) => m.enabled(state.options));
  return modules.flatMap((m) => m.invariants?.(state) ?? []).map((v) => `module: ${v}`);
}

/**
 * Where a check was made, for its failure message: words, or a function that gives them, so that a
 * caller at every move of a random game writes them (a move as JSON) only when a check fails.
 */
type Context = string | (() => string);
const contextText = (context: Context) => {
  const text = typeof context === 'function' ? context() : context;
  return text ? ` ${text}` : '';
};

/** Throws with every broken rule of one move. */
export function assertStep(before: GameState, move: Move, after: GameState, events: readonly GameEvent[], context: Context = ''): void {
  const broken = stepViolations(before, move, after, events);
  if (broken.length > 0) throw new Error(`a move broke the rules of change${contextText(context)}:\n  ${broken.join('\n  ')}`);
}

/** Throws with every broken invariant listed (usable inside and outside `expect`). */
export function assertInvariants(state: GameState, context: Context = ''): void {
  const broken = violations(state);
  if (broken.length > 0) throw new Error(`invariants broken${contextText(context)}:\n  ${broken.join('\n  ')}`);
}
