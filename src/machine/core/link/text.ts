/**
 * Plain link text for the parts of a version-2 link that are not range-coded: the options, a
 * position, module sections and extra moves. Numbers are varints, cards and Assets one character
 * (their index in the data's share-link order), lists are a count then their items.
 *
 * The reader signals a problem by throwing `BadText`, which the link reader catches at its edge
 * and turns into a `link.corrupt` value; nothing outside `core/link` ever sees it.
 */
import { ALPHABET, digitOf } from './alphabet.ts';
import { decodeVarint, encodeVarint } from './varint.ts';

/** Most items a list in a link may hold: far more than any real list, far less than a hostile one. */
export const MAX_LIST = 200;

export class BadText extends Error {}

export class TextWriter {
  private text = '';
  nat(n: number): this {
    const t = encodeVarint(n);
    if (t === null) throw new RangeError(`not a link number: ${n}`); // a bug: callers write counts and indices
    this.text += t;
    return this;
  }
  /** One character: a number below 64. */
  digit(n: number): this {
    if (!Number.isInteger(n) || n < 0 || n >= 64) throw new RangeError(`not a link digit: ${n}`);
    this.text += ALPHABET[n];
    return this;
  }
  list<T>(items: readonly T[], item: (w: this, v: T) => void): this {
    this.nat(items.length);
    for (const v of items) item(this, v);
    return this;
  }
  toString(): string {
    return this.text;
  }
}

export class TextReader {
  private at = 0;
  constructor(private readonly text: string) {}
  done(): boolean {
    return this.at >= this.text.length;
  }
  nat(max = Number.MAX_SAFE_INTEGER): number {
    const read = decodeVarint(this.text, this.at);
    if (!read || read.value > max) throw new BadText('bad number');
    this.at = read.next;
    return read.value;
  }
  digit(max: number): number {
    if (this.at >= this.text.length) throw new BadText('cut short');
    const d = digitOf(this.text.charCodeAt(this.at++));
    if (d < 0 || d >= max) throw new BadText('bad character');
    return d;
  }
  list<T>(item: (r: this) => T): T[] {
    const n = this.nat(MAX_LIST);
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(item(this));
    return out;
  }
  /** Where the reader stands (for codes read from a longer text). */
  position(): number {
    return this.at;
  }
}
