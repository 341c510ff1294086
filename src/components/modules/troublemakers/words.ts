/**
 * The Troublemakers' moves (`tm.*`, `rev.*`) in the list of legal moves: the group each is listed
 * under, and words where the engine's are not enough: the Reformist's answer names every offer,
 * taken or turned down ("Accept the Aristocrat's offer (seat 2); refuse the Tech Overlord's (seat
 * 4)"); a Revolution card says what its choices do ("Play Propaganda of the Deed: sacrificing a Rebel
 * from Pandemic, the Aristocrat misses their next turn"); Boycott and Comrade on the Inside name
 * their Markets (and a card only where the view may see it). The other moves keep the engine's words
 * ("Fix Pandemic with 2 cards face-down"). Loaded with the module's widgets (index.tsx), out of the
 * playground's first download.
 */
import { assetInfo, cardInfo, describeMove, MARKET_NAMES, playerName, type CardId, type GameState, type Move, type Seat, type Viewer } from '../../../machine/api.ts';
import { policyName } from '../../../machine/data/policies.ts';
import { cardLabel } from '../../shared/format.ts';
import { revolutionInfo, revolutionKind } from '../../../machine/data/revolution.ts';
import type { MoveLabels } from '../types.ts';

const crisisName = (card: CardId) => {
  const c = cardInfo(card);
  return c.kind === 'crisis' ? c.name : card;
};

/** What a Revolution card does with the choices of this move, in words ("sacrificing a Rebel from Pandemic: the Aristocrat misses their next turn"). */
function revolutionChoiceText(state: GameState, move: Extract<Move, { type: 'playRevolution' }>): string {
  const kind = revolutionKind(move.card);
  const target = move.target === undefined ? '' : playerName(state, move.target);
  const crisis = move.crisis === undefined ? '' : crisisName(move.crisis);
  switch (kind) {
    case 'infighting':
      return crisis ? `take a Rebel off ${crisis}` : 'no Rebel to take off';
    case 'organize':
      return crisis ? `the third Organize!: two Rebels onto ${crisis}` : 'it waits in the Organize! row';
    case 'hostages':
      return crisis ? `sacrificing a Rebel from ${crisis}, take ${target} hostage` : 'nothing happens';
    case 'propaganda-of-the-deed':
      return crisis ? `sacrificing a Rebel from ${crisis}, ${target} misses their next turn` : 'nothing happens';
    case 'involuntary-donation':
      return crisis && move.asset ? `sacrificing a Rebel from ${crisis}, ${target}'s ${assetInfo(move.asset).name} goes back to its Market` : 'nothing happens';
    case 'uncomfortable-alliance':
      return move.policy ? `put ${policyName(move.policy)} in force` : '';
    case 'comrade-on-the-inside':
      return move.market ? `look at the ${MARKET_NAMES[move.market]} Market's face-down cards` : 'no Market has face-down cards';
    default:
      return '';
  }
}

/** "Play Propaganda of the Deed: sacrificing a Rebel from Pandemic, the Aristocrat misses their next turn". */
export function revolutionLabel(state: GameState, move: Move, viewer: Viewer): string {
  if (move.type !== 'playRevolution') return describeMove(state, move, viewer);
  const how = revolutionChoiceText(state, move);
  return `Play ${revolutionInfo(move.card).name}${how ? `: ${how}` : ''}`;
}

/** Boycott's cards and Comrade's move with Market names (the card itself only where the view may see it). */
export function marketCardLabel(state: GameState, move: Move, viewer: Viewer): string {
  const sees = viewer === 'table' || viewer === move.seat;
  const name = (c: CardId) => (sees ? cardLabel(c, state.options.cardValues) : 'a face-down card');
  if (move.type === 'placeBoycott') return `Place ${move.cards.map((c, i) => `${name(c)} at ${MARKET_NAMES[move.markets[i]!]}`).join(', ')}`;
  if (move.type === 'moveComradeCard')
    return move.card === undefined || move.market === undefined
      ? 'Move no card'
      : state.markets[move.market].assets.length === 0
        ? `Send ${name(move.card)} to the closed ${MARKET_NAMES[move.market]} Market (the Discard pile)`
        : `Move ${name(move.card)} to the ${MARKET_NAMES[move.market]} Market`;
  return describeMove(state, move, viewer);
}

const seatNamed = (state: GameState, seat: Seat) => `${playerName(state, seat)} (seat ${seat + 1})`;
const andList = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** One offer ("the Aristocrat's offer (seat 2)") or several ("the offers of the Aristocrat (seat 2) and …"). */
function offersOf(state: GameState, seats: readonly Seat[]): string {
  if (seats.length === 1) return `${playerName(state, seats[0]!)}'s offer (seat ${seats[0]! + 1})`;
  return `the offers of ${andList(seats.map((s) => seatNamed(state, s)))}`;
}

/** The seats that offered a card to the Fix under way, in the order they were asked. */
function offeringSeats(state: GameState): Seat[] {
  return (state.modules.troublemakers?.fix?.offers ?? []).flatMap((o) => (o.card === null ? [] : [o.seat]));
}

/** Every offer named: those accepted and those refused ("Accept the Aristocrat's offer (seat 2); refuse the Tech Overlord's (seat 4)"). */
export function acceptLabel(state: GameState, move: Move, viewer: Viewer): string {
  if (move.type !== 'acceptFixOffers' || !state.modules.troublemakers?.fix) return describeMove(state, move, viewer);
  const offering = offeringSeats(state);
  const accepted = offering.filter((s) => move.seats.includes(s));
  const refused = offering.filter((s) => !move.seats.includes(s));
  if (accepted.length === 0)
    return refused.length === 1 ? `Refuse ${offersOf(state, refused)}` : `Refuse every offer: ${andList(refused.map((s) => seatNamed(state, s)))}`;
  const yes = `Accept ${offersOf(state, accepted)}`;
  if (refused.length === 0) return yes;
  const no = refused.length === 1 ? `${playerName(state, refused[0]!)}'s (seat ${refused[0]! + 1})` : `those of ${andList(refused.map((s) => seatNamed(state, s)))}`;
  return `${yes}; refuse ${no}`;
}

/** Clearer words than the engine's for some of its moves in the list of legal moves: the module's `words` (index.tsx). */
export const words: MoveLabels = { acceptFixOffers: acceptLabel, playRevolution: revolutionLabel, placeBoycott: marketCardLabel, moveComradeCard: marketCardLabel };
