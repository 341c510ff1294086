/**
 * The share-link page describes the format the engine really uses: its alphabet matches the
 * engine's, and every link printed anywhere on the built site opens (so a format change that would
 * make the documentation wrong fails here). Reads the built site: run `npm run build` first.
 */
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSETS, createGame, decodeLink, DECK_CARDS, encodeLink, type GameOptions, type Move } from '../../src/machine/index.ts';
import { LINK_ALPHABET } from '../../src/components/reference/link-alphabet.ts';
import { assertBuilt, attr, page, pagePaths, selectAll } from './dist.ts';

beforeAll(assertBuilt);

const created = createGame({ players: 3 });
if (!created.ok) throw new Error(created.error.reason);
const options: GameOptions = created.game.options;

/** The characters a single move encodes to. */
function movesField(move: Move): string {
  return encodeLink({ start: { kind: 'new', options }, moves: [move] }).split('.')[2]!;
}

describe('the documented alphabet is the engine’s', () => {
  it('has 64 distinct characters', () => {
    expect(new Set(LINK_ALPHABET).size).toBe(64);
  });
  it('encodes every card as its index in DECK_CARDS', () => {
    DECK_CARDS.forEach((card, i) => expect(movesField({ type: 'draw', card: card.id }), card.id).toBe(`D${LINK_ALPHABET[i]}`));
  });
  it('encodes every Asset as its index in ASSETS', () => {
    ASSETS.forEach((asset, i) => expect(movesField({ type: 'claim', asset: asset.id }), asset.id).toBe(`c${LINK_ALPHABET[i]}`));
  });
});

/** Complete links (six fields, a four-character checksum) printed in code blocks or used as hrefs. */
function linksOn(path: string): string[] {
  const tree = page(path);
  const texts = [...selectAll('pre', tree).map((pre) => toString(pre)), ...selectAll('a[href]', tree).map((a) => attr(a, 'href')!)];
  return texts.flatMap((t) => [...t.matchAll(/g=\d+\.[^\s.'"`]*\.[^\s.'"`]*\.[^\s.'"`]*\.[^\s.'"`]*\.[0-9a-z]{4}(?![0-9a-z])/g)].map((m) => m[0]));
}

describe('links printed on the site open', () => {
  it('finds the worked example on the share-link page', () => {
    expect(linksOn('/share-links/')).toContain('g=1.n411012301k8.dik3s24...91x8');
  });

  const all = pagePaths().flatMap((path) => linksOn(path).map((link) => [path, link] as const));
  for (const [path, link] of all) {
    it(`${path}: ${link.length > 60 ? `${link.slice(0, 57)}…` : link}`, () => {
      const opened = decodeLink(`#${link}`);
      expect(opened.ok ? 'ok' : opened.error.reason).toBe('ok');
    });
  }

  it('the worked example says what the link holds', () => {
    const opened = decodeLink('#g=1.n411012301k8.dik3s24...91x8');
    if (!opened.ok) throw new Error(opened.error.reason);
    const start = opened.content.start;
    expect(start.kind).toBe('new');
    if (start.kind !== 'new') return;
    expect(start.options).toMatchObject({
      players: 4,
      level: 1,
      specialActions: true,
      billionaires: ['war-profiteer', 'tech-overlord', 'aristocrat', 'media-baron'],
      firstPlayer: 0,
      seed: 2024,
    });
    expect(opened.content.moves).toEqual([
      { type: 'draw' },
      { type: 'invest', card: 'locks-1', market: 'toys' },
      { type: 'exchangeMarkets', markets: ['power', 'vanity'] },
    ]);
    expect(opened.step).toBe(3);
    expect(opened.viewer).toBe('table');
    // The page names the cards drawn: a 3 of Bombs, then a 2 of Satellite Dishes after the Invest.
    const drew = opened.events.flat().filter((e) => e.type === 'drew' || e.type === 'drewAfterInvest').map((e) => e.card);
    expect(drew).toEqual(['bombs-9', 'dishes-4']);
  });
});
