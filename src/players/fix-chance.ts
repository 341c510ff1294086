/**
 * How likely a Fix is to succeed, as the Reformist can know it (`tm.fix`): its own cards count their
 * points (a Crisis among them counts 3 against), and as many cards as the Crisis's printed Rebel
 * icons are drawn from the deck, each counting its points against it (a Crisis 3). The Fix needs
 * strictly more points than the draw.
 *
 * The draw is counted over the cards the seat has not seen (`unseenBy`, as the Buy odds count),
 * every arrangement of them equally likely, the set-aside places holding Crises only; so the chance
 * is the same however those cards lie, and says nothing about the deck's order. Offers are left out:
 * nobody has made one when the Reformist chooses.
 */
import { cardInfo, type CardId, cardsOf, type GameState, type Seat, worthOf } from '../machine/index.ts';
import { unseenBy } from '../machine/modules/level1/odds.ts';

/** What a Crisis counts against a Fix, wherever it turns up. */
const CRISIS_AGAINST = 3;

/** n choose r, as a float (the counts here stay far below 2^53). */
function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let out = 1;
  for (let i = 1; i <= r; i++) out = (out * (n - r + i)) / i;
  return out;
}

/** The points a Fix puts forward with these cards: their worth, less 3 for each Crisis among them. */
export function fixScore(state: GameState, cards: readonly CardId[]): number {
  const worth = worthOf(state);
  return cards.reduce((t, c) => t + (cardInfo(c).kind === 'crisis' ? -CRISIS_AGAINST : worth(c)), 0);
}

/** The chance, from 0 to 1, that `seat` Fixes `crisis` with `cards` and no offer, as it can know it. */
export function fixChance(state: GameState, seat: Seat, crisis: CardId, cards: readonly CardId[]): number {
  const score = fixScore(state, cards);
  const draws = cardsOf(state).rebels(crisis);
  const worth = worthOf(state);
  const { cards: unseen, crisisOnlySlots } = unseenBy(state, seat);
  const against = (c: CardId) => (cardInfo(c).kind === 'crisis' ? CRISIS_AGAINST : worth(c));
  // Unseen cards that count the same are interchangeable: "points,crisis" → how many.
  const groups = new Map<string, { points: number; crisis: number; count: number }>();
  for (const c of unseen) {
    const crisisCard = cardInfo(c).kind === 'crisis' ? 1 : 0;
    const key = `${against(c)},${crisisCard}`;
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { points: against(c), crisis: crisisCard, count: 1 });
  }
  const unseenCrises = unseen.filter((c) => cardInfo(c).kind === 'crisis').length;
  // "drawn,crises,points" → number of sets of unseen cards giving them.
  let ways = new Map<string, { drawn: number; crises: number; points: number; n: number }>([['0,0,0', { drawn: 0, crises: 0, points: 0, n: 1 }]]);
  for (const g of groups.values()) {
    const next = new Map<string, { drawn: number; crises: number; points: number; n: number }>();
    for (const w of ways.values()) {
      for (let j = 0; j <= Math.min(g.count, draws - w.drawn); j++) {
        const to = { drawn: w.drawn + j, crises: w.crises + j * g.crisis, points: w.points + j * g.points, n: w.n * choose(g.count, j) };
        const key = `${to.drawn},${to.crises},${to.points}`;
        const had = next.get(key);
        next.set(key, had ? { ...had, n: had.n + to.n } : to);
      }
    }
    ways = next;
  }
  let total = 0;
  let wins = 0;
  for (const w of ways.values()) {
    if (w.drawn !== draws) continue;
    // The set-aside places hold only Crises: they must still be fillable from the Crises left.
    const weight = w.n * choose(unseenCrises - w.crises, crisisOnlySlots);
    total += weight;
    if (score > w.points) wins += weight;
  }
  return total === 0 ? 0 : wins / total;
}
