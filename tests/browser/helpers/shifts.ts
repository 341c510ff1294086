/** Layout shifts a page has had since it started loading. */
import type { Page } from 'playwright-core';

/** Their sum (CLS as a page's whole load counts it), and each shift's value with the elements it moved, for a failure's message. */
export function layoutShifts(page: Page): Promise<{ sum: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; sources: string[] }>((done) => {
        const seen: { value: number; sources: string[] }[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
            seen.push({
              value: e.value,
              sources: e.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))),
            });
        }).observe({ type: 'layout-shift', buffered: true });
        // The browser keeps the shifts for a late observer, and hands them over in its first call; with none, it is never called.
        setTimeout(() => done({ sum: seen.reduce((s, e) => s + e.value, 0), sources: seen.flatMap((e) => e.sources.map((s) => `${e.value.toFixed(3)} ${s}`)) }), 300);
      }),
  );
}
