/**
 * `client:intent`: an island the server drew whole, woken on the reader's first sign of use rather
 * than as soon as it is seen. For a widget as large as the playground, waking it (Preact walking
 * the whole table the server drew) is one long task that holds up the page just as it arrives
 * (735 ms of the simulated phone's blocking time on /playground/); nobody can use the table in the
 * first instant anyway, and a pointer or the focus reaching the widget comes first. See wake.ts.
 *
 * An address fragment that is not one of the page's anchors wakes it at once: a share link, whose
 * game replaces the server's, opens without waiting for the reader (a broken one is explained).
 */
import type { AstroIntegration } from 'astro';

export default function hydrateOnIntent(): AstroIntegration {
  return {
    name: 'bng:hydrate-on-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: new URL('./wake.ts', import.meta.url).pathname });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Wake the island on first use (see hydrate-on-intent/index.ts). */
    'client:intent'?: boolean;
  }
}
