/**
 * A packed move stream that grows a move at a time, at a cost that does not grow with the game:
 * byte for byte the text `packMoveRuns` writes, without coding every move again each time.
 *
 * Why that is not simply "go on coding": the stream starts with a count header (how many values
 * follow) and the number of moves, and both change with every move, so every value after them is
 * coded differently. But the range coder has two properties that let the header be added last:
 *
 *   - its `range` (and so the size of every step, and where each digit is shifted out) depends only
 *     on the radices, never on the values;
 *   - the number it codes is a sum: each value adds value × size at the digits the coder has
 *     reached, so it is linear in the values.
 *
 * So the stream is kept coded with the header's and the count's values taken as 0 (`body`); their
 * radices stay the same until the count of moves or of values reaches a new power of two (then the
 * stream is coded again from the moves: once per doubling, so O(1) a move on average). Finishing
 * adds the header's values at the top digits (a few digits, each the size of its step times its
 * value) and rounds the end as the coder does (`shortestIn`): only the first and last few digits
 * are worked out; the digits between are the body's text, unchanged.
 *
 * Only radices up to DIRECT are linear (a larger one is split in two, and the second radix depends
 * on the value): a stream holding one is not grown (null), and the caller packs it whole.
 */
import { ALPHABET, digitOf } from './alphabet.ts';
import { BOTTOM, type CoderState, DIGIT, DIRECT, Encoder, FRESH_CODER, headerPairs, natPairs, shortestIn, WINDOW } from './radix.ts';

export interface GrowingStream {
  /** How many moves it holds. */
  readonly moves: number;
  /** How many values of radix ≥ 2 the moves wrote. */
  readonly values: number;
  /** The whole stream coded with the count header's and the number of moves' values taken as 0. */
  readonly body: CoderState;
}

/** The stream of the moves whose (value, radix) pairs are `runs`, flat; null if some radix is too large to grow it (see above). */
export function streamOf(runs: readonly (readonly number[])[], moves: number): GrowingStream | null {
  let values = 0;
  for (const run of runs) {
    if (!linear(run)) return null;
    values += counted(run);
  }
  const enc = Encoder.resume(FRESH_CODER);
  code(enc, zeroed(prefixOf(values, moves)));
  for (const run of runs) code(enc, run);
  return { moves, values, body: enc.state() };
}

/**
 * The stream with one more move, coded on from where it stood; null when the move's radices cannot
 * be, or when the header's radices change (a count reaches a new power of two): then it is made
 * again with `streamOf`.
 */
export function growStream(stream: GrowingStream, pairs: readonly number[]): GrowingStream | null {
  if (!linear(pairs)) return null;
  const values = stream.values + counted(pairs);
  const moves = stream.moves + 1;
  if (!sameRadices(prefixOf(values, moves), prefixOf(stream.values, stream.moves))) return null;
  const enc = Encoder.resume(stream.body);
  code(enc, pairs);
  return { moves, values, body: enc.state() };
}

/** How many values of radix ≥ 2 the count header counts: the moves' and the number of moves' own. */
export const streamValues = (stream: GrowingStream): number => stream.values + counted(natPairs(stream.moves));

/** The stream's text: what `packMoveRuns` writes for the same moves. */
export function streamText(stream: GrowingStream): string {
  const { body } = stream;
  // Where each value of the header and the count lands: value × the size of its step, as 8 digits
  // from the digit the coder had reached when it coded it.
  const terms: { readonly at: number; readonly amount: number }[] = [];
  let range = WINDOW;
  let shifts = 0;
  const prefix = prefixOf(stream.values, stream.moves);
  for (let i = 0; i < prefix.length; i += 2) {
    const radix = prefix[i + 1]!;
    if (radix < 2) continue;
    const size = Math.floor(range / radix);
    terms.push({ at: shifts, amount: prefix[i]! * size });
    range = size;
    while (range < BOTTOM) {
      range *= DIGIT;
      shifts++;
    }
  }
  const reach = shifts + 8; // the prefix changes none of the digits from here on
  return (reach <= body.text.length ? quickly(body, terms, reach) : null) ?? wholly(body, terms);
}

// ---------------------------------------------------------------- the prefix

/** The pairs before the moves': the count header (all values of radix ≥ 2, the count's own included) and the number of moves. */
function prefixOf(values: number, moves: number): number[] {
  return [...headerPairs(values + counted(natPairs(moves))), ...natPairs(moves)];
}

const counted = (pairs: readonly number[]) => {
  let n = 0;
  for (let i = 1; i < pairs.length; i += 2) if (pairs[i]! > 1) n++;
  return n;
};

const zeroed = (pairs: readonly number[]) => pairs.map((x, i) => (i % 2 === 0 ? 0 : x));

function sameRadices(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 1; i < a.length; i += 2) if (a[i] !== b[i]) return false;
  return true;
}

/** Valid pairs whose radices the coder codes in one step each. */
function linear(pairs: readonly number[]): boolean {
  for (let i = 0; i < pairs.length; i += 2) {
    const v = pairs[i]!;
    const r = pairs[i + 1]!;
    if (!Number.isInteger(r) || r < 1 || r > DIRECT || !Number.isInteger(v) || v < 0 || v >= r) return false;
  }
  return true;
}

function code(enc: Encoder, pairs: readonly number[]): void {
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i + 1]! > 1) enc.value(pairs[i]!, pairs[i + 1]!);
}

// ---------------------------------------------------------------- finishing

type Terms = readonly { readonly at: number; readonly amount: number }[];

/**
 * The usual case: the prefix's digits are all in the body's final text, so only its first `reach`
 * digits and the digits after the text change. Null in the rare case a carry would run into the
 * text from below, or the zeros at the end reach the prefix's digits (then `wholly` does it).
 */
function quickly(body: CoderState, terms: Terms, reach: number): string | null {
  const { digits: tail, carry } = tailOf(body);
  const from = body.text.length; // the tail's first digit is this one of the number
  const window = body.shifts - from;
  if (carry && !add(tail, window - 1, 1, 1)) return null;
  if (!roundEnd(tail, window, body.range)) return null;
  const top = digitsOf(body.text.slice(0, reach));
  for (const t of terms) if (!add(top, t.at, t.amount, 8)) throw new Error('link stream: the count header overflows'); // a bug: the number stays below 1
  // Zeros at the end are implied, as the coder drops them: in the tail, or (all of it zeros) at the end of the text.
  let end = tail.length;
  while (end > 0 && tail[end - 1] === 0) end--;
  if (end > 0) return textOf(top, top.length) + body.text.slice(reach) + textOf(tail, end);
  let cut = body.text.length;
  while (cut > reach && body.text[cut - 1] === ALPHABET[0]) cut--;
  return cut > reach ? textOf(top, top.length) + body.text.slice(reach, cut) : null;
}

/** Every digit worked out: for a short stream, or when `quickly` cannot. */
function wholly(body: CoderState, terms: Terms): string {
  const { digits: tail, carry } = tailOf(body);
  const digits = [...digitsOf(body.text), ...tail];
  const window = body.shifts;
  if ((carry && !add(digits, window - 1, 1, 1)) || terms.some((t) => !add(digits, t.at, t.amount, 8)) || !roundEnd(digits, window, body.range))
    throw new Error('link stream: the number overflows'); // a bug: the coder keeps it below 1
  let end = digits.length;
  while (end > 0 && digits[end - 1] === 0) end--; // zeros at the end are implied, as the coder drops them
  return textOf(digits, end);
}

/** The digits after the body's text (its cache, its pending 63s, the 8 of its window), and the window's carry bit. */
function tailOf(body: CoderState): { digits: number[]; carry: number } {
  const digits: number[] = [];
  if (body.cache >= 0) digits.push(body.cache);
  for (let i = 0; i < body.pending; i++) digits.push(DIGIT - 1);
  const carry = body.low >= WINDOW ? 1 : 0;
  const low = body.low - carry * WINDOW;
  for (let unit = WINDOW / DIGIT; unit >= 1; unit /= DIGIT) digits.push(Math.floor(low / unit) % DIGIT);
  return { digits, carry };
}

/** The coder's last step (`Encoder.finish`): the window moved up to the number in it with the most zeros at the end. */
function roundEnd(digits: number[], window: number, range: number): boolean {
  let low = 0;
  for (let i = 0; i < 8; i++) low = low * DIGIT + digits[window + i]!;
  return add(digits, window, shortestIn(low, range) - low, 8);
}

/**
 * Adds `amount` (below 64^width) to the `width` digits from `at`, carrying upward; false if the carry
 * would run past the first digit (or `at` is before it).
 */
function add(digits: number[], at: number, amount: number, width: number): boolean {
  if (at < 0) return amount === 0;
  let carry = 0;
  let rest = amount;
  for (let i = at + width - 1; i >= at; i--) {
    const sum = digits[i]! + (rest % DIGIT) + carry;
    rest = Math.floor(rest / DIGIT);
    digits[i] = sum % DIGIT;
    carry = sum >= DIGIT ? 1 : 0;
  }
  for (let i = at - 1; carry > 0 && i >= 0; i--) {
    const sum = digits[i]! + carry;
    digits[i] = sum % DIGIT;
    carry = sum >= DIGIT ? 1 : 0;
  }
  return carry === 0;
}

function digitsOf(text: string): number[] {
  const digits = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) digits[i] = digitOf(text.charCodeAt(i));
  return digits;
}

function textOf(digits: readonly number[], end: number): string {
  let text = '';
  for (let i = 0; i < end; i++) text += ALPHABET[digits[i]!];
  return text;
}
