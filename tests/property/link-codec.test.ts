/**
 * Share links version 2, fuzzed: random, mutated, truncated and hostile fragments go through the
 * container and the move codec, and every one comes back as a value (never an exception). What is
 * accepted is exactly what the writer would make, so a damaged link is never read as another game.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  ALPHABET,
  decodeMoves,
  encodeMoves,
  formatSections,
  type LinkSyntaxErrorCode,
  type LinkResult,
  MAX_LINK_CHARS,
  parseSections,
  REASONS,
} from '../../src/machine/core/link/index.ts';
import { toyGame, toySource, toyStart } from '../unit/link-codec/toy-game.ts';
import { check } from '../helpers/check.ts';

const CODES = {
  'link.empty': true,
  'link.not-a-game': true,
  'link.future-version': true,
  'link.too-long': true,
  'link.truncated': true,
  'link.corrupt': true,
  'link.too-many-moves': true,
  'link.illegal-move': true,
} as const satisfies Record<LinkSyntaxErrorCode, true>;

function expectError(error: { code: string; reason: string }) {
  check(Object.prototype.hasOwnProperty.call(CODES, error.code), error.code).toBe(true);
  // Every reason is the plain sentence for its code, except an illegal move's, which adds the engine's words.
  if (error.code === 'link.illegal-move') check(error.reason).toMatch(/^Move \d+ of this link is not allowed: ./);
  else check(error.reason).toBe(REASONS[error.code as LinkSyntaxErrorCode]);
}

/** Real links to damage: the moves of toy games, with a start section and a view. */
const LINKS: { link: string; packed: string; extras: string }[] = [1, 2, 3, 4, 5, 6].map((seed) => {
  const moves = toyGame(seed, seed * 20);
  const e = encodeMoves(toySource, toyStart(), moves);
  if (!e.ok) throw new Error(e.error.detail);
  const f = formatSections([
    { tag: 's', payload: 'Dk3' },
    { tag: 'm', payload: e.value.packed },
    { tag: 'x', payload: e.value.extras },
    { tag: 'v', payload: seed % 2 ? '' : 'B' },
  ]);
  if (!f.ok) throw new Error(f.error.detail);
  return { link: f.value, packed: e.value.packed, extras: e.value.extras };
});

const HOSTILE = [
  '\0',
  '\t',
  ' ',
  '\n',
  '\r',
  '%',
  '%00',
  '%09',
  '%20',
  '%2E',
  '%3D',
  '%E0%A4%A',
  '%zz',
  '\uD800',
  '\uDFFF',
  '😀',
  '\u00A0',
  '\uFEFF',
  '#',
  '=',
  '.',
  '..',
  '+',
  '/',
  'é',
];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const linkChar = fc.constantFrom(...ALPHABET, '.', '=', '#', '%', 'g');

/** One edit: change, insert, delete or swap a character; cut; repeat a slice; or splice in something hostile. */
function mutate(text: string): fc.Arbitrary<string> {
  const at = fc.nat({ max: Math.max(0, text.length - 1) });
  const anyChar = fc.oneof(linkChar, unit);
  return fc.oneof(
    fc.tuple(at, anyChar).map(([i, c]) => text.slice(0, i) + c + text.slice(i + 1)),
    fc.tuple(at, anyChar).map(([i, c]) => text.slice(0, i) + c + text.slice(i)),
    at.map((i) => text.slice(0, i) + text.slice(i + 1)),
    at.map((i) => text.slice(0, i) + text.slice(i + 1, i + 2) + text.slice(i, i + 1) + text.slice(i + 2)),
    at.map((i) => text.slice(0, i)),
    fc.tuple(at, at).map(([i, j]) => text.slice(0, Math.max(i, j)) + text.slice(Math.min(i, j))),
    fc.tuple(at, fc.constantFrom(...HOSTILE)).map(([i, h]) => text.slice(0, i) + h + text.slice(i)),
  );
}

const mutatedLink = fc
  .constantFrom(...LINKS.map((l) => l.link))
  .chain((link) =>
    fc.array(fc.constant(null), { minLength: 1, maxLength: 3 }).chain((edits) => edits.reduce<fc.Arbitrary<string>>((acc) => acc.chain(mutate), fc.constant(link))),
  );

const fragment = fc.oneof(
  { weight: 4, arbitrary: mutatedLink },
  { weight: 1, arbitrary: mutatedLink.map((t) => `#${t}`) },
  { weight: 2, arbitrary: fc.string({ unit, maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: linkChar, maxLength: 60 }).map((t) => `g=2.${t}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('g=', 'g=1.', 'g=2.', 'g=3.', '#g=2.', 'g=02.', 'g=2'), fc.string({ unit: fc.constantFrom(...HOSTILE, 'A', '.'), maxLength: 20 }))
      .map(([a, b]) => a + b),
  },
);

function checkParsed(r: LinkResult<unknown>) {
  if (!r.ok) expectError(r.error);
}

describe('parseSections never throws', () => {
  it('on 10,000 random, mutated, truncated and hostile fragments', () => {
    fc.assert(
      fc.property(fragment, (input) => {
        const r = parseSections(input);
        checkParsed(r);
        // Accepted version-2 text is exactly what formatSections writes for those sections.
        if (r.ok && r.value.version === 2 && !input.includes('%')) {
          const again = formatSections([...r.value.sections].map(([tag, payload]) => ({ tag, payload })));
          check(again).toEqual({ ok: true, value: input.startsWith('#') ? input.slice(1) : input });
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('never reads a link with one changed character after the version as any link', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINKS.map((l) => l.link)), fc.nat(), fc.oneof(linkChar, unit), (link, i, c) => {
        const at = 4 + (i % (link.length - 4));
        fc.pre(link[at] !== c);
        const r = parseSections(link.slice(0, at) + c + link.slice(at + 1));
        check(r.ok).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });

  it('on non-strings and megabyte strings', () => {
    for (const input of [undefined, null, 0, 1n, {}, [], Symbol('x'), () => 'g=2.', new String('g=2.')]) checkParsed(parseSections(input));
    for (const input of [`g=2.${'A'.repeat(1e6)}`, 'g=2.' + '\0'.repeat(1e6), '%'.repeat(1e6), `#${'\uD800'.repeat(1e6)}`]) {
      const r = parseSections(input);
      check(r.ok || r.error.code).toBe('link.too-long');
    }
    // Just under the limit, hostile all the way: read in full, still a value.
    for (const h of HOSTILE) {
      const input = `g=2.a${h.repeat(Math.floor((MAX_LINK_CHARS - 10) / h.length))}.AAAA`;
      const r = parseSections(input);
      check(r.ok).toBe(false);
      if (!r.ok) expectError(r.error);
    }
  });
});

describe('decodeMoves never throws', () => {
  it('on mutated and random move streams, and what it accepts re-encodes to the same text', () => {
    const streams = fc
      .constantFrom(...LINKS)
      .chain(({ packed, extras }) =>
        fc.oneof(
          fc.tuple(mutate(packed), fc.constant(extras)),
          fc.tuple(fc.constant(packed), mutate(extras)),
          fc.tuple(mutate(packed), mutate(extras)),
          fc.tuple(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 80 }), fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 12 })),
          fc.tuple(fc.string({ unit, maxLength: 30 }), fc.string({ unit, maxLength: 10 })),
        ),
      );
    fc.assert(
      fc.property(streams, ([packed, extras]) => {
        const r = decodeMoves(toySource, toyStart(), packed, extras);
        check(r.states.length).toBe(r.moves.length + 1);
        if (!r.ok) {
          expectError(r.error);
          if (r.error.code !== 'link.too-many-moves') check(r.error.moveIndex).toBe(r.moves.length);
        } else {
          const again = encodeMoves(toySource, toyStart(), r.moves);
          check(again.ok && [again.value.packed, again.value.extras]).toEqual([packed, extras]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('through the whole pipeline: mutated link → sections → moves', () => {
    fc.assert(
      fc.property(mutatedLink, (input) => {
        const parsed = parseSections(input);
        if (!parsed.ok) return expectError(parsed.error);
        if (parsed.value.version !== 2) return;
        const r = decodeMoves(toySource, toyStart(), parsed.value.sections.get('m') ?? '', parsed.value.sections.get('x') ?? '');
        if (!r.ok) expectError(r.error);
      }),
      { numRuns: 2000 },
    );
  });
});
