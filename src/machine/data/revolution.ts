import type { RuleId } from '../core/rule-ids.ts';
import type { Provenance } from './provenance.ts';

/**
 * The 21 Revolution cards of the Troublemakers (Reform or Revolution?): the deck a Revolutionary
 * takes when they Declare. Sixteen kinds of card; Bide Your Time comes three times and Organize!
 * four times, the rest once each. The rulebook text gives every name and count, but not the card
 * faces; a card's effect is the rule its `rule` links to, and `summary` only sums it up.
 */

/** The kinds of Revolution card, in the rulebook's order. */
const REVOLUTION_KINDS = [
  'bide-your-time',
  'boycott',
  'comrade-on-the-inside',
  'hostages',
  'fascist-thugs',
  'general-strike',
  'infighting',
  'infiltrator',
  'involuntary-donation',
  'media-slander',
  'organize',
  'pacification',
  'propaganda-of-the-deed',
  'riots',
  'sabotage',
  'uncomfortable-alliance',
] as const;
export type RevolutionKind = (typeof REVOLUTION_KINDS)[number];

/** A kind that comes in several copies has numbered ids (`organize-1` … `organize-4`); the others use the kind itself. */
type SeveralCopies = 'bide-your-time' | 'organize';
export type RevolutionCardId = Exclude<RevolutionKind, SeveralCopies> | `bide-your-time-${1 | 2 | 3}` | `organize-${1 | 2 | 3 | 4}`;

/**
 * Every card of the deck, one id per physical card, kinds in the rulebook's order. Treat the order
 * as fixed: once positions with a Revolutionary go into share links, a card will be written as its
 * index in this list (as the Draw deck's cards are), so append, never reorder.
 */
export const REVOLUTION_CARD_IDS = [
  'bide-your-time-1',
  'bide-your-time-2',
  'bide-your-time-3',
  'boycott',
  'comrade-on-the-inside',
  'hostages',
  'fascist-thugs',
  'general-strike',
  'infighting',
  'infiltrator',
  'involuntary-donation',
  'media-slander',
  'organize-1',
  'organize-2',
  'organize-3',
  'organize-4',
  'pacification',
  'propaganda-of-the-deed',
  'riots',
  'sabotage',
  'uncomfortable-alliance',
] as const satisfies readonly RevolutionCardId[];

/** What every copy of a kind shares. */
interface RevolutionKindInfo {
  readonly kind: RevolutionKind;
  readonly name: string;
  /** How many cards of this kind the deck holds. */
  readonly copies: number;
  /** The rule that explains what the card does (its heading on the Troublemakers page). */
  readonly rule: RuleId;
  /** What it does, in one line of our own (the rule has the details and the rulings). */
  readonly summary: string;
  readonly provenance: Provenance<'name' | 'copies'>;
}

export interface RevolutionCard extends RevolutionKindInfo {
  readonly id: RevolutionCardId;
}

const R = 'rulebook' as const;
const FROM_TEXT = { name: R, copies: R };

const KINDS: Readonly<Record<RevolutionKind, RevolutionKindInfo>> = {
  'bide-your-time': {
    kind: 'bide-your-time',
    name: 'Bide Your Time',
    copies: 3,
    rule: 'rev.bide-your-time',
    summary: 'Nothing happens this turn.',
    provenance: FROM_TEXT,
  },
  boycott: {
    kind: 'boycott',
    name: 'Boycott',
    copies: 1,
    rule: 'rev.boycott',
    summary: 'Three cards from the Draw deck go face-down into three different open Markets; any left without a Market are discarded.',
    provenance: FROM_TEXT,
  },
  'comrade-on-the-inside': {
    kind: 'comrade-on-the-inside',
    name: 'Comrade on the Inside',
    copies: 1,
    rule: 'rev.comrade',
    summary: "Look in secret at one Market's face-down cards and perhaps move one of them, face-down, to another Market.",
    provenance: FROM_TEXT,
  },
  hostages: {
    kind: 'hostages',
    name: 'Hostages',
    copies: 1,
    rule: 'rev.hostages',
    summary: 'Sacrifice a Rebel to play the next turn of a Billionaire who owns the Mega Yacht, the Celebrity Spouse or the Scam Charity.',
    provenance: FROM_TEXT,
  },
  'fascist-thugs': {
    kind: 'fascist-thugs',
    name: 'Fascist Thugs',
    copies: 1,
    rule: 'rev.fascist-thugs',
    summary: 'The Billionaires may throw in up to two Resource cards each; every full 3 points removes a Rebel, picked by the biggest giver.',
    provenance: FROM_TEXT,
  },
  'general-strike': {
    kind: 'general-strike',
    name: 'General Strike',
    copies: 1,
    rule: 'rev.general-strike',
    summary: "No Billionaire draws from the Draw deck until the Revolutionary's next turn is over.",
    provenance: FROM_TEXT,
  },
  infighting: {
    kind: 'infighting',
    name: 'Infighting',
    copies: 1,
    rule: 'rev.infighting',
    summary: 'The Revolutionary takes one Rebel of their choice off a Crisis.',
    provenance: FROM_TEXT,
  },
  infiltrator: {
    kind: 'infiltrator',
    name: 'Infiltrator',
    copies: 1,
    rule: 'rev.infiltrator',
    summary: 'The Billionaire closest to winning may give up their hand to draw two Revolution cards and play one of them.',
    provenance: FROM_TEXT,
  },
  'involuntary-donation': {
    kind: 'involuntary-donation',
    name: 'Involuntary Donation',
    copies: 1,
    rule: 'rev.involuntary-donation',
    summary: "Sacrifice a Rebel to send one Billionaire's Asset, picked by the Revolutionary, back to its Market.",
    provenance: FROM_TEXT,
  },
  'media-slander': {
    kind: 'media-slander',
    name: 'Media Slander',
    copies: 1,
    rule: 'rev.media-slander',
    summary: 'The owner of the Tabloid Empire may take one Rebel off a Crisis; with no owner, nothing happens.',
    provenance: FROM_TEXT,
  },
  organize: {
    kind: 'organize',
    name: 'Organize!',
    copies: 4,
    rule: 'rev.organize',
    summary: 'Waits in front of the Revolutionary; the third one sends all three away and puts two Rebels on an Activated Crisis.',
    provenance: FROM_TEXT,
  },
  pacification: {
    kind: 'pacification',
    name: 'Pacification',
    copies: 1,
    rule: 'rev.pacification',
    summary: 'The owner of the Mercenary Army may take one Rebel off a Crisis; with no owner, nothing happens.',
    provenance: FROM_TEXT,
  },
  'propaganda-of-the-deed': {
    kind: 'propaganda-of-the-deed',
    name: 'Propaganda of the Deed',
    copies: 1,
    rule: 'rev.propaganda',
    summary: "Sacrifice a Rebel to make a Billionaire of the Revolutionary's choice miss their next turn.",
    provenance: FROM_TEXT,
  },
  riots: {
    kind: 'riots',
    name: 'Riots',
    copies: 1,
    rule: 'rev.riots',
    summary: 'The Policy is set again, and the Revolutionary bids 5 points without an envelope.',
    provenance: FROM_TEXT,
  },
  sabotage: {
    kind: 'sabotage',
    name: 'Sabotage!',
    copies: 1,
    rule: 'rev.sabotage',
    summary: "Every open Market's cards are pooled and dealt back evenly as the Revolutionary likes; the odd ones out are discarded.",
    provenance: FROM_TEXT,
  },
  'uncomfortable-alliance': {
    kind: 'uncomfortable-alliance',
    name: 'Uncomfortable Alliance',
    copies: 1,
    rule: 'rev.uncomfortable-alliance',
    summary: 'The Revolutionary puts the Suit Policy of their choice in force, with no bidding.',
    provenance: FROM_TEXT,
  },
};

/** The kind of a card: its id without the copy number (no kind's own name ends in a digit). */
export function revolutionKind(id: RevolutionCardId): RevolutionKind {
  return id.replace(/-\d+$/, '') as RevolutionKind;
}

/** The whole deck, one entry per card, in the order of REVOLUTION_CARD_IDS. */
export const REVOLUTION_CARDS: readonly RevolutionCard[] = REVOLUTION_CARD_IDS.map((id) => ({ ...KINDS[revolutionKind(id)], id }));

const BY_ID = new Map<string, RevolutionCard>(REVOLUTION_CARDS.map((c) => [c.id, c]));

export function revolutionInfo(id: RevolutionCardId): RevolutionCard {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`unknown Revolution card ${id}`); // a bug: ids are checked at the edges
  return card;
}

export function isRevolutionCardId(value: unknown): value is RevolutionCardId {
  return typeof value === 'string' && BY_ID.has(value);
}
