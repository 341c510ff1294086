/**
 * Every zone of the table the editor can set, each described in a few lines: its name, what is in
 * it now, and the list of what can go there (`choices`). The table only says where a zone sits
 * (`ZoneKey`, table/types.ts); this file says what it holds. A module adds its zones from its own
 * folder (`ZoneParts`: Level 3's Roles and Bunker in modules/roles/zones.ts, Level 4's envelopes and
 * Policy in modules/policy/zones.ts, the Space Program's and the Troublemakers' in theirs), handed
 * in by whoever shows the editor, and places their keys on the table: no new list code here.
 */
import {
  ASSETS,
  assetInfo,
  BILLIONAIRE_IDS,
  cardInfo,
  cardName,
  MARKETS,
  PANIC_CARDS,
  rebelIcons,
  type AssetId,
  type CardId,
  type MarketId,
  type Slot,
} from '../../machine/index.ts';
import { assetName, billionaireName, cardLabel, marketName } from '../shared/format.ts';
import { isPuppetSeat, namedFaceDown, placeAsset, setBillionaire, type Draft, type DraftMarket, type PanicStage } from '../../machine/draft/draft.ts';
import type { MarketPart, ZoneKey } from '../table/types.ts';
import { cardChoices, type CardZone, type Choice } from './choices.ts';
import type { ZoneParts, ZoneSpec } from './types.ts';

const seatName = (d: Draft, i: number) => `seat ${i + 1} (${billionaireName(d.players[i]!.billionaire)})`;
const cardsText = (cards: readonly Slot[]) => (cards.length === 0 ? 'empty' : cards.map((c) => (c === null ? 'an unknown card' : cardLabel(c))).join(', '));
const NOT_SET = 'not set: dealt at random when you fill the rest';
const isCrisisCard = (c: CardId) => cardInfo(c).kind === 'crisis';

/** "Leave it to chance": the zone goes back to not set. */
const unsetChoice = (name: string, apply: (d: Draft) => Draft): Choice => ({
  id: 'unset',
  label: 'Leave to chance (not set)',
  group: 'Not set',
  apply,
  said: `${name}: left to chance.`,
});

function seatCards(d: Draft, seat: number, change: (hand: readonly Slot[]) => readonly Slot[]): Draft {
  return { ...d, players: d.players.map((p, i) => (i === seat ? { ...p, hand: change(p.hand ?? []) } : p)) };
}

function market(d: Draft, m: MarketId, change: (mk: DraftMarket) => DraftMarket): Draft {
  return { ...d, markets: { ...d.markets, [m]: change(d.markets[m]) } };
}

const without = <T>(list: readonly T[], index: number) => [...list.slice(0, index), ...list.slice(index + 1)];

/** A card zone as a ZoneSpec: its choices come from `cardChoices`. */
function cardSpec(d: Draft, title: string, zone: CardZone, multi: boolean, extra: readonly Choice[] = []): ZoneSpec {
  const cards = zone.cards(d);
  return {
    title,
    name: zone.name,
    now: cards === undefined ? NOT_SET : cardsText(cards),
    unset: cards === undefined,
    multi,
    choices: [...extra, ...cardChoices(d, zone)],
  };
}

function handSpec(d: Draft, seat: number): ZoneSpec {
  const name = `the hand of ${seatName(d, seat)}`;
  const zone: CardZone = {
    name,
    cards: (x) => x.players[seat]!.hand,
    add: (x, c) => seatCards(x, seat, (h) => [...h, c]),
    remove: (x, i) => seatCards(x, seat, (h) => without(h, i)),
    accepts: (c) => !isCrisisCard(c),
    unknown: true,
  };
  const unset = unsetChoice(name, (x) => ({
    ...x,
    players: x.players.map((p, i) => (i === seat ? { billionaire: p.billionaire, assets: p.assets, invested: p.invested } : p)),
  }));
  return cardSpec(d, 'Hand', zone, true, d.players[seat]!.hand ? [unset] : []);
}

function faceUpSpec(d: Draft, m: MarketId): ZoneSpec {
  const name = `the face-up card at ${marketName(m)}`;
  const zone: CardZone = {
    name,
    cards: (x) => {
      const c = x.markets[m].faceUp;
      return c === undefined ? undefined : c === null ? [] : [c];
    },
    add: (x, c) => market(x, m, (mk) => ({ ...mk, faceUp: c })),
    remove: (x) => market(x, m, (mk) => ({ ...mk, faceUp: null })),
    accepts: () => true,
    unknown: false,
  };
  const now = d.markets[m].faceUp;
  const extra: Choice[] = [
    ...(now !== null ? [{ id: 'none', label: 'No card', group: 'Not set', apply: (x: Draft) => zone.remove(x, 0), said: `No card face-up at ${marketName(m)}.` }] : []),
    ...(now !== undefined ? [unsetChoice(name, (x: Draft) => market(x, m, ({ faceUp: _, ...rest }) => rest))] : []),
  ];
  const spec = cardSpec(d, 'Face-up card', zone, false, extra);
  // One card at a time: the card there now is replaced, not listed to take out.
  return { ...spec, now: now === undefined ? NOT_SET : now === null ? 'no card' : cardLabel(now), choices: spec.choices.filter((c) => !c.id.startsWith('out:')) };
}

function faceDownSpec(d: Draft, m: MarketId): ZoneSpec {
  const name = `the face-down cards at ${marketName(m)}`;
  const zone: CardZone = {
    name,
    cards: (x) => x.markets[m].faceDown,
    add: (x, c) => market(x, m, (mk) => ({ ...mk, faceDown: [...(mk.faceDown ?? []), c] })),
    remove: (x, i) => market(x, m, (mk) => ({ ...mk, faceDown: without(mk.faceDown ?? [], i) })),
    accepts: () => true,
    unknown: true,
  };
  const unset = d.markets[m].faceDown ? [unsetChoice(name, (x: Draft) => market(x, m, ({ faceDown: _, ...rest }) => rest))] : [];
  return cardSpec(d, 'Face-down cards', zone, true, unset);
}

function pileSpec(d: Draft, which: 'deck' | 'discard'): ZoneSpec {
  const name = which === 'deck' ? 'the top of the Draw deck' : 'the Discard pile';
  const zone: CardZone = {
    name,
    cards: (x) => x[which],
    add: (x, c) => (c === null ? x : { ...x, [which]: [...x[which], c] }),
    remove: (x, i) => ({ ...x, [which]: without(x[which], i) }),
    accepts: () => true,
    unknown: false,
  };
  const spec = cardSpec(d, which === 'deck' ? 'Top of the deck' : 'Discard pile', zone, true);
  const now =
    which === 'deck' ? (d.deck.length === 0 ? 'no card named: the deck is shuffled' : `top first: ${cardsText(d.deck)}`) : `bottom first: ${cardsText(d.discard)}`;
  return { ...spec, now };
}

function asideSpec(d: Draft): ZoneSpec {
  const zone: CardZone = {
    name: 'the set-aside Crises',
    cards: (x) => x.crisesAside,
    add: (x, c) => (c === null ? x : { ...x, crisesAside: [...(x.crisesAside ?? []), c] }),
    remove: (x, i) => ({ ...x, crisesAside: without(x.crisesAside ?? [], i) }),
    accepts: isCrisisCard,
    unknown: false,
  };
  const spec = cardSpec(d, 'Set-aside Crises', zone, true, d.crisesAside ? [unsetChoice(zone.name, (x) => ({ ...x, crisesAside: undefined }))] : []);
  return d.crisesAside ? spec : { ...spec, now: 'not set: every Crisis placed nowhere, shuffled' };
}

function guillotineSpec(d: Draft): ZoneSpec {
  const zone: CardZone = {
    name: 'the Crises beside the Guillotine',
    cards: (x) => x.guillotine.map((g) => g.card),
    // A Crisis comes with as many Rebels as it has Rebel icons, as when it is Activated.
    add: (x, c) => (c === null ? x : { ...x, guillotine: [...x.guillotine, { card: c, rebels: rebelIcons(c) }] }),
    remove: (x, i) => ({ ...x, guillotine: without(x.guillotine, i) }),
    accepts: isCrisisCard,
    unknown: false,
  };
  const spec = cardSpec(d, 'Activated Crises', zone, true);
  return { ...spec, now: d.guillotine.length === 0 ? 'none' : d.guillotine.map((g) => `${cardName(g.card)} with ${g.rebels} Rebels`).join(', ') };
}

function rebelsSpec(d: Draft, card: CardId): ZoneSpec {
  const at = d.guillotine.findIndex((g) => g.card === card);
  const name = `the Rebels on ${cardName(card)}`;
  const icons = rebelIcons(card);
  const set = (n: number) => (x: Draft) => ({ ...x, guillotine: x.guillotine.map((g) => (g.card === card ? { ...g, rebels: n } : g)) });
  return {
    title: 'Rebels',
    name,
    now: `${d.guillotine[at]?.rebels ?? 0} of ${icons}`,
    unset: false,
    multi: false,
    choices: [
      ...Array.from({ length: icons + 1 }, (_, n) => ({
        id: String(n),
        label: `${n} ${n === 1 ? 'Rebel' : 'Rebels'}`,
        group: 'Rebels on it',
        apply: set(n),
        said: `${n} Rebels on ${cardName(card)}.`,
      })),
      {
        id: 'remove',
        label: 'Take this Crisis off the Guillotine',
        group: 'The Crisis',
        apply: (x: Draft) => ({
          ...x,
          guillotine: without(
            x.guillotine,
            x.guillotine.findIndex((g) => g.card === card),
          ),
        }),
        said: `${cardName(card)} taken off the Guillotine.`,
      },
    ],
  };
}

function billionaireSpec(d: Draft, seat: number): ZoneSpec {
  const name = `the Billionaire at seat ${seat + 1}`;
  const choices: Choice[] = [];
  for (const b of BILLIONAIRE_IDS) {
    const at = d.players.findIndex((p) => p.billionaire === b);
    if (at === seat) continue;
    choices.push({
      id: b,
      label: at < 0 ? billionaireName(b) : `${billionaireName(b)} (swap with seat ${at + 1})`,
      group: at < 0 ? 'Not at the table' : 'At another seat: the two seats swap',
      apply: (x) => setBillionaire(x, seat, b),
      said: at < 0 ? `Seat ${seat + 1} is now the ${billionaireName(b)}.` : `Seats ${seat + 1} and ${at + 1} swapped: seat ${seat + 1} is now the ${billionaireName(b)}.`,
    });
  }
  return { title: 'Billionaire', name, now: billionaireName(d.players[seat]!.billionaire), unset: false, multi: false, choices };
}

/** Where an Asset is, in words. */
function assetPlace(d: Draft, a: AssetId): string {
  const seat = d.players.findIndex((p) => p.assets.includes(a));
  if (seat >= 0) return seatName(d, seat);
  const m = assetInfo(a).market;
  return d.markets[m].assets.includes(a) ? `the ${marketName(m)} Market` : 'out of play';
}

const assetsOfType = (m: MarketId) => ASSETS.filter((a) => a.market === m).map((a) => a.id as AssetId);

function seatAssetsSpec(d: Draft, seat: number, m: MarketId): ZoneSpec {
  const held = d.players[seat]!.assets.filter((a) => assetInfo(a).market === m);
  const name = `the ${marketName(m)} Assets of ${seatName(d, seat)}`;
  const choices = assetsOfType(m).map((a): Choice => {
    const mine = held.includes(a);
    return mine
      ? { id: a, label: `Give back: ${assetName(a)}`, group: 'Held now', apply: (x) => placeAsset(x, a, 'market'), said: `${assetName(a)} given back to its Market.` }
      : {
          id: a,
          label: `${assetName(a)}, from ${assetPlace(d, a)}`,
          group: 'Take',
          apply: (x) => placeAsset(x, a, { seat }),
          said: `${seatName(d, seat)} now holds the ${assetName(a)}.`,
        };
  });
  return { title: `${marketName(m)} Assets`, name, now: held.length === 0 ? 'none' : held.map(assetName).join(', '), unset: false, multi: true, choices };
}

function investedSpec(d: Draft, seat: number): ZoneSpec {
  const mine = d.players[seat]!.invested;
  const name = `the cards ${seatName(d, seat)} Invested`;
  const choices = namedFaceDown(d)
    .filter((c) => mine.includes(c) || !d.players.some((p) => p.invested.includes(c)))
    .map((c): Choice => {
      const on = mine.includes(c);
      const set = (x: Draft) => ({
        ...x,
        players: x.players.map((p, i) => (i === seat ? { ...p, invested: on ? p.invested.filter((v) => v !== c) : [...p.invested, c] } : p)),
      });
      return {
        id: c,
        label: on ? `Not Invested: ${cardLabel(c)}` : cardLabel(c),
        group: on ? 'Invested now' : 'Face-down in a Market',
        apply: set,
        said: on ? `${cardLabel(c)} is no longer an Investment.` : `${seatName(d, seat)} Invested ${cardLabel(c)}.`,
      };
    });
  return { title: 'Invested', name, now: mine.length === 0 ? 'none' : cardsText(mine), unset: false, multi: true, choices };
}

function marketAssetsSpec(d: Draft, m: MarketId): ZoneSpec {
  const here = d.markets[m].assets;
  const choices = assetsOfType(m).map((a): Choice =>
    here.includes(a)
      ? {
          id: a,
          label: `Take out of the game: ${assetName(a)}`,
          group: 'At this Market now',
          apply: (x) => placeAsset(x, a, 'out'),
          said: `${assetName(a)} is out of play.`,
        }
      : {
          id: a,
          label: `${assetName(a)}, from ${assetPlace(d, a)}`,
          group: 'Bring here',
          apply: (x) => placeAsset(x, a, 'market'),
          said: `${assetName(a)} is at its Market.`,
        },
  );
  return {
    title: 'Assets',
    name: `the Assets at ${marketName(m)}`,
    now: here.length === 0 ? 'none: the Market is closed' : here.map(assetName).join(', '),
    unset: false,
    multi: true,
    choices,
  };
}

/** One choice per person at the table (a Puppet never takes a turn, causes a Crisis or draws a Panic! card: its controller does). */
const seatChoices = (d: Draft, group: string, apply: (seat: number) => (x: Draft) => Draft, said: (seat: number) => string): Choice[] =>
  d.players.flatMap((_, i) =>
    isPuppetSeat(d, i) ? [] : [{ id: String(i), label: `Seat ${i + 1}: ${billionaireName(d.players[i]!.billionaire)}`, group, apply: apply(i), said: said(i) }],
  );

function panicSpec(d: Draft): ZoneSpec {
  const stage = (p: PanicStage) => (x: Draft) => ({ ...x, panic: p });
  const now = d.panic.kind === 'pending' ? 'still to come' : d.panic.kind === 'done' ? 'over: it happened' : `under way, drawn by ${seatName(d, d.panic.by)}`;
  return {
    title: 'Panic!',
    name: 'the Panic!',
    now,
    unset: false,
    multi: false,
    choices: [
      { id: 'pending', label: 'Still to come', group: 'The Panic!', apply: stage({ kind: 'pending' }), said: 'The Panic! is still to come.' },
      { id: 'done', label: 'Over: it happened', group: 'The Panic!', apply: stage({ kind: 'done' }), said: 'The Panic! has happened.' },
      ...seatChoices(
        d,
        'Under way: its card drawn by',
        (i) => stage({ kind: 'under-way', by: i }),
        (i) => `The Panic! is under way; ${seatName(d, i)} drew its card.`,
      ),
    ],
  };
}

function panicCardSpec(d: Draft): ZoneSpec {
  return {
    title: 'Panic! card',
    name: 'the Panic! card to be drawn',
    now: d.panicTop ? PANIC_CARDS.find((p) => p.id === d.panicTop)!.name : 'not set: shuffled',
    unset: d.panicTop === undefined,
    multi: false,
    choices: [
      ...PANIC_CARDS.map((p) => ({
        id: p.id,
        label: `${p.name} (${p.types.map(marketName).join(', ')})`,
        group: 'On top of the Panic! cards',
        apply: (x: Draft) => ({ ...x, panicTop: p.id }),
        said: `${p.name} is the Panic! card to be drawn.`,
      })),
      ...(d.panicTop ? [unsetChoice('The Panic! card', (x: Draft) => ({ ...x, panicTop: undefined }))] : []),
    ],
  };
}

function lastBySpec(d: Draft): ZoneSpec {
  return {
    title: 'Last Crisis by',
    name: 'the player who caused the last Crisis',
    now: d.lastCrisisBy === null ? 'nobody yet' : seatName(d, d.lastCrisisBy),
    unset: false,
    multi: false,
    choices: [
      { id: 'none', label: 'Nobody yet', group: 'Caused by', apply: (x) => ({ ...x, lastCrisisBy: null }), said: 'Nobody has caused a Crisis yet.' },
      ...seatChoices(
        d,
        'Caused by',
        (i) => (x) => ({ ...x, lastCrisisBy: i }),
        (i) => `${seatName(d, i)} caused the last Crisis.`,
      ),
    ],
  };
}

function turnSpec(d: Draft): ZoneSpec {
  return {
    title: 'Turn of',
    name: 'whose turn it is',
    now: seatName(d, d.current),
    unset: false,
    multi: false,
    choices: seatChoices(
      d,
      'Whose turn',
      (i) => (x) => ({ ...x, current: i }),
      (i) => `It is the turn of ${seatName(d, i)}.`,
    ),
  };
}

function stepSpec(d: Draft): ZoneSpec {
  const steps = [
    ['turn.start', 'Before the draw (may draw or act)'],
    ['turn.action', 'After the draw (must act)'],
  ] as const;
  return {
    title: 'Step',
    name: 'the step of the turn',
    now: steps.find(([p]) => p === d.phase)![1],
    unset: false,
    multi: false,
    choices: steps.map(([p, label]) => ({ id: p, label, group: 'Step of the turn', apply: (x: Draft) => ({ ...x, phase: p }), said: `The turn is at: ${label}.` })),
  };
}

/** The Rounds offered; a longer game is rare, and typing filters the list anyway. */
const ROUNDS = 20;

function roundSpec(d: Draft): ZoneSpec {
  return {
    title: 'Round',
    name: 'the Round',
    now: `Round ${d.round}`,
    unset: false,
    multi: false,
    choices: Array.from({ length: ROUNDS }, (_, i) => ({
      id: String(i + 1),
      label: `Round ${i + 1}`,
      group: 'Round',
      apply: (x: Draft) => ({ ...x, round: i + 1 }),
      said: `Round ${i + 1}.`,
    })),
  };
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

/**
 * The description of a zone, or null for a key that names no zone of this draft (a seat that has
 * gone, a module's zone when the module is not played). `modules`: the zones of the modules' widgets
 * (every module the editor can switch on), asked first.
 */
export function zoneSpec(d: Draft, key: ZoneKey, modules: readonly ZoneParts[]): ZoneSpec | null {
  const [kind, a, b, c] = key.split(':') as [string, string?, string?, string?];
  if (kind === 'seat' && !d.players[Number(a)]) return null;
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
