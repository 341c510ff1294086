/** The version-2 container: round trips and every way a fragment can fail to be a link. */
import { describe, expect, it } from 'vitest';
import {
  formatSections,
  type LinkSyntaxErrorCode,
  linkChecksum,
  type LinkSection,
  MAX_LINK_CHARS,
  parseSections,
  REASONS,
} from '../../../src/machine/core/link/index.ts';

const SAMPLE: LinkSection[] = [
  { tag: 's', payload: 'Dk3_x-9' },
  { tag: 'm', payload: 'QwErTy0123456789abcdefgh' },
  { tag: 'v', payload: '' },
  { tag: 'x', payload: 'sB' },
];

function link(sections: readonly LinkSection[] = SAMPLE): string {
  const t = formatSections(sections);
  if (!t.ok) throw new Error(t.error.detail);
  return t.value;
}

/** A body with a correct checksum, whatever its sections (to test what the checksum does not catch). */
const signed = (body: string) => `${body}.${linkChecksum(body)}`;

function codeOf(input: unknown): LinkSyntaxErrorCode | 'ok' {
  const r = parseSections(input);
  if (r.ok) return 'ok';
  expect(r.error.reason).toBe(REASONS[r.error.code]);
  return r.error.code;
}

describe('round trips', () => {
  it('reads back the sections it wrote, in order, with or without #', () => {
    const text = link();
    expect(text.startsWith('g=2.s')).toBe(true);
    for (const input of [text, `#${text}`]) {
      const r = parseSections(input);
      expect(r.ok).toBe(true);
      if (r.ok && r.value.version === 2) expect([...r.value.sections]).toEqual(SAMPLE.map((s) => [s.tag, s.payload]));
    }
  });

  it('allows a link without sections', () => {
    const text = link([]);
    expect(text).toMatch(/^g=2\.[A-Za-z0-9_-]{4}$/);
    const r = parseSections(text);
    expect(r.ok && r.value.version === 2 && r.value.sections.size).toBe(0);
  });

  it('undoes %-escapes added by a messenger', () => {
    const text = link();
    expect(parseSections(text.replace('=', '%3D').replace('s', '%73')).ok).toBe(true);
    expect(parseSections(encodeURIComponent(text)).ok).toBe(true);
  });
});

describe('version 1', () => {
  it('is handed back untouched for the version-1 reader', () => {
    const v1 = 'g=1.n411012301k8.dik3s24...91x8';
    expect(parseSections(v1)).toEqual({ ok: true, value: { version: 1, raw: v1 } });
    expect(parseSections(`#${v1}`)).toEqual({ ok: true, value: { version: 1, raw: v1 } });
    // Even if %-escaped: the version-1 reader does its own unescaping.
    expect(parseSections('g%3D1.n4.a%20b')).toEqual({ ok: true, value: { version: 1, raw: 'g%3D1.n4.a%20b' } });
  });
});

describe('refusals', () => {
  it('link.empty: nothing there', () => {
    for (const input of ['', '#', '   ', '#\t', undefined, null, 42, {}]) expect(codeOf(input)).toBe('link.empty');
  });

  it('link.not-a-game: some other fragment', () => {
    for (const input of ['hello', '#top', 'G=2.abc', 'x=2.aa.AAAA', ' g=2.aa', '\0g=2']) expect(codeOf(input)).toBe('link.not-a-game');
  });

  it('link.future-version: a newer format is not guessed at', () => {
    for (const input of ['g=3', 'g=3.anything at all, even %% and spaces', 'g=10.x.AAAA', '#g=999999999.']) expect(codeOf(input)).toBe('link.future-version');
  });

  it('link.corrupt: an unreadable version', () => {
    for (const input of ['g=0.aa.AAAA', 'g=02.aa.AAAA', 'g=x.aa.AAAA', 'g=.aa.AAAA', 'g=2a.aa.AAAA', 'g=-2.aa', 'g= 2.aa']) expect(codeOf(input)).toBe('link.corrupt');
  });

  it('link.too-long: decided from the length alone, before any character is read', () => {
    const ok = signed(`g=2.a${'B'.repeat(MAX_LINK_CHARS - 10)}`);
    expect(ok.length).toBe(MAX_LINK_CHARS);
    expect(codeOf(ok)).toBe('ok');
    expect(codeOf(`#${ok}`)).toBe('ok');
    expect(codeOf(`${ok}B`)).toBe('link.too-long');
    expect(codeOf(`##${ok}`)).toBe('link.too-long');
    // A bad character at the very end would be link.corrupt; too-long wins, so nothing was scanned.
    expect(codeOf(`g=2.${'A'.repeat(MAX_LINK_CHARS)}\t`)).toBe('link.too-long');
    expect(codeOf(`${'\t'.repeat(MAX_LINK_CHARS + 1)}`)).toBe('link.too-long');
  });

  it('link.too-long: 1 MB and 100 MB are refused as fast as 8 KB (timings printed, not asserted)', () => {
    const lines: string[] = [];
    for (const size of [MAX_LINK_CHARS + 1, 1e6, 1e8]) {
      // A fresh concatenation each time: V8 keeps it as a rope until something reads a character.
      const text = `g=2.${'A'.repeat(size)}`;
      let t0 = performance.now();
      const first = parseSections(text);
      const firstUs = (performance.now() - t0) * 1000;
      expect(first.ok || first.error.code).toBe('link.too-long');
      const runs = 10_000;
      let refused = 0;
      t0 = performance.now();
      for (let i = 0; i < runs; i++) if (!parseSections(text).ok) refused++;
      const us = ((performance.now() - t0) / runs) * 1000;
      expect(refused).toBe(runs);
      lines.push(`${text.length.toLocaleString('en')} characters: first call ${firstUs.toFixed(1)} µs, then ${us.toFixed(2)} µs`);
    }
    console.info(`too-long refusal\n  ${lines.join('\n  ')}`);
  });

  it('link.corrupt: characters outside the alphabet, including the ones version 1 read as 0', () => {
    const text = link();
    const at = text.indexOf('Dk3') + 1;
    for (const bad of [' ', '\t', '\n', '\0', '+', '/', '*', '~', '!', '=', '#', 'é', '\uD800', '\uDC00', '😀', '\u00A0', '\uFEFF']) {
      expect(codeOf(text.slice(0, at) + bad + text.slice(at))).toBe('link.corrupt');
      expect(codeOf(text.slice(0, at) + bad + text.slice(at + 1))).toBe('link.corrupt');
    }
    // Even with a checksum made for them.
    expect(codeOf(signed('g=2.a0 0'))).toBe('link.corrupt');
    expect(codeOf(signed('g=2.a0\t0'))).toBe('link.corrupt');
  });

  it('link.corrupt: %-escapes that are malformed or decode to foreign characters', () => {
    const text = link();
    for (const esc of ['%', '%2', '%zz', '%E0%A4%A', '%09', '%20', '%00', '%2E%2E', '%25']) {
      expect(codeOf(text.replace('Dk3', `D${esc}k3`))).not.toBe('ok');
    }
    expect(codeOf(text.replace('Dk3', 'D%09k3'))).toBe('link.corrupt');
    expect(codeOf(text.replace('Dk3', 'D%k3'))).toBe('link.corrupt');
  });

  it('link.truncated: the end is missing', () => {
    const text = link();
    expect(codeOf('g=')).toBe('link.truncated');
    expect(codeOf('g=2')).toBe('link.truncated');
    // Cut anywhere in the check, on its dot, or inside the last section (here 'xsB').
    const lastSection = text.lastIndexOf('.', text.length - 6);
    for (let cut = lastSection + 1; cut < text.length; cut++) expect([cut, codeOf(text.slice(0, cut))]).toEqual([cut, 'link.truncated']);
    // Inside a long last section: the check is gone, so the last part is not 4 characters long...
    const long = link([{ tag: 'a', payload: 'QwErTyUiOp' }]);
    for (let keep = 5; keep <= 11; keep++) expect(codeOf(long.slice(0, 4 + keep))).toBe('link.truncated');
    // ...unless exactly 4 are left, which cannot be told from a changed character.
    expect(codeOf(long.slice(0, 4 + 4))).toBe('link.corrupt');
    // Any cut at all is refused.
    for (let cut = 0; cut < text.length; cut++) expect(codeOf(text.slice(0, cut))).not.toBe('ok');
  });

  it('link.corrupt: a changed, added, lost or swapped character', () => {
    const text = link();
    for (let i = 4; i < text.length; i++) {
      if (text[i] === '.') continue;
      const swapped = text[i] === 'A' ? 'B' : 'A';
      expect(codeOf(text.slice(0, i) + swapped + text.slice(i + 1))).not.toBe('ok');
    }
    expect(codeOf(text.replace('Dk3', 'Dk33'))).toBe('link.corrupt');
    expect(codeOf(text.replace('Dk3', 'D3k'))).toBe('link.corrupt');
    expect(codeOf(text.replace('Dk3', 'Dk'))).toBe('link.corrupt');
  });

  it('link.corrupt: section structure, even under a valid checksum', () => {
    expect(codeOf(signed('g=2.aXY.aZZ'))).toBe('link.corrupt'); // duplicate tag
    expect(codeOf(signed('g=2.aXY..bZ'))).toBe('link.corrupt'); // empty section
    expect(codeOf(signed('g=2.AXY'))).toBe('link.corrupt'); // tag not lower-case
    expect(codeOf(signed('g=2.9XY'))).toBe('link.corrupt');
    expect(codeOf(signed('g=2.a.b.c'))).toBe('ok'); // empty payloads are fine
  });
});

describe('formatSections refusals', () => {
  it('refuses bad tags, duplicate tags and foreign payload characters', () => {
    for (const sections of [
      [{ tag: '', payload: 'A' }],
      [{ tag: 'ab', payload: 'A' }],
      [{ tag: 'A', payload: 'A' }],
      [{ tag: '.', payload: 'A' }],
      [
        { tag: 'a', payload: 'A' },
        { tag: 'a', payload: 'B' },
      ],
      [{ tag: 'a', payload: 'A.B' }],
      [{ tag: 'a', payload: 'A B' }],
      [{ tag: 'a', payload: '\uD800' }],
    ]) {
      const r = formatSections(sections);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('link.corrupt');
    }
  });

  it('refuses to write a link longer than MAX_LINK_CHARS', () => {
    const r = formatSections([{ tag: 'a', payload: 'B'.repeat(MAX_LINK_CHARS) }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('link.too-long');
    const fits = formatSections([{ tag: 'a', payload: 'B'.repeat(MAX_LINK_CHARS - 10) }]);
    expect(fits.ok && fits.value.length).toBe(MAX_LINK_CHARS);
  });
});
