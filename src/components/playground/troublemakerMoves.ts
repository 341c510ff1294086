/**
 * The Troublemakers' moves (`tm.*`) in the list of legal moves: the group each is listed under, and
 * words for the Reformist's answer to the offers that name every offer, taken or turned down
 * ("Accept the Aristocrat's offer (seat 2); refuse the Tech Overlord's (seat 4)"). The other moves
 * keep the engine's words ("Fix Pandemic with 2 cards face-down"). Loaded with the builder (see
 * builderKinds.ts), out of the playground's first download.
 */
import { describeMove, playerName, type GameState, type Move, type Seat, type Viewer } from '../../machine/api.ts';
import { laterGroups, laterLabels, type TroublemakersKind } from './moveKinds.ts';

const TROUBLEMAKERS_GROUPS: Readonly<Record<TroublemakersKind, string>> = {
  fixCrisis: 'Fix a Crisis',
  offerFixCard: 'Help the Fix',
  acceptFixOffers: 'Accept or refuse the offers',
  roundCard: "The Reformist's cards",
  takeBuyCard: "The Reformist's cards",
};

const seatNamed = (state: GameState, seat: Seat) => `${playerName(state, seat)} (seat ${seat + 1})`;
const andList = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** One offer ("the Aristocrat's offer (seat 2)") or several ("the offers of the Aristocrat (seat 2) and …"). */
function offersOf(state: GameState, seats: readonly Seat[]): string {
  if (seats.length === 1) return `${playerName(state, seats[0]!)}'s offer (seat ${seats[0]! + 1})`;
  return `the offers of ${andList(seats.map((s) => seatNamed(state, s)))}`;
}

/** The seats that offered a card to the Fix under way, in the order they were asked. */
export function offeringSeats(state: GameState): Seat[] {
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

for (const [kind, group] of Object.entries(TROUBLEMAKERS_GROUPS)) laterGroups.set(kind, group);
laterLabels.set('acceptFixOffers', acceptLabel);
