// @ts-check
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';

// The public address of the site; sitemap, canonical links and social cards are built from it.
const site = process.env.SITE_URL ?? 'https://billionaires-guillotines.pages.dev';

export default defineConfig({
  site,
  integrations: [
    starlight({
      title: 'Billionaires & Guillotines: Rules',
      description: 'Learn and settle the rules of Billionaires & Guillotines, with worked examples you can step through and a playground that shows which rule applies.',
      sidebar: [{ label: 'Start here', items: [{ label: 'Home', link: '/' }] }],
    }),
    preact(),
  ],
});
