/**
 * Share links: one URL fragment that opens exactly one state (how the game started, the moves
 * played, the step shown and the viewpoint). The format is versioned and compact: a card, an Asset
 * or a seat is one character and a move a few, never JSON. The format is documented on the site
 * (`/share-links/`); this file is its definition.
 *
 *   g=1.<start>.<moves>.<step>.<view>.<check>
 *
 * Decoding never throws: a corrupt, truncated, future-version or impossible link comes back as a
 * typed error.
 */
import { uncorrectedField } from '../editions.ts';
import { uncorrectedFor } from './editions.ts';
import { ASSETS, type AssetId } from '../../data/assets.ts';
import { BILLIONAIRE_IDS, type BillionaireId } from '../../data/billionaires.ts';
import { type CardId, DECK_CARDS } from '../../data/cards.ts';
import { MARKETS, type MarketId } from '../../data/markets.ts';
import { PANIC_CARDS, type PanicId } from '../../data/panic.ts';
import type { IllegalMove } from '../illegal.ts';
import type { LinkContent as LinkContentV2, LinkStart } from './v2.ts';
import { deciders } from '../legal.ts';
import type { Move, MoveInput, Viewer } from '../moves.ts';
import { createFromPosition, positionOf } from '../position.ts';
import type { PositionInput } from '../position-types.ts';
import { replay, type History } from '../history.ts';
import { createGame } from '../setup.ts';
import type { GameState, Level } from '../state.ts';

export const LINK_VERSION = 1;
export const LINK_PREFIX = 'g=';

/** 64 characters that need no escaping in a URL fragment; a card, an Asset or a count is one of them. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Where a Market has no face-up card. */
const NO_CARD = '!';

/** The same content as version 2 describes, without a verdict (version 1 never carried one). */
type LinkContent = Omit<LinkContentV2, 'attempt'>;

export type LinkErrorCode = 'link.empty' | 'link.not-a-game' | 'link.future-version' | 'link.truncated' | 'link.corrupt' | 'link.setup' | 'link.illegal-move';

export interface LinkError {
  readonly code: LinkErrorCode;
  readonly reason: string;
  /** For `link.setup` and `link.illegal-move`: what the engine said. */
  readonly illegal?: IllegalMove;
  /** For `link.illegal-move`: which move (0-based). */
  readonly moveIndex?: number;
  /** For `link.illegal-move`: the game up to the last good move, so a page can offer to open it. */
  readonly partial?: { readonly content: LinkContent } & History;
}

export type DecodedLink =
  ({ readonly ok: true; readonly content: LinkContent; readonly step: number; readonly viewer: Viewer } & History) | { readonly ok: false; readonly error: LinkError };

// ---------------------------------------------------------------- characters

const charOf = (i: number): string => ALPHABET[i]!;
const card = (id: CardId): string => charOf(DECK_CARDS.findIndex((c) => c.id === id));
const asset = (id: AssetId): string => charOf(ASSETS.findIndex((a) => a.id === id));
const market = (id: MarketId): string => String(MARKETS.indexOf(id));
const seat = (i: number): string => String(i);
const panic = (id: PanicId): string => charOf(PANIC_CARDS.findIndex((p) => p.id === id));

/** FNV-1a, printed as 4 base-36 characters: enough to catch a mistyped or cut link. */
export function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h % 36 ** 4).toString(36).padStart(4, '0');
}

// ---------------------------------------------------------------- encoding

/** A move in version 1's codes; null for a move version 1 cannot say (a trade of several Assets). */
export function encodeMoveV1(m: Move): string | null {
  switch (m.type) {
    case 'draw':
      return m.card ? `D${card(m.card)}` : 'd';
    case 'buy':
      return `b${market(m.market)}${m.cards.length}${m.cards.map(card).join('')}`;
    case 'claim':
      return `c${asset(m.asset)}`;
    case 'declineClaim':
      return 'x';
    case 'invest':
      return m.draw ? `I${card(m.card)}${market(m.market)}${card(m.draw)}` : `i${card(m.card)}${market(m.market)}`;
    case 'exchangeHand':
      return `e${card(m.card)}${market(m.market)}`;
    case 'exchangeMarkets':
      return `s${market(m.markets[0])}${market(m.markets[1])}`;
    case 'audit':
      return `a${card(m.card)}${seat(m.player)}${asset(m.asset)}`;
    case 'scam':
      return `k${card(m.card)}${seat(m.player)}${asset(m.take)}${asset(m.give)}`;
    case 'gameTheMarket':
      return m.deal ? `G${card(m.card)}${charOf(m.deal.length)}${m.deal.map(card).join('')}` : `g${card(m.card)}`;
    case 'skipBuy':
      return 'n';
    case 'pass':
      return 'p';
    case 'returnAsset':
      return `r${asset(m.asset)}`;
    case 'endRoundEarly':
      return 'E';
    case 'choose': {
      const o = m.outcome;
      if (o.kind === 'draw') return `S${charOf(o.cards.length)}${o.cards.map(card).join('')}`;
      if (o.kind === 'pick') return `T${seat(o.seat)}`;
      if (o.kind === 'roll') return `Y${o.value}`;
      if (o.kind === 'crisis') return `C${card(o.card)}`;
      return `P${panic(o.panic)}`;
    }
    case 'panicOffer':
      return `o${seat(m.seat)}${asset(m.asset)}`;
    case 'panicWithdraw':
      return `w${asset(m.asset)}`;
    case 'panicTrade':
      return m.give.length === 1 && m.take.length === 1 ? `t${seat(m.seat)}${asset(m.give[0]!)}${seat(m.partner)}${asset(m.take[0]!)}` : null;
    case 'panicAgree':
      return 'A';
    case 'panicRefuse':
      return 'R';
    case 'removeRebel':
      return `v${card(m.crisis)}`;
    default:
      return null;
  }
}

function encodeOptionsHead(o: { players: number; level: Level; specialActions: boolean; billionaires: readonly BillionaireId[] }): string {
  return `${o.players}${o.level}${o.specialActions ? 1 : 0}${o.billionaires.map((b) => BILLIONAIRE_IDS.indexOf(b)).join('')}`;
}

function encodeStart(start: LinkStart): string {
  if (start.kind === 'new') {
    const o = start.options;
    return `n${encodeOptionsHead(o)}${o.firstPlayer}${o.seed.toString(36)}`;
  }
  const s = start.state;
  const p = positionOf(s);
  const zones = [
    `${encodeOptionsHead(s.options)}${s.current}${s.phase === 'turn.action' ? 'a' : 's'}${s.round.toString(36)}*${s.turn.toString(36)}*${s.rng.toString(36)}`,
    (p.deck ?? []).map(card).join(''),
    (p.discard ?? []).map(card).join(''),
    ...MARKETS.map((m) => {
      const mk = s.markets[m];
      return `${mk.assets.map(asset).join('')}*${mk.faceUp === null ? NO_CARD : card(mk.faceUp)}${mk.faceDown.map(card).join('')}`;
    }),
    ...s.players.map((pl) => `${pl.hand.map(card).join('')}*${pl.assets.map(asset).join('')}`),
    s.removedAssets.map(asset).join(''),
    // Level 2: set-aside Crises; Activated Crises with their Rebels; the Panic! (done flag, who
    // caused the last Crisis, the face-down Panic! cards).
    (p.crisesAside ?? []).map(card).join(''),
    (p.guillotine ?? []).map((g) => `${card(g.card)}${g.rebels}`).join(''),
    `${p.panicDone ? 1 : 0}${(p.lastCrisisBy ?? null) === null ? NO_CARD : seat(p.lastCrisisBy!)}${(p.panicDeck ?? []).map(panic).join('')}`,
  ];
  return `p${zones.join('~')}`;
}

/** The fragment (without '#') that opens this content. */
export function encodeLink(content: LinkContent): string {
  const moves = content.moves
    .map((m, i) => {
      const code = encodeMoveV1(m);
      if (code === null) throw new Error(`version 1 cannot write move ${i + 1} (${m.type}); write version 2`); // only tests write version 1 now
      return code;
    })
    .join('');
  const step = content.step === undefined || content.step === content.moves.length ? '' : content.step.toString(36);
  const view = content.viewer === undefined || content.viewer === 'table' ? '' : String(content.viewer);
  const body = `${LINK_PREFIX}${LINK_VERSION}.${encodeStart(content.start)}.${moves}.${step}.${view}`;
  return `${body}.${checksum(body)}`;
}

// ---------------------------------------------------------------- decoding

class Corrupt extends Error {}

/** Reads a text left to right; any read past the end or of an unknown character is corruption. */
class Reader {
  private at = 0;
  constructor(private readonly text: string) {}
  done(): boolean {
    return this.at >= this.text.length;
  }
  char(): string {
    if (this.at >= this.text.length) throw new Corrupt('unexpected end');
    return this.text[this.at++]!;
  }
  index(max: number): number {
    const i = ALPHABET.indexOf(this.char());
    if (i < 0 || i >= max) throw new Corrupt('bad character');
    return i;
  }
  digit(max: number): number {
    const c = this.char();
    // Only the characters 0–9: Number(' ') and Number('\t') are 0, which once let a space in.
    if (c < '0' || c > '9') throw new Corrupt('bad digit');
    const d = c.charCodeAt(0) - 48;
    if (d >= max) throw new Corrupt('bad digit');
    return d;
  }
  card(): CardId {
    return DECK_CARDS[this.index(DECK_CARDS.length)]!.id;
  }
  asset(): AssetId {
    return ASSETS[this.index(ASSETS.length)]!.id;
  }
  market(): MarketId {
    return MARKETS[this.digit(MARKETS.length)]!;
  }
  panic(): PanicId {
    return PANIC_CARDS[this.index(PANIC_CARDS.length)]!.id;
  }
  cards(n: number): CardId[] {
    return Array.from({ length: n }, () => this.card());
  }
}

/** A version-1 move. Most name no seat: replay gives them the seat that decides then. */
function decodeMove(r: Reader): MoveInput {
  const code = r.char();
  switch (code) {
    case 'd':
      return { type: 'draw' };
    case 'D':
      return { type: 'draw', card: r.card() };
    case 'b': {
      const m = r.market();
      const n = r.digit(3);
      return { type: 'buy', market: m, cards: r.cards(n) };
    }
    case 'c':
      return { type: 'claim', asset: r.asset() };
    case 'x':
      return { type: 'declineClaim' };
    case 'i':
      return { type: 'invest', card: r.card(), market: r.market() };
    case 'I':
      return { type: 'invest', card: r.card(), market: r.market(), draw: r.card() };
    case 'e':
      return { type: 'exchangeHand', card: r.card(), market: r.market() };
    case 's':
      return { type: 'exchangeMarkets', markets: [r.market(), r.market()] };
    case 'a':
      return { type: 'audit', card: r.card(), player: r.digit(10), asset: r.asset() };
    case 'k':
      return { type: 'scam', card: r.card(), player: r.digit(10), take: r.asset(), give: r.asset() };
    case 'g':
      return { type: 'gameTheMarket', card: r.card() };
    case 'G': {
      const c = r.card();
      return { type: 'gameTheMarket', card: c, deal: r.cards(r.index(64)) };
    }
    case 'n':
      return { type: 'skipBuy' };
    case 'p':
      return { type: 'pass' };
    case 'r':
      return { type: 'returnAsset', asset: r.asset() };
    case 'E':
      return { type: 'endRoundEarly' };
    case 'S':
      return { type: 'choose', outcome: { kind: 'draw', cards: r.cards(r.index(64)) } };
    case 'T':
      return { type: 'choose', outcome: { kind: 'pick', seat: r.digit(10) } };
    case 'o':
      return { type: 'panicOffer', seat: r.digit(10), asset: r.asset() };
    case 'w':
      return { type: 'panicWithdraw', asset: r.asset() };
    case 't': {
      const player = r.digit(10);
      const give = r.asset();
      const partner = r.digit(10);
      return { type: 'panicTrade', seat: player, give: [give], partner, take: [r.asset()] };
    }
    case 'A':
      return { type: 'panicAgree' };
    case 'R':
      return { type: 'panicRefuse' };
    case 'v':
      return { type: 'removeRebel', crisis: r.card() };
    case 'Y':
      return { type: 'choose', outcome: { kind: 'roll', value: r.digit(10) } };
    case 'C':
      return { type: 'choose', outcome: { kind: 'crisis', card: r.card() } };
    case 'P':
      return { type: 'choose', outcome: { kind: 'panic', panic: r.panic() } };
    default:
      throw new Corrupt(`unknown move code ${code}`);
  }
}

function decodeOptionsHead(r: Reader) {
  const players = r.digit(10);
  const level = r.digit(10) as Level;
  const specialActions = r.digit(2) === 1;
  const billionaires = Array.from({ length: players }, () => BILLIONAIRE_IDS[r.digit(BILLIONAIRE_IDS.length)]!);
  return { players, level, specialActions, billionaires };
}

function base36(text: string): number {
  if (!/^[0-9a-z]{1,7}$/.test(text)) throw new Corrupt('bad number');
  return parseInt(text, 36);
}

type StartSpec = { kind: 'new'; options: Parameters<typeof createGame>[0] } | { kind: 'position'; position: PositionInput };

function decodeStart(text: string): StartSpec {
  const r = new Reader(text);
  const kind = r.char();
  if (kind === 'n') {
    const head = decodeOptionsHead(r);
    const firstPlayer = r.digit(10);
    const seed = base36(text.slice(5 + head.players)); // after 'n', 3 option digits, the Billionaires and the first seat
    return { kind: 'new', options: { ...head, firstPlayer, seed } };
  }
  if (kind !== 'p') throw new Corrupt('unknown start');
  const zones = text.slice(1).split('~');
  const n = Number(zones[0]?.[0]);
  if (!Number.isInteger(n) || zones.length !== 1 + 2 + MARKETS.length + n + 1 + 3) throw new Corrupt('zones');
  const head = new Reader(zones[0]!);
  const opts = decodeOptionsHead(head);
  const current = head.digit(10);
  const phase = head.char() === 'a' ? 'turn.action' : 'turn.start';
  const [roundText, turnText, rngText] = zones[0]!.slice(3 + opts.players + 2).split('*');
  const list = <T extends string>(z: string | undefined, read: (r: Reader) => T): T[] => {
    const zr = new Reader(z ?? '');
    const out: T[] = [];
    while (!zr.done()) out.push(read(zr));
    return out;
  };
  const deck = list(zones[1], (x) => x.card());
  const discard = list(zones[2], (x) => x.card());
  const markets = Object.fromEntries(
    MARKETS.map((m, i) => {
      const [a, c] = (zones[3 + i] ?? '').split('*');
      if (c === undefined || c.length === 0) throw new Corrupt('market');
      const up = c[0] === NO_CARD ? null : new Reader(c[0]!).card();
      return [m, { assets: list(a, (x) => x.asset()) as AssetId[], faceUp: up, faceDown: list(c.slice(1), (x) => x.card()) }];
    }),
  );
  const players = opts.billionaires.map((billionaire, i) => {
    const [h, a] = (zones[3 + MARKETS.length + i] ?? '').split('*');
    if (a === undefined) throw new Corrupt('player');
    return { billionaire, hand: list(h, (x) => x.card()), assets: list(a, (x) => x.asset()) as AssetId[] };
  });
  const after = 3 + MARKETS.length + opts.players;
  const removedAssets = list(zones[after], (x) => x.asset()) as AssetId[];
  const crisesAside = list(zones[after + 1], (x) => x.card());
  const guillotine: { card: CardId; rebels: number }[] = [];
  const gr = new Reader(zones[after + 2] ?? '');
  while (!gr.done()) guillotine.push({ card: gr.card(), rebels: gr.digit(10) });
  const pr = new Reader(zones[after + 3] ?? '');
  const panicDone = pr.digit(2) === 1;
  const byChar = pr.char();
  const lastCrisisBy = byChar === NO_CARD ? null : Number(new Reader(byChar).digit(10));
  const panicDeck: PanicId[] = [];
  while (!pr.done()) panicDeck.push(pr.panic());
  return {
    kind: 'position',
    position: {
      level: opts.level,
      specialActions: opts.specialActions,
      seed: base36(rngText ?? ''),
      players,
      markets,
      deck,
      deckSize: deck.length,
      discard,
      removedAssets,
      current,
      phase,
      round: base36(roundText ?? ''),
      turn: base36(turnText ?? ''),
      guillotine,
      crisesAside,
      lastCrisisBy,
      panicDone,
      panicDeck,
    },
  };
}

function fail(code: LinkErrorCode, reason: string, extra: Partial<LinkError> = {}): DecodedLink {
  return { ok: false, error: { code, reason, ...extra } };
}

/**
 * Version 1 recorded no seat for most moves: it was always the one seat that could act, except in
 * the Panic! negotiation, where the offer named its player and the rest were the table's. Those
 * get the offerer (a withdrawal) or the first seat asked (agreement, refusal).
 */
function legacySeat(state: GameState, input: unknown): unknown {
  const move = input as MoveInput;
  if (move.seat !== undefined || move.type === 'choose') return move;
  const who = deciders(state);
  if (who.length === 1) return { ...move, seat: who[0] };
  if (move.type === 'panicWithdraw') {
    const offer = state.modules.panic?.current?.offers.find((o) => o.asset === move.asset);
    if (offer) return { ...move, seat: offer.player };
  }
  return who.length > 0 ? { ...move, seat: who[0] } : move;
}

/** Reads a fragment (with or without '#') back into a game, its history and the step shown. */
export function decodeLink(fragment: unknown): DecodedLink {
  if (typeof fragment !== 'string') return fail('link.empty', 'There is no game in this link.');
  let text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  try {
    text = decodeURIComponent(text);
  } catch {
    return fail('link.corrupt', 'This link is damaged: it contains characters that are not part of a game link.');
  }
  if (text.trim() === '') return fail('link.empty', 'There is no game in this link.');
  if (!text.startsWith(LINK_PREFIX)) return fail('link.not-a-game', 'This link does not describe a game (it should start with "#g=").');
  const fields = text.split('.');
  const version = Number(fields[0]!.slice(LINK_PREFIX.length));
  if (!Number.isInteger(version) || version < 1) return fail('link.corrupt', 'This link is damaged: its format version is unreadable.');
  if (version > LINK_VERSION)
    return fail(
      'link.future-version',
      `This link was made by a newer version of the site (format ${version}; this page reads format ${LINK_VERSION}). Reload the page to get the latest version.`,
    );
  if (fields.length < 6) return fail('link.truncated', 'This link is incomplete: part of it is missing. Copy the whole link again.');
  if (fields.length > 6) return fail('link.corrupt', 'This link is damaged: it has extra parts.');
  const check = fields[5]!;
  const body = fields.slice(0, 5).join('.');
  if (check.length < 4) return fail('link.truncated', 'This link is incomplete: its last characters are missing. Copy the whole link again.');
  if (check !== checksum(body)) return fail('link.corrupt', 'This link is damaged: its checksum does not match, so a character was changed or lost.');

  let spec: StartSpec;
  const moves: MoveInput[] = [];
  let step: number | undefined;
  let viewer: Viewer = 'table';
  try {
    spec = decodeStart(fields[1]!);
    const r = new Reader(fields[2]!);
    while (!r.done()) moves.push(decodeMove(r));
    if (fields[3] !== '') step = base36(fields[3]!);
    if (fields[4] !== '') viewer = Number(new Reader(fields[4]!).digit(10));
  } catch {
    return fail('link.corrupt', 'This link is damaged: part of it cannot be read.');
  }
  // Every version-1 link was written under rules edition 1: it replays under those rules.
  const rules = uncorrectedField(uncorrectedFor(1));
  const created = spec.kind === 'new' ? createGame({ ...spec.options, ...rules }) : createFromPosition({ ...spec.position, ...rules });
  if (!created.ok) return fail('link.setup', `This link describes a game that cannot be set up: ${created.error.reason}`, { illegal: created.error });
  if (typeof viewer === 'number' && viewer >= created.game.players.length)
    return fail('link.corrupt', 'This link is damaged: it asks for the view of a player who is not in the game.');
  const history = replay(created.game, moves, legacySeat);
  const start: LinkStart = spec.kind === 'new' ? { kind: 'new', options: created.game.options } : { kind: 'position', state: created.game };
  if (!history.ok) {
    const good = history.moves;
    return fail('link.illegal-move', `Move ${history.index + 1} of this link is not allowed: ${history.illegal.reason}`, {
      illegal: history.illegal,
      moveIndex: history.index,
      partial: { content: { start, moves: good, step: good.length, viewer }, states: history.states, events: history.events, moves: good },
    });
  }
  const shown = step ?? moves.length;
  if (shown > moves.length) return fail('link.corrupt', `This link is damaged: it asks for step ${shown} of a game with ${moves.length} moves.`);
  return {
    ok: true,
    content: { start, moves: history.moves, step: shown, viewer },
    step: shown,
    viewer,
    states: history.states,
    events: history.events,
    moves: history.moves,
  };
}
