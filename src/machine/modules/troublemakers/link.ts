/**
 * The Troublemakers' section of a share link for a position (tag `l`), written only when the
 * module is on: the Alignment, whether Declared, the Fixed Crises, then (once Declared) the four
 * Revolution piles and the effects under way. The Troublemaker's seat needs nothing here: the core
 * writes it as the seat that plays no Billionaire. Links without this section are unchanged.
 */
import { REVOLUTION_CARD_IDS, type RevolutionCardId } from '../../data/revolution.ts';
import { codec, type FieldCodec } from '../../core/fields.ts';
import { BadText, TextReader, TextWriter } from '../../core/link/text.ts';
import type { PositionInput } from '../../core/position-types.ts';
import { ALIGNMENTS, type RevolutionPiles } from './slice.ts';

const revolutionCard: FieldCodec<RevolutionCardId> = {
  write: (w, c) => w.digit(REVOLUTION_CARD_IDS.indexOf(c)),
  read: (r) => REVOLUTION_CARD_IDS[r.digit(REVOLUTION_CARD_IDS.length)]!,
};
const revolutionCards = codec.list(revolutionCard);
const cards = codec.list(codec.card);
const seats = codec.list(codec.seat);

function write(p: PositionInput): string | null {
  if (!p.modules?.includes('troublemakers')) return null;
  const t = p.troublemakers ?? {};
  const w = new TextWriter();
  // 0: left out (drawn at random when the position is set up), then each Alignment.
  w.digit(t.alignment === undefined ? 0 : ALIGNMENTS.indexOf(t.alignment) + 1);
  codec.bool.write(w, t.declared === true);
  cards.write(w, t.fixed ?? []);
  if (t.declared !== true) return w.toString();
  const r: RevolutionPiles = t.revolution ?? { deck: [], row: [], organized: [], discard: [] };
  for (const pile of [r.deck, r.row, r.organized, r.discard]) revolutionCards.write(w, pile);
  w.nat(t.effects?.strike ?? 0);
  seats.write(w, t.effects?.missing ?? []);
  const hostage = t.effects?.hostage ?? null;
  codec.bool.write(w, hostage !== null);
  if (hostage !== null) {
    codec.seat.write(w, hostage.seat);
    codec.seat.write(w, hostage.by);
    codec.bool.write(w, hostage.playing);
  }
  return w.toString();
}

function read(text: string, p: PositionInput): PositionInput {
  const r = new TextReader(text);
  const a = r.digit(ALIGNMENTS.length + 1);
  const declared = codec.bool.read(r);
  const fixed = cards.read(r);
  let rest = {};
  if (declared) {
    const [deck, row, organized, discard] = [revolutionCards.read(r), revolutionCards.read(r), revolutionCards.read(r), revolutionCards.read(r)];
    const strike = r.nat(255);
    const missing = seats.read(r);
    const hostage = codec.bool.read(r) ? { seat: codec.seat.read(r), by: codec.seat.read(r), playing: codec.bool.read(r) } : null;
    rest = { revolution: { deck, row, organized, discard }, effects: { strike, missing, hostage } };
  }
  if (!r.done()) throw new BadText('trailing');
  return {
    ...p,
    modules: [...(p.modules ?? []).filter((m) => m !== 'troublemakers'), 'troublemakers'],
    troublemakers: { ...(a === 0 ? {} : { alignment: ALIGNMENTS[a - 1]! }), declared, fixed, ...rest },
  };
}

export const troublemakersLink = { tag: 'l', write, read };
