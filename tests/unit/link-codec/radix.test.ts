/**
 * Mixed-radix packing: values come back exactly, cost stays close to Σ log2(radix), one text per
 * sequence, and every way of going wrong is a value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHABET, countHeaderBits, MAX_STREAM_VALUES, packValues, RadixReader, RadixWriter, unpackValues } from '../../../src/machine/core/link/index.ts';

type Pair = readonly [value: number, radix: number];

/** A radix from one of several families (1, small, medium, up to 2^32, up to 2^53 - 1) and a value in it. */
const pairArb: fc.Arbitrary<Pair> = fc
  .tuple(fc.constantFrom(1, 2, 64, 2 ** 16, 2 ** 32, Number.MAX_SAFE_INTEGER), fc.maxSafeNat(), fc.maxSafeNat())
  .map(([cap, a, b]) => {
    const radix = cap === 1 ? 1 : 1 + (a % cap);
    return [b % radix, radix] as const;
  });

const bitsOf = (pairs: readonly Pair[]) => pairs.reduce((sum, [, r]) => sum + Math.log2(r), 0);
const informative = (pairs: readonly Pair[]) => pairs.filter(([, r]) => r > 1).length;

function pack(pairs: readonly Pair[]): string {
  const t = packValues(pairs);
  if (!t.ok) throw new Error(t.error.detail);
  return t.value;
}

/** A seeded generator, so the measured cases are the same on every run. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

function uniform(count: number, lo: number, hi: number, seed: number): Pair[] {
  const next = lcg(seed);
  return Array.from({ length: count }, () => {
    const r = lo + next(hi - lo + 1);
    return [next(r), r] as const;
  });
}

describe('round trips', () => {
  it('gives back any sequence of values, radix 1 and radices up to 2^53 - 1 included', () => {
    fc.assert(
      fc.property(fc.array(pairArb, { maxLength: 300 }), (pairs) => {
        const text = pack(pairs);
        expect([...text].every((c) => ALPHABET.includes(c))).toBe(true);
        const back = unpackValues(
          text,
          pairs.map(([, r]) => r),
        );
        expect(back).toEqual({ ok: true, value: pairs.map(([v]) => v) });
      }),
      { numRuns: 500 },
    );
  });

  it('handles the extremes of each radix family', () => {
    const pairs: Pair[] = [];
    for (const r of [2, 3, 63, 64, 65, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, 2 ** 33, 2 ** 53 - 1, 2 ** 53]) pairs.push([0, r], [r - 1, r], [Math.floor(r / 2), r]);
    const back = unpackValues(
      pack(pairs),
      pairs.map(([, r]) => r),
    );
    expect(back).toEqual({ ok: true, value: pairs.map(([v]) => v) });
  });

  it('writes the empty sequence as the empty text', () => {
    expect(pack([])).toBe('');
    expect(unpackValues('', [])).toEqual({ ok: true, value: [] });
  });

  it('spends nothing on radix 1, and reading one never fails', () => {
    expect(pack(Array.from({ length: 1000 }, () => [0, 1] as const))).toBe('');
    const r = RadixReader.open('');
    if (!r.ok) throw new Error('open');
    expect(r.value.read(1)).toBe(0);
    expect(r.value.read(1)).toBe(0);
    expect(r.value.finish()).toBeNull();
  });

  it('has fixed-width fields and natural numbers', () => {
    const nats = [0, 1, 2, 3, 31, 32, 600, 2 ** 31, 2 ** 32, 2 ** 52, Number.MAX_SAFE_INTEGER];
    const w = new RadixWriter();
    for (const n of nats) w.writeNat(n);
    w.writeUint(0, 0)
      .writeUint(5, 3)
      .writeUint(2 ** 53 - 1, 53);
    const text = w.finish();
    if (!text.ok) throw new Error('finish');
    const o = RadixReader.open(text.value);
    if (!o.ok) throw new Error('open');
    const r = o.value;
    expect(nats.map(() => r.readNat())).toEqual(nats);
    expect([r.readUint(0), r.readUint(3), r.readUint(53)]).toEqual([0, 5, 2 ** 53 - 1]);
    expect(r.finish()).toBeNull();
  });
});

describe('cost', () => {
  it('stays within Σ log2(radix) + the count header + one character (+ 0.003 bits a value)', () => {
    fc.assert(
      fc.property(fc.array(pairArb, { maxLength: 400 }), (pairs) => {
        const used = pack(pairs).length * 6;
        const n = informative(pairs);
        expect(used).toBeLessThan(bitsOf(pairs) + countHeaderBits(n) + 6 + 0.003 * n);
      }),
      { numRuns: 500 },
    );
  });

  it('stays within 2 % + 12 bits of Σ log2(radix), not counting the count header', () => {
    fc.assert(
      fc.property(fc.array(pairArb, { maxLength: 400 }), (pairs) => {
        const sum = bitsOf(pairs);
        const overhead = pack(pairs).length * 6 - sum - countHeaderBits(informative(pairs));
        expect(overhead).toBeLessThanOrEqual(0.02 * sum + 12);
      }),
      { numRuns: 500 },
    );
  });

  it('stays within 2 % + 12 bits of Σ log2(radix), header included, on realistic sequences', () => {
    const report: string[] = [];
    for (const [count, lo, hi] of [
      [600, 2, 60],
      [1000, 2, 60],
      [200, 2, 6],
      [100, 2, 2 ** 32],
    ] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        const pairs = uniform(count, lo, hi, seed);
        const sum = bitsOf(pairs);
        const used = pack(pairs).length * 6;
        expect(used - sum).toBeLessThanOrEqual(0.02 * sum + 12);
        if (seed === 1)
          report.push(
            `${count} values, radix ${lo}..${hi}: ${used} bits for Σ log2 = ${sum.toFixed(1)} (+${(used - sum).toFixed(1)} bits, ${((100 * (used - sum)) / sum).toFixed(2)} %)`,
          );
      }
    }
    console.info(`packing cost\n  ${report.join('\n  ')}`);
  });
});

describe('one text per sequence', () => {
  it('accepts a text only if it is exactly what the writer makes for the values it reads', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 40 }), fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 30 }), (text, radices) => {
        const back = unpackValues(text, radices);
        if (back.ok) expect(pack(back.value.map((v, i) => [v, radices[i]!] as const))).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses characters added at the end', () => {
    const pairs = uniform(50, 2, 60, 7);
    const text = pack(pairs);
    for (const extra of ['A', 'B', '_', 'AB', 'AAAAAAAA']) {
      expect(
        unpackValues(
          text + extra,
          pairs.map(([, r]) => r),
        ).ok,
      ).toBe(false);
    }
  });
});

describe('errors are values', () => {
  it('refuses characters outside the alphabet when opening', () => {
    for (const bad of [' ', '\t', '\0', '.', '=', '%', '+', '/', '\uD800', 'é', '\u00A0']) {
      const r = RadixReader.open(`AB${bad}C`);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('link.corrupt');
    }
  });

  it('refuses to read past the end, and keeps refusing', () => {
    const text = pack([
      [3, 10],
      [0, 2],
    ]);
    const o = RadixReader.open(text);
    if (!o.ok) throw new Error('open');
    const r = o.value;
    expect([r.read(10), r.read(2), r.remaining]).toEqual([3, 0, 0]);
    expect(r.read(7)).toBe(-1);
    expect(r.error?.code).toBe('link.truncated');
    expect(r.read(2)).toBe(-1);
    expect(r.finish()?.code).toBe('link.truncated');
  });

  it('refuses a value that does not fit its radix', () => {
    // All digits 63: the coded number is the top of the interval, which no value of radix 17 (the
    // count header's) reaches, because 17 does not divide 2^48.
    const r = RadixReader.open('________');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('link.corrupt');
  });

  it('refuses unread values and trailing characters at finish', () => {
    const text = pack([
      [1, 3],
      [2, 3],
    ]);
    expect(unpackValues(text, [3])).toMatchObject({ ok: false, error: { code: 'link.corrupt' } });
    expect(unpackValues(`${text}A`, [3, 3])).toMatchObject({ ok: false, error: { code: 'link.corrupt' } });
  });

  it('refuses a bad radix or field width when reading', () => {
    for (const radix of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 53 + 2]) {
      const o = RadixReader.open(pack([[0, 2]]));
      if (!o.ok) throw new Error('open');
      expect(o.value.read(radix)).toBe(-1);
      expect(o.value.error?.code).toBe('link.corrupt');
    }
    const o = RadixReader.open('');
    if (!o.ok) throw new Error('open');
    expect(o.value.readUint(54)).toBe(-1);
  });

  it('refuses bad input to the writer, remembering the first problem', () => {
    for (const [v, r] of [
      [3, 3],
      [-1, 3],
      [0.5, 3],
      [0, 0],
      [0, -2],
      [Number.NaN, 3],
      [0, 2 ** 54],
      [2 ** 53, 2 ** 53],
      [1, 1],
    ] as const) {
      const out = packValues([
        [0, 2],
        [v, r],
        [0, 2],
      ]);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.error.code).toBe('link.corrupt');
    }
    expect(new RadixWriter().writeNat(-1).finish().ok).toBe(false);
    expect(new RadixWriter().writeUint(1, 54).finish().ok).toBe(false);
  });

  it('refuses more values than a stream may hold', () => {
    const w = new RadixWriter();
    for (let i = 0; i <= MAX_STREAM_VALUES; i++) w.write(0, 2);
    const out = w.finish();
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error.code).toBe('link.too-long');
  });
});

describe('speed', () => {
  it('decodes 1,000 values in well under a millisecond', () => {
    const pairs = uniform(1000, 2, 60, 3);
    const text = pack(pairs);
    const radices = pairs.map(([, r]) => r);
    const runs = 500;
    let sink = 0;
    const t0 = performance.now();
    for (let k = 0; k < runs; k++) {
      const o = RadixReader.open(text);
      if (!o.ok) throw new Error('open');
      for (const r of radices) sink += o.value.read(r);
      if (o.value.finish() !== null) throw new Error('finish');
    }
    const ms = (performance.now() - t0) / runs;
    console.info(`decoding 1,000 values (${text.length} characters): ${(ms * 1000).toFixed(1)} µs each, mean of ${runs}`);
    expect(sink).toBeGreaterThan(0);
    // A loose guard (the machine may be busy); the printed figure is the measurement.
    expect(ms).toBeLessThan(1);
  });
});
