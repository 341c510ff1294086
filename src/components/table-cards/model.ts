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
  /** The Resource cards given a value of the table's (a card left out keeps ours). */
  readonly values: Readonly<Partial<Record<ResourceId, CardValue>>>;
}

/** Our cards, with where each fact comes from. */
export const OURS = resolveCards(undefined, undefined);

/** The facts a table may give: those the rulebook does not state. */
export const OPEN_ASSETS = ASSETS.filter((a) => OURS.source('assets', a.id) !== 'rulebook');
export const OPEN_CRISES = CRISIS_CARDS.filter((c) => OURS.source('crises', c.id) !== 'rulebook');

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
    values: { ...(values ?? {}) },
  };
}

/** Every fact of the form as a record (facts equal to ours included: the engine drops them). */
export function recordOf(d: Draft): Record<string, unknown> {
  const map = <V, W>(r: Readonly<Partial<Record<string, V>>>, f: (v: V) => W) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, f(v as V)]));
  return {
    billionaires: map(d.billionaires, ({ double, missing }) => ({ spaces: [double, double, ...MARKETS.filter((m) => m !== double && m !== missing)] })),
    assets: map(d.assets, (type) => ({ type })),
    crises: map(d.crises, (rebels) => ({ rebels })),
    panic: map(d.panic, (types) => ({ types: [...types] })),
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
