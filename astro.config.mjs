// @ts-check
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import hydrateOnIntent from './src/integrations/hydrate-on-intent/index.ts';
import offline from './src/integrations/offline.ts';
import phaseMapFiles from './src/integrations/phase-map-files.ts';
import remarkHeadingId from './src/plugins/remark-heading-id.ts';

// The public address of the site; sitemap, canonical links and social cards are built from it.
const site = process.env.SITE_URL ?? 'https://billionaires-guillotines.pages.dev';

const socialImage = new URL('/og.png', site).href;

export default defineConfig({
  site,
  // Terser rather than esbuild: 3 % smaller scripts after gzip (the playground's first download
  // 54.5 KB → about 53.4 KB), for a few seconds more per build.
  vite: { build: { minify: 'terser', terserOptions: { compress: { passes: 2 } } } },
  markdown: {
    // `### Suit bonus {#buy.suit-bonus}`: explicit, stable heading ids, so every rule id is an anchor.
    remarkPlugins: [remarkHeadingId],
  },
  integrations: [
    starlight({
      title: 'Billionaires & Guillotines: Rules',
      description: 'Learn and settle the rules of Billionaires & Guillotines, with worked examples you can step through and a playground that shows which rule applies.',
      favicon: '/favicon.svg',
      // Search loads Pagefind's UI when the reader first opens it, not on every page (see the component).
      components: {
        Search: './src/components/overrides/Search.astro',
        SkipLink: './src/components/overrides/SkipLink.astro',
        TableOfContents: './src/components/overrides/TableOfContents.astro',
        MobileTableOfContents: './src/components/overrides/MobileTableOfContents.astro',
      },
      // The page's frame kept still as a long page arrives (layout.css); a rules page prints as a
      // handout: no controls, worked examples as numbered steps and one table (print.css).
      customCss: ['./src/styles/layout.css', './src/styles/print.css'],
      // Long code lines wrap instead of scrolling: no scroll region that a keyboard cannot reach,
      // and a phone shows the whole line.
      expressiveCode: { defaultProps: { wrap: true } },
      head: [
        { tag: 'meta', attrs: { property: 'og:image', content: socialImage } },
        { tag: 'meta', attrs: { property: 'og:image:type', content: 'image/png' } },
        { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
        { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
        { tag: 'meta', attrs: { property: 'og:image:alt', content: 'A gold guillotine beside the words Billionaires & Guillotines: the rules, level by level.' } },
        { tag: 'meta', attrs: { name: 'twitter:image', content: socialImage } },
      ],
      sidebar: [
        { label: 'Home', link: '/' },
        {
          label: 'Learn',
          items: [
            { label: 'Setup', slug: 'setup' },
            { label: 'Level 1', slug: 'level-1' },
            { label: 'Level 2', slug: 'level-2' },
            { label: 'Level 3', slug: 'level-3' },
            { label: 'Level 4', slug: 'level-4' },
            { label: 'Two players', slug: 'two-players' },
          ],
        },
        // The expansion's modules, each with its own page.
        {
          label: 'Reform or Revolution?',
          items: [
            { label: 'Space Program', slug: 'space-program' },
            { label: 'Troublemakers', slug: 'troublemakers' },
          ],
        },
        {
          label: 'Reference',
          items: [
            { label: 'Phases of a game', slug: 'phases' },
            { label: 'Card reference', slug: 'cards' },
            { label: "Your table's cards", slug: 'table-cards' },
            { label: 'Glossary & FAQ', slug: 'glossary' },
            { label: 'Share links', slug: 'share-links' },
            { label: 'Engine API', slug: 'engine' },
          ],
        },
        {
          label: 'Play',
          items: [
            { label: 'Learn by playing', slug: 'coach' },
            { label: 'Playground', slug: 'playground' },
          ],
        },
      ],
    }),
    preact(),
    // `client:intent`: the playground wakes on first use, not as it arrives (see its folder).
    hydrateOnIntent(),
    // Moves the live phase maps' drawings out of their pages, before offline() lists the files.
    phaseMapFiles(),
    // Last: its build hook lists the finished site, search index included, for the service worker.
    offline(),
  ],
});
