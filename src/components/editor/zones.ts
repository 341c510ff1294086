/**
 * Every zone of the table the editor can set, each described in a few lines: its name, what is in
 * it now, and the list of what can go there (`choices`). The table only says where a zone sits
 * (`ZoneKey`, table/types.ts); this file says what it holds. A module adds its zones from its own
 * folder (`ZoneParts`: Level 3's Roles and Bunker in modules/roles/zones.ts, Level 4's envelopes and
 * Policy in modules/policy/zones.ts, the Space Program's and the Troublemakers' in theirs), handed
 * in by whoever shows the editor, and places their keys on the table: no new list code here.
 */
import { BILLIONAIRE_IDS, MARKETS, PANIC_CARDS, PANIC_THRESHOLD, type AssetId, type CardId, type MarketId } from '../../machine/index.ts';
import { assetName, billionaireName, cardLabel, marketName } from '../shared/format.ts';
import { draftCards, isPuppetSeat, namedFaceDown, placeAsset, setBillionaire, type Draft, type PanicStage } from '../../machine/draft/draft.ts';
import { rebelsStanding } from '../../machine/draft/panic-stage.ts';
import { asideList, faceDownList, faceUpList, guillotineList, handList, pileList } from '../../machine/draft/lists.ts';
import type { MarketPart, SeatPart, ZoneKey } from '../table/types.ts';
import { cardZone, cardsText, choice, seatName, zone } from './choices.ts';
import { quickList } from './combined.ts';
import type { Choice, ZoneParts, ZoneSpec } from './types.ts';

const NOT_SET = 'not set: dealt at random when you fill the rest';

function handSpec(d: Draft, seat: number): ZoneSpec {
  return cardZone(d, 'Hand', `the hand of ${seatName(d, seat)}`, handList(seat), { unsettable: true });
}

function faceUpSpec(d: Draft, m: MarketId): ZoneSpec {
  const name = `the face-up card at ${marketName(m)}`;
  const list = faceUpList(m);
  const now = d.markets[m].faceUp;
  const none = now !== null ? [choice('none', 'No card', 'Not set', (x) => list.set(x, []), `No card face-up at ${marketName(m)}.`)] : [];
  const spec = cardZone(d, 'Face-up card', name, list, {
    unsettable: true,
    multi: false,
    now: now === undefined ? NOT_SET : now === null ? 'no card' : cardLabel(now, draftCards(d)),
  });
  // One card at a time: the card there now is replaced, not listed to take out.
  return { ...spec, choices: [...none, ...spec.choices.filter((c) => !c.id.startsWith('out:'))] };
}

function faceDownSpec(d: Draft, m: MarketId): ZoneSpec {
  return cardZone(d, 'Face-down cards', `the face-down cards at ${marketName(m)}`, faceDownList(m), { unsettable: true });
}

function pileSpec(d: Draft, which: 'deck' | 'discard'): ZoneSpec {
  const now =
    which === 'deck' ? (d.deck.length === 0 ? 'no card named: the deck is shuffled' : `top first: ${cardsText(d, d.deck)}`) : `bottom first: ${cardsText(d, d.discard)}`;
  return cardZone(d, which === 'deck' ? 'Top of the deck' : 'Discard pile', which === 'deck' ? 'the top of the Draw deck' : 'the Discard pile', pileList(which), { now });
}

function asideSpec(d: Draft): ZoneSpec {
  return cardZone(d, 'Set-aside Crises', 'the set-aside Crises', asideList, {
    unsettable: true,
    ...(d.crisesAside ? {} : { now: 'not set: every Crisis placed nowhere, shuffled' }),
  });
}

function guillotineSpec(d: Draft): ZoneSpec {
  const now = d.guillotine.length === 0 ? 'none' : d.guillotine.map((g) => `${draftCards(d).cardName(g.card)} with ${g.rebels} Rebels`).join(', ');
  return cardZone(d, 'Activated Crises', 'the Crises beside the Guillotine', guillotineList, { now });
}

function rebelsSpec(d: Draft, card: CardId): ZoneSpec {
  const at = d.guillotine.findIndex((g) => g.card === card);
  const icons = draftCards(d).rebels(card);
  const set = (n: number) => (x: Draft) => ({ ...x, guillotine: x.guillotine.map((g) => (g.card === card ? { ...g, rebels: n } : g)) });
  const counts = Array.from({ length: icons + 1 }, (_, n) =>
    choice(String(n), `${n} ${n === 1 ? 'Rebel' : 'Rebels'}`, 'Rebels on it', set(n), `${n} Rebels on ${draftCards(d).cardName(card)}.`),
  );
  const remove = (x: Draft) => ({ ...x, guillotine: x.guillotine.filter((g) => g.card !== card) });
  return zone('Rebels', `the Rebels on ${draftCards(d).cardName(card)}`, `${d.guillotine[at]?.rebels ?? 0} of ${icons}`, [
    ...counts,
    choice('remove', 'Take this Crisis off the Guillotine', 'The Crisis', remove, `${draftCards(d).cardName(card)} taken off the Guillotine.`),
  ]);
}

function billionaireSpec(d: Draft, seat: number): ZoneSpec {
  const choices = BILLIONAIRE_IDS.flatMap((b) => {
    const at = d.players.findIndex((p) => p.billionaire === b);
    if (at === seat) return [];
    const name = billionaireName(b);
    return at < 0
      ? [choice(b, name, 'Not at the table', (x) => setBillionaire(x, seat, b), `Seat ${seat + 1} is now the ${name}.`)]
      : [
          choice(
            b,
            `${name} (swap with seat ${at + 1})`,
            'At another seat: the two seats swap',
            (x) => setBillionaire(x, seat, b),
            `Seats ${seat + 1} and ${at + 1} swapped: seat ${seat + 1} is now the ${name}.`,
          ),
        ];
  });
  return zone('Billionaire', `the Billionaire at seat ${seat + 1}`, billionaireName(d.players[seat]!.billionaire), choices);
}

/** Where an Asset is, in words. */
function assetPlace(d: Draft, a: AssetId): string {
  const seat = d.players.findIndex((p) => p.assets.includes(a));
  if (seat >= 0) return seatName(d, seat);
  const m = draftCards(d).assetType(a);
  return d.markets[m].assets.includes(a) ? `the ${marketName(m)} Market` : 'out of play';
}

const assetsText = (d: Draft, assets: readonly AssetId[], none = 'none') => (assets.length === 0 ? none : assets.map((a) => assetName(a, draftCards(d))).join(', '));

function seatAssetsSpec(d: Draft, seat: number, m: MarketId): ZoneSpec {
  const held = d.players[seat]!.assets.filter((a) => draftCards(d).assetType(a) === m);
  const choices = draftCards(d)
    .assetsOfType(m)
    .map((a) =>
      held.includes(a)
        ? choice(
            a,
            `Give back: ${assetName(a, draftCards(d))}`,
            'Held now',
            (x) => placeAsset(x, a, 'market'),
            `${assetName(a, draftCards(d))} given back to its Market.`,
          )
        : choice(
            a,
            `${assetName(a, draftCards(d))}, from ${assetPlace(d, a)}`,
            'Take',
            (x) => placeAsset(x, a, { seat }),
            `${seatName(d, seat)} now holds the ${assetName(a, draftCards(d))}.`,
          ),
    );
  return zone(`${marketName(m)} Assets`, `the ${marketName(m)} Assets of ${seatName(d, seat)}`, assetsText(d, held), choices, { multi: true });
}

function investedSpec(d: Draft, seat: number): ZoneSpec {
  const mine = d.players[seat]!.invested;
  const toggle = (c: CardId, on: boolean) => (x: Draft) => ({
    ...x,
    players: x.players.map((p, i) => (i === seat ? { ...p, invested: on ? p.invested.filter((v) => v !== c) : [...p.invested, c] } : p)),
  });
  const choices = namedFaceDown(d)
    .filter((c) => mine.includes(c) || !d.players.some((p) => p.invested.includes(c)))
    .map((c) =>
      mine.includes(c)
        ? choice(c, `Not Invested: ${cardLabel(c, draftCards(d))}`, 'Invested now', toggle(c, true), `${cardLabel(c, draftCards(d))} is no longer an Investment.`)
        : choice(c, cardLabel(c, draftCards(d)), 'Face-down in a Market', toggle(c, false), `${seatName(d, seat)} Invested ${cardLabel(c, draftCards(d))}.`),
    );
  return zone('Invested', `the cards ${seatName(d, seat)} Invested`, mine.length === 0 ? 'none' : cardsText(d, mine), choices, { multi: true });
}

function marketAssetsSpec(d: Draft, m: MarketId): ZoneSpec {
  const here = d.markets[m].assets;
  const choices = draftCards(d)
    .assetsOfType(m)
    .map((a) =>
      here.includes(a)
        ? choice(
            a,
            `Take out of the game: ${assetName(a, draftCards(d))}`,
            'At this Market now',
            (x) => placeAsset(x, a, 'out'),
            `${assetName(a, draftCards(d))} is out of play.`,
          )
        : choice(
            a,
            `${assetName(a, draftCards(d))}, from ${assetPlace(d, a)}`,
            'Bring here',
            (x) => placeAsset(x, a, 'market'),
            `${assetName(a, draftCards(d))} is at its Market.`,
          ),
    );
  return zone('Assets', `the Assets at ${marketName(m)}`, assetsText(d, here, 'none: the Market is closed'), choices, { multi: true });
}

/** One choice per person at the table (a Puppet never takes a turn, causes a Crisis or draws a Panic! card: its controller does). */
const seatChoices = (d: Draft, group: string, apply: (seat: number) => (x: Draft) => Draft, said: (seat: number) => string): Choice[] =>
  d.players.flatMap((_, i) => (isPuppetSeat(d, i) ? [] : [choice(String(i), `Seat ${i + 1}: ${billionaireName(d.players[i]!.billionaire)}`, group, apply(i), said(i))]));

function panicSpec(d: Draft): ZoneSpec {
  const stage = (p: PanicStage) => (x: Draft) => ({ ...x, panic: p });
  const now = d.panic.kind === 'pending' ? 'still to come' : d.panic.kind === 'done' ? 'over: it happened' : `under way, drawn by ${seatName(d, d.panic.by)}`;
  // Below the threshold "under way" is refused; the group's name says what it needs first.
  const needs = PANIC_THRESHOLD - rebelsStanding(d);
  const drawnBy = seatChoices(
    d,
    needs > 0 ? `Under way, after ${needs} more ${needs === 1 ? 'Rebel' : 'Rebels'} on Crises: its card drawn by` : 'Under way: its card drawn by',
    (i) => stage({ kind: 'under-way', by: i }),
    (i) => `The Panic! is under way; ${seatName(d, i)} drew its card.`,
  );
  return zone('Panic!', 'the Panic!', now, [
    choice('pending', 'Still to come', 'The Panic!', stage({ kind: 'pending' }), 'The Panic! is still to come.'),
    choice('done', 'Over: it happened', 'The Panic!', stage({ kind: 'done' }), 'The Panic! has happened.'),
    ...drawnBy,
  ]);
}

function panicCardSpec(d: Draft): ZoneSpec {
  const cards = PANIC_CARDS.map((p) =>
    choice(
      p.id,
      `${draftCards(d).panicName(p.id)} (${draftCards(d).panicTypes(p.id).map(marketName).join(', ')})`,
      'On top of the Panic! cards',
      (x) => ({ ...x, panicTop: p.id }),
      `${draftCards(d).panicName(p.id)} is the Panic! card to be drawn.`,
    ),
  );
  const unset = d.panicTop ? [choice('unset', 'Leave to chance (not set)', 'Not set', (x) => ({ ...x, panicTop: undefined }), 'The Panic! card: left to chance.')] : [];
  const now = d.panicTop ? draftCards(d).panicName(d.panicTop) : 'not set: shuffled';
  return zone('Panic! card', 'the Panic! card to be drawn', now, [...cards, ...unset], { unset: d.panicTop === undefined });
}

function lastBySpec(d: Draft): ZoneSpec {
  const set = (i: number | null) => (x: Draft) => ({ ...x, lastCrisisBy: i });
  return zone('Last Crisis by', 'the player who caused the last Crisis', d.lastCrisisBy === null ? 'nobody yet' : seatName(d, d.lastCrisisBy), [
    choice('none', 'Nobody yet', 'Caused by', set(null), 'Nobody has caused a Crisis yet.'),
    ...seatChoices(d, 'Caused by', set, (i) => `${seatName(d, i)} caused the last Crisis.`),
  ]);
}

function turnSpec(d: Draft): ZoneSpec {
  const choices = seatChoices(
    d,
    'Whose turn',
    (i) => (x) => ({ ...x, current: i }),
    (i) => `It is the turn of ${seatName(d, i)}.`,
  );
  return zone('Turn of', 'whose turn it is', seatName(d, d.current), choices);
}

const STEPS = [
  ['turn.start', 'Before the draw (may draw or act)'],
  ['turn.action', 'After the draw (must act)'],
] as const;

function stepSpec(d: Draft): ZoneSpec {
  const choices = STEPS.map(([p, label]) => choice(p, label, 'Step of the turn', (x) => ({ ...x, phase: p }), `The turn is at: ${label}.`));
  return zone('Step', 'the step of the turn', STEPS.find(([p]) => p === d.phase)![1], choices);
}

/** The Rounds offered; a longer game is rare, and typing filters the list anyway. */
const ROUNDS = 20;

function roundSpec(d: Draft): ZoneSpec {
  const choices = Array.from({ length: ROUNDS }, (_, i) => choice(String(i + 1), `Round ${i + 1}`, 'Round', (x) => ({ ...x, round: i + 1 }), `Round ${i + 1}.`));
  return zone('Round', 'the Round', `Round ${d.round}`, choices);
}

/** What the modules say of a zone: null when one takes it off this draft, else the first description, else undefined (none of theirs). */
function modulesSpec(modules: readonly ZoneParts[], d: Draft, key: ZoneKey): ZoneSpec | null | undefined {
  let found: ZoneSpec | undefined;
  for (const m of modules) {
    const spec = m.spec(d, key);
    if (spec === null) return null;
    found ??= spec;
  }
  return found;
}

/** Every zone of a Billionaire's board, in the board's order: what the board's quick list holds. */
const BOARD_PARTS: readonly SeatPart[] = ['billionaire', 'out', 'hand', ...MARKETS.map((m) => `assets:${m}` as const), 'role', 'envelope', 'invested'];

/** The Crises' and the Panic!'s zones, in the Guillotine's order. */
const CRISES_PARTS = ['guillotine', 'lastBy', 'aside', 'panic', 'panicCard'] as const;

function boardSpec(d: Draft, seat: number, modules: readonly ZoneParts[]): ZoneSpec {
  const parts = BOARD_PARTS.map((part) => ({ key: part, spec: zoneSpec(d, `seat:${seat}:${part}`, modules) }));
  return quickList('board', 'Whole board', `the whole board of ${seatName(d, seat)}`, parts);
}

const MARKET_PARTS = ['assets', 'faceUp', 'faceDown'] as const;

function marketSpec(d: Draft, m: MarketId, modules: readonly ZoneParts[]): ZoneSpec {
  const parts = MARKET_PARTS.map((part) => ({ key: part, spec: zoneSpec(d, `market:${m}:${part}`, modules) }));
  return quickList('market', 'Whole Market', `the whole ${marketName(m)} Market`, parts);
}

function crisesSpec(d: Draft, modules: readonly ZoneParts[]): ZoneSpec {
  return quickList(
    'crises',
    'All Crises and the Panic!',
    'the Crises and the Panic!',
    CRISES_PARTS.map((key) => ({ key, spec: zoneSpec(d, key, modules) })),
  );
}

/**
 * The description of a zone, or null for a key that names no zone of this draft (a seat that has
 * gone, a module's zone when the module is not played). `modules`: the zones of the modules' widgets
 * (every module the editor can switch on), asked first.
 */
export function zoneSpec(d: Draft, key: ZoneKey, modules: readonly ZoneParts[]): ZoneSpec | null {
  const [kind, a, b, c] = key.split(':') as [string, string?, string?, string?];
  if (kind === 'seat' && !d.players[Number(a)]) return null;
  // The quick lists are made of the zones below (each asked of the modules in turn), never a module's own.
  if (kind === 'seat' && b === 'board') return boardSpec(d, Number(a), modules);
  if (kind === 'crises') return d.level >= 2 ? crisesSpec(d, modules) : null;
  const own = modulesSpec(modules, d, key);
  if (own !== undefined) return own;
  if (kind === 'seat') {
    const seat = Number(a);
    // A seat without a Billionaire (the Troublemaker's) is described by its module.
    if (b === 'billionaire') return d.players[seat]!.billionaire === null ? null : billionaireSpec(d, seat);
    // A Puppet holds no cards: its board has only its Billionaire and Assets (and what a module adds).
    if (isPuppetSeat(d, seat) && b !== undefined && !b.startsWith('assets')) return null;
    if (b === 'hand') return handSpec(d, seat);
    if (b === 'invested') return investedSpec(d, seat);
    if (b === 'assets' && (MARKETS as readonly string[]).includes(c ?? '')) return seatAssetsSpec(d, seat, c as MarketId);
    return null;
  }
  if (kind === 'market') {
    const m = a as MarketId;
    if (!(MARKETS as readonly string[]).includes(m)) return null;
    if (b === 'whole') return marketSpec(d, m, modules);
    return b === 'assets' ? marketAssetsSpec(d, m) : b === 'faceUp' ? faceUpSpec(d, m) : b === 'faceDown' ? faceDownSpec(d, m) : null;
  }
  if (kind === 'crisis') return d.guillotine.some((g) => g.card === a) ? rebelsSpec(d, a as CardId) : null;
  switch (kind) {
    case 'turn':
      return turnSpec(d);
    case 'step':
      return stepSpec(d);
    case 'round':
      return roundSpec(d);
    case 'deck':
    case 'discard':
      return pileSpec(d, kind);
    case 'guillotine':
      return d.level >= 2 ? guillotineSpec(d) : null;
    case 'aside':
      return d.level >= 2 ? asideSpec(d) : null;
    case 'lastBy':
      return d.level >= 2 ? lastBySpec(d) : null;
    case 'panic':
      return d.level >= 2 ? panicSpec(d) : null;
    case 'panicCard':
      return d.level >= 2 ? panicCardSpec(d) : null;
  }
  return null;
}

/**
 * The zone an engine refusal points at, read from its `field` (`players[2].hand`,
 * `markets.toys.faceDown`, `guillotine`…); `edited` is the zone just changed, used when the field
 * names a whole seat or Market, or nothing on the table.
 */
export function zoneOfField(field: string | undefined, edited: ZoneKey, modules: readonly ZoneParts[]): ZoneKey {
  const at = fieldZone(field, edited, modules);
  // A change made in a quick list is refused in that list, open before the reader, when it is one of its zones.
  return quickListHolds(edited, at) ? edited : at;
}

/** Whether `zone` is one of the zones the quick list `quick` sets (false when `quick` is no quick list). */
export function quickListHolds(quick: ZoneKey, zone: ZoneKey): boolean {
  const board = /^seat:(\d+):board$/.exec(quick);
  if (board) return zone.startsWith(`seat:${board[1]}:`);
  const market = /^(market:[a-z]+:)whole$/.exec(quick);
  if (market) return zone.startsWith(market[1]!);
  return quick === 'crises' && ((CRISES_PARTS as readonly string[]).includes(zone) || zone.startsWith('crisis:'));
}

function fieldZone(field: string | undefined, edited: ZoneKey, modules: readonly ZoneParts[]): ZoneKey {
  if (!field) return edited;
  for (const m of modules) {
    const zone = m.zoneOfField?.(field, edited);
    if (zone !== undefined) return zone;
  }
  const seat = /^players\[(\d+)\]\.(hand|assets|invested)/.exec(field);
  if (seat) {
    const part = seat[2]!;
    if (part !== 'assets') return `seat:${Number(seat[1])}:${part as 'hand' | 'invested'}`;
    return edited.startsWith(`seat:${seat[1]}:assets:`) ? edited : `seat:${Number(seat[1])}:assets:${MARKETS[0]}`;
  }
  const mk = /^markets\.([a-z]+)(?:\.(assets|faceUp|faceDown))?/.exec(field);
  if (mk && (MARKETS as readonly string[]).includes(mk[1]!)) return `market:${mk[1] as MarketId}:${(mk[2] as MarketPart | undefined) ?? 'assets'}`;
  const direct: Record<string, ZoneKey> = {
    deck: 'deck',
    deckSize: 'deck',
    discard: 'discard',
    guillotine: 'guillotine',
    crisesAside: 'aside',
    lastCrisisBy: 'lastBy',
    panicDone: 'panic',
    panic: 'panic',
    panicDeck: 'panicCard',
    phase: 'step',
    round: 'round',
    turn: 'round',
  };
  const top = field.split('.')[0]!;
  return direct[top] ?? edited;
}
