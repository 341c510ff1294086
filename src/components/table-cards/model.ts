/**
 * The form of "Your table's cards" as plain data (a draft), and the record it stands for. Every
 * fact the form shows starts at our value; the engine (`readTableCards`) decides what is possible
 * and drops the facts equal to ours, so the record it hands back is the canonical one.
 */
import {
  ASSETS,
  type CardValue,
  type CardValues,
  type AssetId,
  BILLIONAIRE_IDS,
  type BillionaireId,
  CRISIS_CARDS,
  type FactSource,
  MARKETS,
  type MarketId,
  PANIC_CARDS,
  type PanicId,
  readCardValues,
  readTableCards,
  RESOURCE_CARDS,
  resolveCards,
  SUIT_POLICY_IDS,
  type Suit,
  type SuitPolicyId,
  type TableCards,
} from '../../machine/api.ts';
import { factCount } from '../shared/tableCardsStore.ts';

export type CrisisId = (typeof CRISIS_CARDS)[number]['id'];
export type ResourceId = (typeof RESOURCE_CARDS)[number]['id'];
type Triple = readonly [MarketId, MarketId, MarketId];

export interface Draft {
  readonly billionaires: Readonly<Record<BillionaireId, { readonly double: MarketId; readonly missing: MarketId }>>;
  readonly assets: Readonly<Partial<Record<AssetId, MarketId>>>;
  readonly crises: Readonly<Partial<Record<CrisisId, number>>>;
  readonly panic: Readonly<Record<PanicId, Triple>>;
  readonly markets: Readonly<Record<MarketId, number>>;
  readonly policies: Readonly<Record<SuitPolicyId, Suit>>;
  readonly scam: number;
  /** The printed names typed in, by `family.id` (`panic.panic-2`); empty or missing: ours. */
  readonly names: Readonly<Record<string, string>>;
  /** The Resource cards given a value of the table's (a card left out keeps ours). */
  readonly values: Readonly<Partial<Record<ResourceId, CardValue>>>;
}

/** Our cards, with where each fact comes from. */
export const OURS = resolveCards(undefined, undefined);

/** The facts a table may give: those the rulebook does not state. */
export const OPEN_ASSETS = ASSETS.filter((a) => OURS.source('assets', a.id) !== 'rulebook');
export const OPEN_CRISES = CRISIS_CARDS.filter((c) => OURS.source('crises', c.id) !== 'rulebook');

/** The cards a table may name (the rulebook does not), by family: one Asset, six Crises, four Panic! cards. */
export const NAMEABLE = {
  assets: ASSETS.filter((a) => OURS.nameSource('assets', a.id) !== 'rulebook').map((a) => a.id as string),
  crises: CRISIS_CARDS.filter((c) => OURS.nameSource('crises', c.id) !== 'rulebook').map((c) => c.id as string),
  panic: PANIC_CARDS.filter((p) => OURS.nameSource('panic', p.id) !== 'rulebook').map((p) => p.id as string),
} as const;
export type NamedFamily = keyof typeof NAMEABLE;
export const isNameable = (family: NamedFamily, id: string) => NAMEABLE[family].includes(id);

const record = <K extends string, V>(keys: readonly K[], f: (k: K) => V) => Object.fromEntries(keys.map((k) => [k, f(k)])) as Record<K, V>;

/** The form filled from a record and values (undefined: our cards). */
export function draftOf(cards: TableCards | undefined, values?: CardValues): Draft {
  const c = resolveCards(cards, undefined);
  return {
    billionaires: record(BILLIONAIRE_IDS, (b) => {
      const given = [c.double(b), ...c.singles(b)];
      return { double: c.double(b), missing: MARKETS.find((m) => !given.includes(m))! };
    }),
    assets: record(
      OPEN_ASSETS.map((a) => a.id),
      (a) => c.assetType(a),
    ),
    crises: record(
      OPEN_CRISES.map((k) => k.id),
      (k) => c.rebels(k),
    ),
    panic: record(
      PANIC_CARDS.map((p) => p.id),
      (p) => [...c.panicTypes(p)] as unknown as Triple,
    ),
    markets: record(MARKETS, (m) => c.marketNumber(m)),
    policies: record(SUIT_POLICY_IDS, (p) => c.policySuit(p)!),
    scam: c.value('scam'),
    names: Object.fromEntries(
      (Object.keys(NAMEABLE) as NamedFamily[]).flatMap((f) => NAMEABLE[f].filter((id) => c.nameSource(f, id) === 'table').map((id) => [`${f}.${id}`, nameIn(c, f, id)])),
    ),
    values: { ...(values ?? {}) },
  };
}

function nameIn(c: typeof OURS, family: NamedFamily, id: string): string {
  if (family === 'assets') return c.assetName(id as AssetId);
  if (family === 'panic') return c.panicName(id as PanicId);
  return c.cardName(id as CrisisId);
}

/** Every fact of the form as a record (facts equal to ours included: the engine drops them). */
export function recordOf(d: Draft): Record<string, unknown> {
  const map = <V, W>(r: Readonly<Partial<Record<string, V>>>, f: (v: V, k: string) => W) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, f(v as V, k)]));
  // A name left empty is ours: it is left out, not refused.
  const name = (family: NamedFamily, id: string) => {
    const typed = d.names[`${family}.${id}`] ?? '';
    return typed.trim() === '' ? {} : { name: typed };
  };
  return {
    billionaires: map(d.billionaires, ({ double, missing }) => ({ spaces: [double, double, ...MARKETS.filter((m) => m !== double && m !== missing)] })),
    assets: map(d.assets, (type, id) => ({ type, ...name('assets', id) })),
    crises: map(d.crises, (rebels, id) => ({ rebels, ...name('crises', id) })),
    panic: map(d.panic, (types, id) => ({ types: [...types], ...name('panic', id) })),
    markets: { ...d.markets },
    policies: { ...d.policies },
    scam: d.scam,
  };
}

export type Checked =
  | { readonly ok: true; readonly cards: TableCards | undefined; readonly values?: CardValues; readonly facts: number }
  | { readonly ok: false; readonly field: string; readonly reason: string };

/** The form checked: the canonical record, or the first problem and the fact it is about. */
export function check(d: Draft): Checked {
  for (const b of BILLIONAIRE_IDS) {
    const { double, missing } = d.billionaires[b];
    if (double === missing)
      return { ok: false, field: `cards.billionaires.${b}.spaces`, reason: 'A board cannot double the type it does not need: choose two different types.' };
  }
  const r = readTableCards(recordOf(d));
  if (!r.ok) return { ok: false, field: r.error.field ?? 'cards', reason: r.error.reason };
  const v = readCardValues(d.values);
  if (!v.ok) return { ok: false, field: 'cardValues', reason: v.error.reason };
  return { ok: true, cards: r.cards, ...(v.values === undefined ? {} : { values: v.values }), facts: factCount(r.cards, v.values) };
}

/** Does an error about `field` belong to the control for `path` (`cards.markets.legacy`…)? */
export const isAbout = (field: string | undefined, path: string) => field !== undefined && (field === path || field.startsWith(`${path}.`));

/** "ours: 2, stand-in" */
export function oursText(value: string | number, source: FactSource): string {
  return `ours: ${value}, ${source}`;
}
