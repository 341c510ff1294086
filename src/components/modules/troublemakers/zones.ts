/**
 * The Troublemakers' zones of the table (Level 4, once switched on): the Troublemaker's seat (they
 * swap places with another seat), the Alignment, whether Declared, the Crises they Fixed, and once
 * Declared the four Revolution piles (the deck in its order, the face-up row, the Organize! row,
 * the discard pile) and what the cards set going (a General Strike, missed turns, a hostage). The
 * engine still judges every change (`position.troublemakers`), refused at the zone with its reason.
 */
import { REVOLUTION_CARD_IDS, revolutionInfo } from '../../../machine/data/revolution.ts';
import { draftCards, type Draft } from '../../../machine/draft/draft.ts';
import { fixedList } from '../../../machine/draft/lists.ts';
import { cardZone, choice as one, seatName, zone as single } from '../../editor/choices.ts';
import { moveRevolutionCard, type Pile, pileOf, pilesOf, setDeclared, setEffects, swapTroublemaker, tmOn, tmSeat } from '../../../machine/draft/troublemakers.ts';
import type { Choice, ZoneParts, ZoneSpec } from '../../editor/types.ts';
import { TM_ZONES, type TroublemakerZone } from './zoneKeys.ts';

/** The Billionaire seats, for the effects that name one. */
const billionaireSeats = (d: Draft) => d.players.flatMap((p, i) => (p.billionaire === null ? [] : [i]));

/** Which parts of the Troublemaker's board can be set: no Role or Assets ever; no hand or envelope once Declared. */
function troublemakerSeatHas(d: Draft, part: string): boolean {
  if (part === 'role' || part.startsWith('assets')) return false;
  return d.troublemakers?.declared !== true || part === 'invested';
}

/** The Troublemaker's seat, in place of a Billionaire: they may swap places with any other seat. */
function troublemakerSeatSpec(d: Draft, seat: number): ZoneSpec {
  const choices = d.players.flatMap((_, i) =>
    i === seat
      ? []
      : [one(String(i), `Swap places with ${seatName(d, i)}`, 'The Troublemaker sits at', (x) => swapTroublemaker(x, i), `The Troublemaker now sits at seat ${i + 1}.`)],
  );
  return single('Troublemaker', `the Troublemaker's seat (seat ${seat + 1})`, 'the Troublemaker: plays no Billionaire', choices);
}

function alignmentSpec(d: Draft): ZoneSpec {
  const now = d.troublemakers?.alignment;
  const align = (alignment: 'reformist' | 'revolutionary' | undefined) => (x: Draft) => {
    if (!x.troublemakers) return x;
    const { alignment: _, ...rest } = x.troublemakers;
    return { ...x, troublemakers: alignment ? { ...rest, alignment } : rest };
  };
  const choices = [
    one('reformist', 'Reformist', 'The Alignment card', align('reformist'), 'The Troublemaker is the Reformist.'),
    one('revolutionary', 'Revolutionary', 'The Alignment card', align('revolutionary'), 'The Troublemaker is the Revolutionary.'),
    one('unset', 'Leave to chance (drawn at random)', 'Not set', align(undefined), 'The Alignment: left to chance.'),
  ];
  const text = now === undefined ? 'not set: drawn at random' : now === 'reformist' ? 'Reformist' : 'Revolutionary';
  return single(
    'Alignment',
    "the Troublemaker's Alignment",
    text,
    choices.filter((c) => c.id !== (now ?? 'unset')),
    { unset: now === undefined },
  );
}

function declaredSpec(d: Draft): ZoneSpec {
  const declared = d.troublemakers?.declared === true;
  const choice = declared
    ? one('hidden', 'Not Declared (the Revolution cards leave the table)', 'Declared?', (x) => setDeclared(x, false), 'The Troublemaker has not Declared.')
    : one(
        'declared',
        'Declared: their hand and Bribe envelope to the Discard pile, the 21 Revolution cards into their deck',
        'Declared?',
        (x) => setDeclared(x, true),
        'The Revolutionary has Declared; the Revolution cards are in their deck, in card order.',
      );
  return single('Declared?', 'whether a Revolutionary has Declared', declared ? 'Declared: the Revolutionary' : 'not Declared', [choice]);
}

function fixedSpec(d: Draft): ZoneSpec {
  const fixed = d.troublemakers?.fixed ?? [];
  const icons = fixed.reduce((n, c) => n + draftCards(d).rebels(c), 0);
  const now = fixed.length === 0 ? 'none' : `${fixed.map((c) => draftCards(d).cardName(c)).join(', ')} (${icons} Rebel icons)`;
  return cardZone(d, 'Fixed Crises', 'the Crises Fixed by the Troublemaker', fixedList, { now });
}

const PILE_TEXT: Readonly<Record<Pile, { title: string; name: string; to: string }>> = {
  deck: { title: 'Revolution deck', name: 'the Revolution deck (next card first)', to: 'on top of the Revolution deck' },
  row: { title: 'Revolution cards face-up', name: "the Revolutionary's face-up row", to: 'into the face-up row' },
  organized: { title: 'Organize! waiting', name: 'the Organize! cards waiting', to: 'among the Organize! cards waiting' },
  discard: { title: 'Revolution discard', name: 'the Revolution discard pile', to: 'on the Revolution discard pile' },
};

/** A Revolution pile: each card elsewhere can be moved here; in the deck, a card already there can be put on top (to set the order). */
function pileSpec(d: Draft, pile: Pile): ZoneSpec {
  const here = pilesOf(d)[pile];
  const text = PILE_TEXT[pile];
  const choices: Choice[] = [];
  if (pile === 'deck')
    for (const c of here.slice(1))
      choices.push(
        one(
          c,
          `Put on top: ${revolutionInfo(c).name}`,
          'In the deck now',
          (x) => moveRevolutionCard(x, c, 'deck'),
          `${revolutionInfo(c).name} is the next Revolution card drawn.`,
        ),
      );
  for (const c of REVOLUTION_CARD_IDS) {
    const from = pileOf(d, c);
    if (from === null || from === pile) continue;
    choices.push(
      one(
        c,
        `${revolutionInfo(c).name}, from ${PILE_TEXT[from].name}`,
        'Elsewhere (moves it here)',
        (x) => moveRevolutionCard(x, c, pile),
        `${revolutionInfo(c).name} moved ${text.to}.`,
      ),
    );
  }
  return single(text.title, text.name, here.length === 0 ? 'empty' : here.map((c) => revolutionInfo(c).name).join(', '), choices, { multi: true });
}

function strikeSpec(d: Draft): ZoneSpec {
  const strike = d.troublemakers?.effects?.strike ?? 0;
  const label = (n: number) => (n === 0 ? 'No General Strike' : `A General Strike for ${n} more end${n === 1 ? '' : 's'} of the Revolutionary's turns`);
  const choices = [0, 1, 2].filter((n) => n !== strike).map((n) => one(String(n), label(n), 'General Strike', (x) => setEffects(x, { strike: n }), `${label(n)}.`));
  return single('General Strike', 'the General Strike', strike === 0 ? 'none' : `${strike} more turn end${strike === 1 ? '' : 's'}`, choices);
}

function missingSpec(d: Draft): ZoneSpec {
  const missing = d.troublemakers?.effects?.missing ?? [];
  const choices = billionaireSeats(d).map((i) => {
    const on = missing.includes(i);
    return one(
      String(i),
      on ? `Plays their next turn: ${seatName(d, i)}` : `Misses their next turn: ${seatName(d, i)}`,
      on ? 'Missing their next turn now' : 'Billionaires',
      (x) => setEffects(x, { missing: on ? missing.filter((s) => s !== i) : [...missing, i] }),
      on ? `${seatName(d, i)} plays their next turn.` : `${seatName(d, i)} misses their next turn.`,
    );
  });
  const now = missing.length === 0 ? 'none' : missing.map((i) => seatName(d, i)).join(', ');
  return single('Missed turns', 'the Billionaires who miss their next turn', now, choices, { multi: true });
}

function hostageSpec(d: Draft): ZoneSpec {
  const hostage = d.troublemakers?.effects?.hostage ?? null;
  const by = tmSeat(d);
  const choices: Choice[] = [];
  if (hostage) choices.push(one('none', 'No hostage', 'Hostages', (x) => setEffects(x, { hostage: null }), 'No hostage.'));
  for (const i of billionaireSeats(d)) {
    // The Troublemaker played the card (an Infiltrator's Hostages is rare enough to leave out here).
    if (!(hostage?.seat === i && !hostage.playing))
      choices.push(
        one(
          `${i}`,
          `${seatName(d, i)}: their next turn is the Troublemaker's to take`,
          'Hostage',
          (x) => setEffects(x, { hostage: { seat: i, by, playing: false } }),
          `${seatName(d, i)} is held hostage.`,
        ),
      );
    if (i === d.current && !(hostage?.seat === i && hostage.playing))
      choices.push(
        one(
          `${i}:playing`,
          `${seatName(d, i)}: the Troublemaker is playing this turn for them`,
          'Hostage',
          (x) => setEffects(x, { hostage: { seat: i, by, playing: true } }),
          `The Troublemaker is playing the turn of ${seatName(d, i)}.`,
        ),
      );
  }
  const now = hostage === null ? 'none' : `${seatName(d, hostage.seat)}${hostage.playing ? ', their turn being played by ' : ', held by '}${seatName(d, hostage.by)}`;
  return single('Hostage', 'the hostage', now, choices);
}

const PILE_ZONES: Readonly<Record<string, Pile>> = { tmDeck: 'deck', tmRow: 'row', tmOrganized: 'organized', tmDiscard: 'discard' };

/** A Troublemakers zone, or null when the draft has no such zone now (the module off, or not Declared). */
function troublemakerSpec(d: Draft, key: TroublemakerZone): ZoneSpec | null {
  if (!tmOn(d) || tmSeat(d) < 0) return null;
  if (key === 'tmAlignment') return alignmentSpec(d);
  if (key === 'tmDeclared') return declaredSpec(d);
  if (key === 'tmFixed') return fixedSpec(d);
  if (d.troublemakers?.declared !== true) return null;
  const pile = PILE_ZONES[key];
  if (pile) return pileSpec(d, pile);
  return key === 'tmStrike' ? strikeSpec(d) : key === 'tmMissing' ? missingSpec(d) : key === 'tmHostage' ? hostageSpec(d) : null;
}

/** The zone an engine refusal about the Troublemakers points at (`troublemakers.revolution.row[2]` → the row), or null. */
function troublemakerZoneOfField(field: string): TroublemakerZone | null {
  const part = /^troublemakers\.(alignment|declared|fixed|revolution(?:\.(deck|row|organized|discard))?|effects(?:\.(strike|missing|hostage))?)/.exec(field);
  if (!part) return null;
  const [, top, pile, effect] = part;
  if (top === 'alignment') return 'tmAlignment';
  if (top === 'declared') return 'tmDeclared';
  if (top === 'fixed') return 'tmFixed';
  if (pile) return `tm${pile[0]!.toUpperCase()}${pile.slice(1)}` as TroublemakerZone;
  if (effect) return `tm${effect[0]!.toUpperCase()}${effect.slice(1)}` as TroublemakerZone;
  return top === 'revolution' ? 'tmDeck' : 'tmDeclared';
}

const isTmZone = (key: string): key is TroublemakerZone => (TM_ZONES as readonly string[]).includes(key);

/**
 * The Troublemakers' zones in the editor: their own below the Guillotine, and the Troublemaker's
 * seat (a swap of places in place of a Billionaire; no Role or Assets ever, no hand or envelope
 * once Declared).
 */
export const troublemakerZones: ZoneParts = {
  spec(d, key) {
    if (isTmZone(key)) return troublemakerSpec(d, key);
    const [kind, a, part] = key.split(':');
    if (kind !== 'seat' || d.players[Number(a)]?.billionaire !== null) return undefined;
    if (part === 'billionaire') return troublemakerSeatSpec(d, Number(a));
    // Any seat may be out of the game (the Space Program's business).
    if (part === 'out') return undefined;
    return troublemakerSeatHas(d, part ?? '') ? undefined : null;
  },
  zoneOfField: (field, edited) => (field.startsWith('troublemakers.') ? (troublemakerZoneOfField(field) ?? edited) : undefined),
};
