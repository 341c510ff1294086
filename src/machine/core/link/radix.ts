/**
 * Mixed-radix packing: a sequence of small numbers, each with its own radix (how many values it
 * could have taken), written as one short text in the link alphabet at a cost within a few bits of
 * Σ log2(radix).
 *
 * Public names (imported by the engine side; keep them stable):
 *   RadixWriter    write(value, radix) / writeUint(value, bits) / writeNat(n), then finish()
 *   RadixReader    RadixReader.open(text), then read(radix) / readUint(bits) / readNat(), then finish()
 *   packValues(pairs)            [value, radix][] → text
 *   packRuns(runs), natPairs(n)  flat [value, radix, …] runs → text (a RadixWriter's, without one)
 *   unpackValues(text, radices)  text → values
 *   MAX_RADIX, MAX_STREAM_VALUES, countHeaderBits(n)
 *
 * How: a range coder (arithmetic coding with uniform symbols), because its reader can take radices
 * one at a time. A chunked mixed-radix number ("multiply radices until the product reaches 2^48,
 * print the chunk") cannot be read that way: the first value of a chunk is `chunk mod r0`, which
 * needs the whole chunk, whose length depends on radices the reader has not been given yet.
 *
 * The coder keeps a 48-bit window in doubles (every integer below 2^53 is exact, so no BigInt):
 * `range` stays in [2^42, 2^48] and one 6-bit digit is shifted out whenever it drops below 2^42.
 * Coding a value of radix r narrows `range` to ⌊range / r⌋, which loses less than r / range of it:
 * at most 2^32 / 2^42, i.e. under 0.0015 bits per value. Radices above 2^32 are split into a high
 * part and an exact low part (its radix depends on the high part), so the split wastes no value;
 * only the second step's rounding (another 0.0015 bits) is added.
 * The end is written as the shortest digit string inside the final interval (trailing `A`s, which
 * are zeros, are dropped; the reader pads with zeros), so the last character costs at most 6 bits.
 *
 * The stream starts with a count of its values (those with radix ≥ 2), costing countHeaderBits(n)
 * = log2(17) + ⌊log2 n⌋ bits. Without it, reading past the end could not be detected at all: any
 * text, padded with zeros, also decodes to more values. A radix of 1 carries no information, so it
 * costs nothing and is not counted; reading one always gives 0 and never fails.
 *
 * Total cost, proved in the comments below and checked by tests/unit/link-codec/radix.test.ts:
 *   Σ log2(radix) + countHeaderBits(n) + < 6 bits (the last character) + < 0.003 bits per value.
 * Measured: 600 values of radix 2..60 (Σ log2 ≈ 2,778 bits) take 2,796 bits, 0.6 % more.
 *
 * Errors are values. A writer given a bad (value, radix) remembers the first problem and `finish()`
 * returns it; a reader that meets a bad character refuses at `open`, and one that reads past the end
 * or decodes an impossible value returns -1 and keeps the error in `reader.error` (so a loop can
 * read a batch and check once). `finish()` on a reader also refuses trailing data, so exactly one
 * text decodes to each sequence.
 */
import { ALPHABET, toDigits } from './alphabet.ts';
import { fail, type LinkResult, type LinkSyntaxError, linkError } from './errors.ts';

/** Largest radix accepted (so writeUint takes up to 53 bits): every value below it is a safe integer. */
export const MAX_RADIX = 2 ** 53;
/** Most values (of radix ≥ 2) in one stream; a full link of 5000 moves needs about 10,000. */
export const MAX_STREAM_VALUES = 0xffff;

export const WINDOW = 2 ** 48; // the coder's precision; low may reach 2 · WINDOW (one carry bit)
export const BOTTOM = 2 ** 42; // shift a digit out when range falls below this
export const DIGIT = 64;
const TOP_DIGIT_63 = 63 * BOTTOM; // low below this (and no carry): the top digit is not 63
/** Radices up to here are coded in one step (⌊range / r⌋ ≥ 2^10, so the rounding loss is tiny). */
export const DIRECT = 2 ** 32;
/** The count header: a bit length 0..16 in radix 17, then the bits below the leading 1. */
const HEADER_LENGTHS = 17;
/** writeNat: a bit length 0..53 in radix 54, then the bits below the leading 1. */
const NAT_LENGTHS = 54;

/** Bits of the count header for a stream of n values (radix ≥ 2). */
export function countHeaderBits(n: number): number {
  return Math.log2(HEADER_LENGTHS) + Math.max(0, bitLength(n) - 1);
}

/** Number of bits of a safe non-negative integer (0 for 0); exact where Math.log2 is not. */
function bitLength(n: number): number {
  return n < 2 ** 32 ? 32 - Math.clz32(n) : 64 - Math.clz32(Math.floor(n / 2 ** 32));
}

const isRadix = (r: number) => Number.isInteger(r) && r >= 1 && r <= MAX_RADIX;
const isValue = (v: number, r: number) => Number.isSafeInteger(v) && v >= 0 && v < r;

// ---------------------------------------------------------------- writer

/**
 * Collects (value, radix) pairs; `finish()` codes them. Values are buffered because the count
 * header goes first and is known only at the end.
 */
export class RadixWriter {
  private readonly values: number[] = [];
  private readonly radices: number[] = [];
  private problem: LinkSyntaxError | null = null;

  /** Appends one value (0 ≤ value < radix). A radix of 1 costs nothing. */
  write(value: number, radix: number): this {
    if (this.problem !== null) return this;
    if (!isRadix(radix) || !isValue(value, radix)) {
      this.problem = linkError('link.corrupt', `writer: ${String(value)} is not a value of radix ${String(radix)}`);
    } else if (radix > 1) {
      if (this.values.length >= MAX_STREAM_VALUES) this.problem = linkError('link.too-long', `writer: more than ${MAX_STREAM_VALUES} values`);
      else {
        this.values.push(value);
        this.radices.push(radix);
      }
    }
    return this;
  }

  /** A fixed-width field of `bits` bits (0..53). */
  writeUint(value: number, bits: number): this {
    if (!Number.isInteger(bits) || bits < 0 || bits > 53) {
      this.problem ??= linkError('link.corrupt', `writer: ${String(bits)} is not a field width`);
      return this;
    }
    return this.write(value, 2 ** bits);
  }

  /** Any safe non-negative integer, small ones cheaply: log2(54) + ⌊log2 n⌋ bits. */
  writeNat(n: number): this {
    if (!Number.isSafeInteger(n) || n < 0) {
      this.problem ??= linkError('link.corrupt', `writer: ${String(n)} is not a natural number`);
      return this;
    }
    const pairs = natPairs(n);
    for (let i = 0; i < pairs.length; i += 2) this.write(pairs[i]!, pairs[i + 1]!);
    return this;
  }

  /** Values written so far (radix ≥ 2 only). */
  get count(): number {
    return this.values.length;
  }

  /** The packed text, or the first problem met while writing. Can be called more than once. */
  finish(): LinkResult<string> {
    if (this.problem !== null) return { ok: false, error: this.problem };
    const enc = new Encoder();
    const n = this.values.length;
    enc.header(n);
    for (let i = 0; i < n; i++) enc.value(this.values[i]!, this.radices[i]!);
    return { ok: true, value: enc.finish() };
  }
}

/** The count header of a stream of n values (radix ≥ 2), as flat (value, radix) pairs: n's bit length, then the bits below the leading 1. */
export function headerPairs(n: number): readonly number[] {
  const b = bitLength(n);
  return b >= 2 ? [b, HEADER_LENGTHS, n - 2 ** (b - 1), 2 ** (b - 1)] : [b, HEADER_LENGTHS];
}

/** How `writeNat` writes n, as flat (value, radix) pairs: its bit length, then the bits below the leading 1. */
export function natPairs(n: number): readonly number[] {
  const b = bitLength(n);
  return b >= 2 ? [b, NAT_LENGTHS, n - 2 ** (b - 1), 2 ** (b - 1)] : [b, NAT_LENGTHS];
}

/**
 * The text a RadixWriter writes for these (value, radix) pairs, given flat ([value, radix, value,
 * radix…]) in runs, written one run after another: the same values, the same checks, the same
 * errors, without copying them into a writer first. For a caller that keeps its pairs in runs and
 * packs them again and again: a link written as a game grows is packed on every click, one run a
 * move (see draft.ts), so this is the only part of a click that grows with the game.
 */
export function packRuns(runs: readonly (readonly number[])[]): LinkResult<string> {
  // The count goes first, in the header; the pairs are checked as they are coded (one pass, not two).
  let n = 0;
  for (const run of runs) for (let i = 1; i < run.length; i += 2) if (run[i]! > 1) n++;
  if (n > MAX_STREAM_VALUES) return fail('link.too-long', `writer: more than ${MAX_STREAM_VALUES} values`);
  const enc = new Encoder();
  enc.header(n);
  for (const run of runs)
    for (let i = 0; i < run.length; i += 2) {
      const v = run[i]!;
      const r = run[i + 1]!;
      if (!isRadix(r) || !isValue(v, r)) return fail('link.corrupt', `writer: ${String(v)} is not a value of radix ${String(r)}`);
      if (r > 1) enc.value(v, r);
    }
  return { ok: true, value: enc.finish() };
}

/**
 * A range coder between two values, as plain data, so that coding can go on from it later (see
 * growing.ts). The number coded so far is: the digits of `text`, then `cache` (when not -1), then
 * `pending` digits 63, then `low`'s 48 bits as the 8 digits after those, its bit 48 (a carry) added
 * to the digit before them. `shifts` counts the digits before `low`'s.
 */
export interface CoderState {
  readonly low: number;
  readonly range: number;
  readonly cache: number;
  readonly pending: number;
  /** The digits no carry can reach any more, as link text. */
  readonly text: string;
  readonly shifts: number;
}

/** A coder that has coded nothing yet. */
export const FRESH_CODER: CoderState = { low: 0, range: WINDOW, cache: -1, pending: 0, text: '', shifts: 0 };

/** The range encoder proper (carry handled as in LZMA's: a cached digit and a run of pending 63s). */
export class Encoder {
  private low = 0; // < 2 · WINDOW; the bit at WINDOW is a carry not yet added to the output
  private range = WINDOW;
  private cache = -1; // last digit produced but not yet final (a carry may still reach it); -1: none yet
  private pending = 0; // digits of value 63 after the cache, also waiting for a possible carry
  private readonly out: number[] = [];
  private text = ''; // the final digits of the state resumed from, as text (before `out`)
  private shifts = 0;

  /** An encoder that goes on from a state (`state()` of an earlier one). */
  static resume(state: CoderState): Encoder {
    const enc = new Encoder();
    enc.low = state.low;
    enc.range = state.range;
    enc.cache = state.cache;
    enc.pending = state.pending;
    enc.text = state.text;
    enc.shifts = state.shifts;
    return enc;
  }

  /** Where coding stands, to go on from later. */
  state(): CoderState {
    let text = '';
    for (const d of this.out) text += ALPHABET[d];
    return { low: this.low, range: this.range, cache: this.cache, pending: this.pending, text: this.text + text, shifts: this.shifts };
  }

  /** The count header: how many values (radix ≥ 2) follow, so that reading past the end is noticed. */
  header(n: number): void {
    const pairs = headerPairs(n);
    for (let i = 0; i < pairs.length; i += 2) this.value(pairs[i]!, pairs[i + 1]!);
  }

  value(v: number, r: number): void {
    if (r > DIRECT) {
      // High part first, then the low part in exactly the radix that remains: no value is wasted.
      const hiRadix = Math.ceil(r / DIRECT);
      const hi = Math.floor(v / DIRECT);
      this.step(hi, hiRadix);
      this.step(v - hi * DIRECT, hi === hiRadix - 1 ? r - hi * DIRECT : DIRECT);
    } else this.step(v, r);
  }

  private step(v: number, r: number): void {
    const size = Math.floor(this.range / r);
    this.low += v * size;
    this.range = size;
    while (this.range < BOTTOM) {
      this.shift();
      this.range *= DIGIT;
    }
  }

  /**
   * Moves the top digit of the window out (into the cache), releasing the previous one if final.
   * `low` is below 2^49 and BOTTOM a power of two, so its top digits are `floor(low / BOTTOM)` and
   * the rest `low - top · BOTTOM`, both exact; written so, not with `%`, which on numbers this large
   * is a floating-point remainder several times slower (the playground writes a link on every click).
   */
  private shift(): void {
    const carry = this.low >= WINDOW ? 1 : 0;
    const top = Math.floor(this.low / BOTTOM); // below 128: the carry bit and the next digit
    if (this.cache < 0) {
      // The first digit: no carry can reach it (the whole number stays below 1), so it is final.
      this.cache = top & (DIGIT - 1);
    } else if (this.low < TOP_DIGIT_63 || carry === 1) {
      this.out.push(this.cache + carry);
      for (; this.pending > 0; this.pending--) this.out.push((63 + carry) & (DIGIT - 1));
      this.cache = top & (DIGIT - 1);
    } else this.pending++;
    this.low = (this.low - top * BOTTOM) * DIGIT;
    this.shifts++;
  }

  finish(): string {
    // The shortest digit string inside [low, low + range): the multiple of the largest power of 64.
    this.low = shortestIn(this.low, this.range);
    for (let i = 0; i < 9; i++) this.shift(); // the 8 window digits, then release the last cache
    let end = this.out.length;
    while (end > 0 && this.out[end - 1] === 0) end--; // zeros at the end are implied
    let text = '';
    for (let i = 0; i < end; i++) text += ALPHABET[this.out[i]!];
    // A resumed encoder's earlier digits come first (and lose their own zeros at the end if nothing follows them).
    return end > 0 ? this.text + text : this.text.replace(/A+$/, '');
  }
}

/** The number in [low, low + range) with the most trailing zero digits (both ends in one frame). */
// Why under 6 bits: if the final interval is w wide (as a fraction of 1), some multiple of 64^-k
// lies in it once 64^-k ≤ w, so the text needs k = ⌈log2(1/w) / 6⌉ characters, fewer than
// (log2(1/w) + 6) / 6. The largest unit with a multiple in the interval gives the most trailing
// zeros, hence the shortest text; range ≥ 2^42 means the search never needs to look below the window.
export function shortestIn(low: number, range: number): number {
  for (let unit = WINDOW; unit > 1; unit /= DIGIT) {
    const x = Math.ceil(low / unit) * unit;
    if (x < low + range) return x;
  }
  return low;
}

// ---------------------------------------------------------------- reader

/**
 * Reads values back, given each radix at the moment it is needed. `read` returns -1 once anything
 * has gone wrong, and `error` says what; later reads keep returning -1.
 */
export class RadixReader {
  private code = 0; // offset of the coded number inside the current interval: 0 ≤ code < range
  private range = WINDOW;
  private at = 0; // next digit to bring into the window
  private left = 0; // values (radix ≥ 2) still to read
  private problem: LinkSyntaxError | null = null;

  private constructor(private readonly digits: Uint8Array) {
    for (let i = 0; i < 8; i++) this.code = this.code * DIGIT + this.digit();
  }

  /** A reader over `text`, or why it cannot be one (a character outside the alphabet, a bad header). */
  static open(text: string): LinkResult<RadixReader> {
    const digits = toDigits(text);
    if (!digits.ok) return fail('link.corrupt', `character ${digits.at} is not in the link alphabet`);
    const r = new RadixReader(digits.digits);
    const b = r.step(HEADER_LENGTHS);
    const n = b <= 1 ? b : 2 ** (b - 1) + r.step(2 ** (b - 1));
    if (r.problem !== null) return { ok: false, error: r.problem };
    r.left = n;
    return { ok: true, value: r };
  }

  get error(): LinkSyntaxError | null {
    return this.problem;
  }

  /** Values (radix ≥ 2) not read yet. */
  get remaining(): number {
    return this.left;
  }

  /** The next value, which the writer wrote with this radix; -1 if it cannot be read. */
  read(radix: number): number {
    if (this.problem !== null) return -1;
    if (!isRadix(radix)) return this.stop('link.corrupt', `reader: ${String(radix)} is not a radix`);
    if (radix === 1) return 0;
    if (this.left === 0) return this.stop('link.truncated', 'read past the end of the stream');
    this.left--;
    if (radix <= DIRECT) return this.step(radix);
    const hiRadix = Math.ceil(radix / DIRECT);
    const hi = this.step(hiRadix);
    if (hi < 0) return -1;
    const lo = this.step(hi === hiRadix - 1 ? radix - hi * DIRECT : DIRECT);
    return lo < 0 ? -1 : hi * DIRECT + lo;
  }

  readUint(bits: number): number {
    if (!Number.isInteger(bits) || bits < 0 || bits > 53) return this.stop('link.corrupt', `reader: ${String(bits)} is not a field width`);
    return this.read(2 ** bits);
  }

  readNat(): number {
    const b = this.read(NAT_LENGTHS);
    if (b <= 1) return b;
    const rest = this.read(2 ** (b - 1));
    return rest < 0 ? -1 : 2 ** (b - 1) + rest;
  }

  /**
   * Checks that everything was read and that the text is exactly what the writer makes for these
   * values (no extra characters, no trailing `A`), so a link has one spelling only.
   */
  finish(): LinkSyntaxError | null {
    if (this.problem !== null) return this.problem;
    if (this.left > 0) return linkError('link.corrupt', `${this.left} values left unread`);
    const n = this.digits.length;
    if (n > this.at || (n > 0 && this.digits[n - 1] === 0)) return linkError('link.corrupt', 'trailing characters after the last value');
    let window = 0;
    for (let i = this.at - 8; i < this.at; i++) window = window * DIGIT + (i < n ? this.digits[i]! : 0);
    // The writer ended on the shortest number of the final interval; `window - code` is its low end
    // in this window's frame (the two frames differ by a multiple of 2^48, which shortestIn ignores).
    if (shortestIn(window - this.code, this.range) !== window) return linkError('link.corrupt', 'the last characters are not the ones the writer makes');
    return null;
  }

  private digit(): number {
    const i = this.at++;
    return i < this.digits.length ? this.digits[i]! : 0; // past the text: implied zeros
  }

  private step(r: number): number {
    const size = Math.floor(this.range / r);
    const v = Math.floor(this.code / size);
    if (v >= r) return this.stop('link.corrupt', `a value does not fit its radix ${r}`);
    this.code -= v * size;
    this.range = size;
    while (this.range < BOTTOM) {
      this.code = this.code * DIGIT + this.digit();
      this.range *= DIGIT;
    }
    return v;
  }

  private stop(code: 'link.corrupt' | 'link.truncated', detail: string): -1 {
    this.problem = linkError(code, detail);
    return -1;
  }
}

// ---------------------------------------------------------------- one-call helpers

/** Packs [value, radix] pairs into one text. */
export function packValues(pairs: Iterable<readonly [value: number, radix: number]>): LinkResult<string> {
  const w = new RadixWriter();
  for (const [v, r] of pairs) w.write(v, r);
  return w.finish();
}

/** Reads the values of a text made by packValues with these radices, all of it and nothing more. */
export function unpackValues(text: string, radices: readonly number[]): LinkResult<number[]> {
  const opened = RadixReader.open(text);
  if (!opened.ok) return opened;
  const r = opened.value;
  const values = radices.map((radix) => r.read(radix));
  const problem = r.finish();
  return problem === null ? { ok: true, value: values } : { ok: false, error: problem };
}
