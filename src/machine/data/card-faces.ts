/**
 * The card facts a table may set from its own printed cards (`GameOptions.cards`), with the values
 * we use when it does not. Our rulebook text lacks the card faces, so most of these are stand-ins,
 * chosen so that every worked example still plays as printed; a few follow from an example
 * (inferred). Each comes with its source, which the card reference page shows.
 *
 * Rules code never reads this module: it asks the game (`cardsOf(state)` in core/cards-of.ts), so
 * every rule, odds figure and computer player follows the table's cards. A lint rule enforces it.
 *
 * Correcting a default here changes what every link without a table record shows. Before doing
 * so, declare the change as a rules correction (core/editions.ts) so old links keep their meaning.
 */
import type { AssetId } from './assets.ts';
import type { BillionaireId } from './billionaires.ts';
import type { CrisisCardId } from './cards.ts';
import type { MarketId } from './markets.ts';
import type { PanicId } from './panic.ts';
import type { SuitPolicyId } from './policies.ts';
import type { Source } from './provenance.ts';
import type { Suit } from './suits.ts';

/** A fact we could not read from the rulebook: a stand-in of ours, or inferred from an example. */
export type FaceSource = Exclude<Source, 'rulebook'>;

/** The five Asset spaces of a Billionaire's board: one type twice, three others once. */
export interface BillionaireSpaces {
  /** The type needed twice (and whose starred Asset the Billionaire gets with 4–5 players). */
  readonly double: MarketId;
  /** The three types needed once each; the fifth type is not needed at all. */
  readonly singles: readonly [MarketId, MarketId, MarketId];
}

/** A default fact and where it comes from. */
export interface Face<T> {
  readonly value: T;
  readonly source: FaceSource;
}

const S = 'stand-in' as const;
const I = 'inferred' as const;
const face = <T>(value: T, source: FaceSource = S): Face<T> => ({ value, source });

/**
 * Which Asset types each Billionaire needs. Chosen to fit every worked example: the Property
 * Speculator buys a Golf Plantation (Vanity), the Aristocrat plans to buy the Personal Zoo (Toys),
 * the War Profiteer eyes the Mercenary Army (Power), the Tech Overlord buys the Mega Yacht (Toys),
 * and the Media Baron does not need Toys but wants the Think Tank. With five players every starred
 * Asset is handed out, so the five double types must all differ.
 */
export const BILLIONAIRE_SPACES: Readonly<Record<BillionaireId, Face<BillionaireSpaces>>> = {
  'war-profiteer': face({ double: 'power', singles: ['influence', 'legacy', 'toys'] }),
  'tech-overlord': face({ double: 'toys', singles: ['legacy', 'power', 'vanity'] }),
  aristocrat: face({ double: 'legacy', singles: ['influence', 'toys', 'vanity'] }),
  'media-baron': face({ double: 'influence', singles: ['legacy', 'power', 'vanity'] }),
  'property-speculator': face({ double: 'vanity', singles: ['influence', 'power', 'toys'] }),
};

/**
 * The type of each Asset whose type the rulebook does not state. The five Luxury Bunker Assets, the
 * Golf Plantation, the Personal Zoo and the Mega Yacht are stated (see `STATED_ASSET_TYPES`); the
 * Panic! example makes the Cryogenic Lab, Tabloid Empire and Social Media Company three different
 * types, none of them Vanity.
 */
export const ASSET_TYPES: Readonly<Partial<Record<AssetId, Face<MarketId>>>> = {
  'think-tank': face('influence'),
  'social-media-company': face('influence'),
  'gang-of-lawyers': face('influence'),
  'art-hoard': face('legacy'),
  'scam-charity': face('legacy'),
  'cryogenic-lab': face('legacy'),
  'tabloid-empire': face('power'),
  'unnamed-power-asset': face('power'),
  'pyramid-scheme': face('power'),
  'luxury-jet': face('toys'),
  'celebrity-spouse': face('vanity'),
  'cult-of-personality': face('vanity'),
};

/** The Assets whose type the rulebook states: a table cannot change these. */
export const STATED_ASSET_TYPES: Readonly<Partial<Record<AssetId, MarketId>>> = {
  'political-lobbyists': 'influence',
  'corporate-enclave': 'legacy',
  'mercenary-army': 'power',
  'private-island': 'toys',
  'personal-zoo': 'toys',
  'mega-yacht': 'toys',
  'noble-estate': 'vanity',
  'golf-plantation': 'vanity',
};

/**
 * Rebel icons on the Crisis cards whose count the text does not state (Pandemic's two are stated).
 * Killer Robots!, Doomsday Cults and Debt Crisis are read off the Rebels placed in worked examples;
 * Wildfires has fewer than Killer Robots! (the Level 2 example discards it as the one with fewest).
 */
export const CRISIS_ICONS: Readonly<Partial<Record<CrisisCardId, Face<number>>>> = {
  'killer-robots': face(3, I),
  'doomsday-cults': face(2, I),
  'debt-crisis': face(2, I),
  wildfires: face(2),
  floods: face(2),
  poverty: face(1),
  militias: face(2),
  'crisis-9': face(1),
  'crisis-10': face(1),
  'crisis-11': face(2),
  'crisis-12': face(3),
};

/** Rebel icons the rulebook states outright. */
export const STATED_CRISIS_ICONS: Readonly<Partial<Record<CrisisCardId, number>>> = { pandemic: 2 };

/**
 * The three Asset types each Panic! card asks for. Fascist Rule's follow from its example with our
 * Asset stand-ins (the Cryogenic Lab, Tabloid Empire and Social Media Company); the other four are
 * stand-ins chosen so that every type appears on exactly three cards.
 */
export const PANIC_TYPES: Readonly<Record<PanicId, Face<readonly [MarketId, MarketId, MarketId]>>> = {
  'fascist-rule': face(['influence', 'legacy', 'power'], I),
  'panic-2': face(['influence', 'toys', 'vanity']),
  'panic-3': face(['legacy', 'power', 'toys']),
  'panic-4': face(['influence', 'legacy', 'vanity']),
  'panic-5': face(['power', 'toys', 'vanity']),
};

/**
 * The number printed on each Market board, 1 to 5: the two-player game's die picks a Market by it.
 * Only Toys = 3 follows from the text (its two-player example rolls a 3 for a Toy).
 */
export const MARKET_NUMBERS: Readonly<Record<MarketId, Face<number>>> = {
  influence: face(1),
  legacy: face(2),
  power: face(4),
  toys: face(3, I),
  vanity: face(5),
};

/** The Suit each Suit Policy doubles, inferred from its name: the rulebook names no Suit. */
export const POLICY_SUITS: Readonly<Record<SuitPolicyId, Face<Suit>>> = {
  'big-tech-unleashed': face('bolts', I),
  'inheritance-tax-abolished': face('diamonds', I),
  'media-megaplex': face('dishes', I),
  'real-estate-bonanza': face('locks', I),
  'weapons-galore': face('bombs', I),
};

/** What the Scam counts for as a suit-less Resource in a Buy (a stand-in: the text gives no number). */
export const SCAM_VALUE: Face<number> = face(1);

/**
 * Our names for the cards whose printed name our text lacks: a table may give the printed one
 * (`TableCards.assets[id].name` and so on). Every other Asset, Crisis and Panic! card is named by
 * the rulebook (data/assets.ts, data/cards.ts, data/panic.ts) and keeps its name. Text never
 * reads these: it asks the game (`cardsOf(state).assetName`, `.cardName`, `.panicName`), so a
 * table's printed name shows wherever the card is named.
 */
export const ASSET_NAMES: Readonly<Partial<Record<AssetId, Face<string>>>> = {
  'unnamed-power-asset': face('Unnamed Power Asset'),
};

/** Poverty and Militias are read off the Level 2 introduction; the last four are unnamed in our text. */
export const CRISIS_NAMES: Readonly<Partial<Record<CrisisCardId, Face<string>>>> = {
  poverty: face('Poverty', I),
  militias: face('Militias', I),
  'crisis-9': face('Unnamed Crisis 9'),
  'crisis-10': face('Unnamed Crisis 10'),
  'crisis-11': face('Unnamed Crisis 11'),
  'crisis-12': face('Unnamed Crisis 12'),
};

/** Only Fascist Rule is named in our text. */
export const PANIC_NAMES: Readonly<Partial<Record<PanicId, Face<string>>>> = {
  'panic-2': face('Unnamed Panic! 2'),
  'panic-3': face('Unnamed Panic! 3'),
  'panic-4': face('Unnamed Panic! 4'),
  'panic-5': face('Unnamed Panic! 5'),
};

/*
 * The names the rulebook states: a table cannot change these. They live here beside our own
 * names, not in the card lists, so that no text can reach a card's name except through the game.
 */
export const STATED_ASSET_NAMES: Readonly<Partial<Record<AssetId, string>>> = {
  'political-lobbyists': 'Political Lobbyists',
  'think-tank': 'Think Tank',
  'social-media-company': 'Social Media Company',
  'gang-of-lawyers': 'Gang of Lawyers',
  'corporate-enclave': 'Corporate Enclave',
  'art-hoard': 'Art Hoard',
  'scam-charity': 'Scam Charity',
  'cryogenic-lab': 'Cryogenic Lab',
  'mercenary-army': 'Mercenary Army',
  'tabloid-empire': 'Tabloid Empire',
  'pyramid-scheme': 'Pyramid Scheme',
  'private-island': 'Private Island',
  'personal-zoo': 'Personal Zoo',
  'mega-yacht': 'Mega Yacht',
  'luxury-jet': 'Luxury Jet',
  'noble-estate': 'Noble Estate',
  'golf-plantation': 'Golf Plantation',
  'celebrity-spouse': 'Celebrity Spouse',
  'cult-of-personality': 'Cult of Personality',
};

export const STATED_CRISIS_NAMES: Readonly<Partial<Record<CrisisCardId, string>>> = {
  'killer-robots': 'Killer Robots!',
  'doomsday-cults': 'Doomsday Cults',
  pandemic: 'Pandemic',
  'debt-crisis': 'Debt Crisis',
  wildfires: 'Wildfires',
  floods: 'Floods',
};

export const STATED_PANIC_NAMES: Readonly<Partial<Record<PanicId, string>>> = { 'fascist-rule': 'Fascist Rule' };
