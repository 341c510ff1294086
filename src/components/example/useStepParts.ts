/**
 * Which steps of a projected worked example are busy, and which part of one is shown (see
 * useStepState.ts): a busy step's table is below the room's full size beside its whole caption, and
 * it is shown in parts, its text and then its table. Where the table alone is still below full size
 * and the step changed more than one zone, the table is shown in two halves: the first half of the
 * zones it changed, whole, with the rest folded to their counts, then the second half; a second half
 * still below full size takes zones from its start into the first half, as long as the first stays
 * at full size. What is busy, and where its halves are cut, is learnt from the projector's fits on
 * this screen (`fitted`) and forgotten with the screen (`forget`).
 */
import { useRef, useState } from 'preact/hooks';

/** The part of a busy step shown in projector mode; null: the whole step. `table-1` and `table-2`: the halves of its table. */
export type StepPart = 'text' | 'table' | 'table-1' | 'table-2';

/** A busy step's parts, in the order forward goes through them (the start position has no text part: its text is a line). */
const partsOf = (halved: boolean, start: boolean): readonly StepPart[] => (start ? ['table-1', 'table-2'] : halved ? ['text', 'table-1', 'table-2'] : ['text', 'table']);

/** How much larger a busy step's table must get alone for the split to be kept (when still below full size). */
const SPLIT_GAIN = 1.15;

/**
 * `zoneCount(step)`: how many zones the step marks on the table (those it changed, or those a step
 * that changed nothing is about); only a step that marks two or more can have its table shown in
 * halves.
 */
export function useStepParts(zoneCount: (step: number) => number) {
  const [part, setPart] = useState<StepPart | null>(null);
  /** The steps found busy on this screen in projector mode, those whose table is shown in halves, and those a split did not help. */
  const busy = useRef(new Set<number>());
  const halved = useRef(new Set<number>());
  const whole = useRef(new Set<number>());
  /** The step whose parts are being tried, its zoom when whole, and whether its table alone gained enough (see `fitted`). */
  const trying = useRef<number | null>(null);
  const wholeZoom = useRef(1);
  const tableGained = useRef(false);
  /** While a step's table (or its first half) is tried: the zoom that would make the split worth it (the projector stops short of it). */
  const wanted = useRef<number | null>(null);
  /** The step shown was reached going back (a busy one then opens on its table's last part). */
  const cameBack = useRef(false);
  /**
   * Per halved step: how many zones were moved from the second half of its table to the first
   * (see zonesOfPart), and, while the halves are balanced, the zoom of the second half before the
   * last move (null: the first try of the second half).
   */
  const shifts = useRef(new Map<number, number>());
  const secondZoom = useRef<number | null>(null);

  /** The parts of step `step` (empty: it is shown whole). */
  const of = (step: number): readonly StepPart[] => {
    if (busy.current.has(step)) return partsOf(halved.current.has(step), step === 0);
    // While a part is tried, it is drawn as it would be shown (its name under the step's number
    // too): a fit found for it must still hold when the step is shown in parts.
    return trying.current === step && part ? partsOf(part !== 'table', step === 0) : [];
  };
  /** Shows a busy step's first part, or its last when reached going back. */
  const open = (step: number) => {
    const parts = of(step);
    setPart((cameBack.current ? parts.at(-1) : parts[0]) ?? null);
  };

  /** A step is shown: a busy one opens on its text, or on its table when reached going back. */
  const arrive = (step: number, back: boolean) => {
    cameBack.current = back;
    trying.current = null;
    wanted.current = null;
    open(step);
  };
  /** Tries the first half of a step's table, if it has two halves: it must get a good deal larger than `best`. */
  const tryHalves = (step: number, best: number): boolean => {
    if (zoneCount(step) < 2) return false;
    wanted.current = Math.min(1, best * SPLIT_GAIN);
    setPart('table-1');
    return true;
  };
  /** The trial of a step's parts is over: it is busy if its table alone or its halves gained enough. */
  const decide = (step: number) => {
    trying.current = null;
    if (tableGained.current || halved.current.has(step)) {
      busy.current.add(step);
      open(step);
    } else {
      whole.current.add(step);
      setPart(null);
    }
  };
  /**
   * The projector's fit of `step` as shown (its table's zoom; null: it scrolls, as on a phone; 0:
   * short of `wanted`). A step whose table is below full size beside its whole caption may be busy:
   * its table part is tried (fitted before it is painted, see useProjectorMode.ts). If the table
   * alone is still below full size and the step marks two or more zones, the first half of its
   * table is tried too, and the step is shown in three parts if that half gets a good deal larger
   * (SPLIT_GAIN) than the table did. Otherwise the step is shown in two parts if the table alone
   * gets to full size or a good deal larger; if not, a second press would buy nothing, and the step
   * stays whole. The start position has no text part to split off (its text is a line): only its
   * table's halves are tried.
   */
  const fitted = (step: number, zoom: number | null) => {
    wanted.current = null;
    if (zoom === null) return;
    if (part === null && zoom < 1 && !whole.current.has(step) && !busy.current.has(step)) {
      wholeZoom.current = zoom;
      trying.current = step;
      tableGained.current = false;
      if (step > 0) {
        wanted.current = Math.min(1, zoom * SPLIT_GAIN);
        setPart('table');
      } else if (!tryHalves(step, zoom)) decide(step);
      return;
    }
    if (trying.current !== step) return;
    if (part === 'table') {
      tableGained.current = zoom >= 1 || zoom >= wholeZoom.current * SPLIT_GAIN;
      // The halves must beat the table alone where it gained, else the step as it was.
      if (zoom < 1 && tryHalves(step, Math.max(zoom, wholeZoom.current))) return;
    } else if (part === 'table-1') {
      if (zoom > 0 && !halved.current.has(step)) {
        halved.current.add(step);
        return trySecondHalf(null);
      }
      if (zoom > 0) return trySecondHalf(secondZoom.current);
      // The first half lost its full size to the zone moved into it: put that zone back.
      if (halved.current.has(step)) moveZoneBack(step);
    } else if (part === 'table-2') {
      const before = secondZoom.current;
      // A zone moved that did not make the second half larger goes back.
      if (before !== null && (zoom ?? 0) <= before) moveZoneBack(step);
      else if (zoom !== null && zoom < 1 && moveZone(step, zoom)) return;
    } else return;
    decide(step);
  };
  /** Tries the second half of a halved step's table as it would be shown (`before`: its zoom before the last zone moved). */
  const trySecondHalf = (before: number | null) => {
    secondZoom.current = before;
    wanted.current = null;
    setPart('table-2');
  };
  /**
   * The second half of a halved step's table is below full size: moves its first zone into the first
   * half, which is tried again and must stay at full size (else the zone goes back). The halves were
   * cut by the weight of their text, but a zone's box weighs more than its text (a Market's name,
   * its frame): l2-end-of-round-panic's second half held four Markets at zoom 0.975 while the first
   * was at 1.15. False when no zone is left to move.
   */
  const moveZone = (step: number, zoom: number): boolean => {
    const shift = (shifts.current.get(step) ?? 0) + 1;
    if (shift >= zoneCount(step) - 1) return false;
    shifts.current.set(step, shift);
    secondZoom.current = zoom;
    wanted.current = 1;
    setPart('table-1');
    return true;
  };
  /** Undoes the last moveZone of a step. */
  const moveZoneBack = (step: number) => shifts.current.set(step, (shifts.current.get(step) ?? 1) - 1);
  /** Out of projector mode, or on another screen: every step whole again until measured. */
  const forget = () => {
    busy.current.clear();
    halved.current.clear();
    whole.current.clear();
    trying.current = null;
    wanted.current = null;
    shifts.current.clear();
    setPart(null);
  };
  return { part, setPart, parts: of, arrive, fitted, forget, wanted: () => wanted.current, shift: (step: number) => shifts.current.get(step) ?? 0 };
}

/**
 * The zones a part of a step shows whole: a half of its table shows its half of the zones it marks
 * (in table order), and folds the others to their counts. The halves are cut where they weigh most
 * nearly the same (`weight`: how much a zone holds), so that neither is much larger than the other.
 */
export function zonesOfPart<Z>(zones: readonly Z[], part: StepPart | null, weight: (zone: Z) => number, shift = 0): readonly Z[] {
  if (part !== 'table-1' && part !== 'table-2') return zones;
  const weights = zones.map(weight);
  const total = weights.reduce((a, b) => a + b, 0);
  let cut = 1;
  for (let k = 1, before = weights[0] ?? 0, best = Infinity; k < zones.length; before += weights[k]!, k++) {
    const larger = Math.max(before, total - before);
    if (larger < best) [best, cut] = [larger, k];
  }
  // Zones moved into the first half where the second did not reach full size (see useStepParts); each half keeps one at least.
  cut = Math.max(1, Math.min(zones.length - 1, cut + shift));
  return part === 'table-1' ? zones.slice(0, cut) : zones.slice(cut);
}
