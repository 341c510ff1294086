/**
 * The focused phase map (what a worked example or the playground shows under its step), worked out
 * from the whole map's data alone, for every step of every worked example: it names the state the
 * engine is in and the stages around it, the decision window open there when the map draws one, the
 * last move and where it was played, and the ways on from here with what takes them, each place with
 * its rule link.
 */
import { describe, expect, it } from 'vitest';
import { placesOf } from '../../src/components/phase-map/firstFocus.ts';
import { focusOf, type MapData } from '../../src/components/phase-map/focus.ts';
import { focusHtml } from '../../src/components/phase-map/focusView.ts';
import { mapDataOf } from '../../src/components/phase-map/mapData.ts';
import { phaseMapModel, routeEdgesOf } from '../../src/components/phase-map/model.ts';
import { traceRoute } from '../../src/components/phase-map/route.ts';
import { EXAMPLES } from '../../src/examples/index.ts';
import { createFromPosition, installedModules, play, rulePath, type GameState } from '../../src/machine/index.ts';
import { gameChart } from '../../src/machine/modules/level1/chart.ts';

const model = phaseMapModel(gameChart, installedModules());
const routes = routeEdgesOf(model);
const initials = Object.fromEntries(model.states.filter((s) => s.initial).map((s) => [s.id, s.initial!]));
const data: MapData = {
  routes,
  state: (id) => {
    const s = model.states.find((x) => x.id === id);
    return s ? { name: s.name, href: rulePath(s.rule) } : null;
  },
  window: (state, kind) => {
    const w = model.windows.find((x) => x.state === state && x.kind === kind);
    return w ? { name: w.label, href: rulePath(w.rule) } : null;
  },
};
const nameOf = (id: string) => model.states.find((s) => s.id === id)!.name;
const RULE_LINK = /^\/[a-z0-9-]+\/#[a-z0-9-]+\.[a-z0-9.-]+$/;

describe('the focused phase map', () => {
  it('says where the game stands, how it came and where it can go, at every step of every worked example', () => {
    let checked = 0;
    for (const example of EXAMPLES.values()) {
      const made = createFromPosition(example.position);
      if (!made.ok) throw new Error(`${example.id}: ${made.error.reason}`);
      let state: GameState = made.game;
      example.steps.forEach((step, i) => {
        const out = play(state, step.move);
        if (!out.ok) throw new Error(`${example.id} step ${i + 1}: ${out.illegal.reason}`);
        const next = out.game;
        const open = next.windows[next.windows.length - 1]?.kind;
        const route = traceRoute(routes, initials, state.phase, next.phase, step.move.type);
        const focus = focusOf(data, next.phase, open, { from: state.phase, move: step.move.type, route });
        const at = `${example.id} step ${i + 1}`;
        expect(focus.path.at(-1)!.name, at).toBe(nameOf(next.phase));
        expect(
          focus.path.map((p) => p.name),
          at,
        ).toEqual(next.phase.split('.').map((_, k, parts) => nameOf(parts.slice(0, k + 1).join('.'))));
        if (open && open !== next.phase && model.windows.some((w) => w.state === next.phase && w.kind === open)) expect(focus.window?.href, at).toMatch(RULE_LINK);
        if (route) expect(focus.came, at).toEqual({ move: expect.any(String), from: { name: nameOf(state.phase), href: expect.stringMatching(RULE_LINK) } });
        const final = model.states.find((s) => s.id === next.phase)!.kind === 'final';
        if (!final) expect(focus.next.length, `${at}: the ways on`).toBeGreaterThan(0);
        for (const w of focus.next) {
          expect(w.how, at).not.toBe('');
          expect(w.to.href, at).toMatch(RULE_LINK);
        }
        state = next;
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('names every way out of a state where the game waits, and the chart leaves only from such states', () => {
    const focus = focusOf(data, 'turn.action', undefined, { route: null });
    expect(focus.came).toBeNull();
    expect(focus.next.map((w) => w.how)).toEqual(expect.arrayContaining(['buy, if it wins', 'buy, otherwise', 'scam', 'end the Round early']));
    expect(focus.next.every((w) => !w.how.includes('*'))).toBe(true);
    // A transition out of a whole stage (leaving `turn` on some move) would be missing from the focused map.
    const stages = new Set(model.states.filter((s) => s.kind === 'compound').map((s) => s.id));
    expect(routes.filter((e) => stages.has(e[0]))).toEqual([]);
  });

  it('is written as HTML on the server with the same words and links, closed, its text escaped', () => {
    const focus = focusOf(data, 'turn.action', undefined, { route: null });
    const html = focusHtml(focus, '72rem');
    expect(html.startsWith('<details class="bng-fm" data-open-from="72rem"><summary><span class="bng-fm-kicker">Phase map</span> Now: ')).toBe(true);
    expect(html).not.toMatch(/<details[^>]* open/);
    // A line of script right after it opens it on a wide screen as the page is read, before it is drawn.
    expect(html).toMatch(/<\/details><script>\(function\(d\)\{d\.open=matchMedia\("\(min-width: 72rem\)"\)\.matches;.*<\/script>$/);
    expect(() => focusHtml(focus, '72rem</script>')).toThrow(/CSS length/);
    for (const w of focus.next) expect(html).toContain(`<li><a href="${w.to.href}">${w.to.name}</a>: ${w.how.replace(/&/g, '&amp;')}</li>`);
    expect(html).toContain('<a href="#phase-map">See it on the whole phase map</a>');
    // The places the server reads from the chart are the ones the page's figure names.
    expect(mapDataOf(placesOf(model), routes).state('turn.action')).toEqual(data.state('turn.action'));
    const odd = focusHtml({ path: [{ name: '<b> & "x"', href: '/a/#"b"' }], window: null, came: null, next: [] }, '1px');
    expect(odd).toContain('Now: &lt;b&gt; &amp; &quot;x&quot;');
    expect(odd).toContain('href="/a/#&quot;b&quot;"');
    expect(odd).not.toContain('<b>');
  });
});
