/**
 * Lays out the phase map's model with elkjs (layered, top to bottom), at build time: nested states,
 * arrows that end on a compound state and labelled arrows are what ELK handles and dagre does not.
 * The result is plain numbers (boxes, arrow points, label boxes) that `PhaseMap.astro` draws as
 * static SVG; no layout code reaches the browser.
 *
 * Text is never measured (there is no DOM here): names and labels are wrapped at a fixed number of
 * characters and sized with a generous average character width, so the boxes fit any common
 * sans-serif font at the size the SVG sets.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { PhaseMapModel } from './model.ts';

/** The font size of every text on the map, in SVG units (pixels at natural size). */
export const FONT = 14;
/** Edge labels are a little smaller. */
export const LABEL_FONT = 12;
const CHAR = 0.58;
const LINE = 1.3;
const PAD_X = 12;
const PAD_Y = 8;
/** Wrapping widths, in characters: a state's name, a window's, an arrow's label. */
const NAME_WRAP = 14;
const WINDOW_WRAP = 22;
/** More windows than this in one state are packed in rows rather than set side by side. */
const WINDOWS_IN_A_ROW = 6;
const LABEL_WRAP = 18;
/** Room at the top of a box that holds others, for its name. */
const TITLE = 30;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A state's or window's box, with its name wrapped into lines. */
export interface LaidNode extends Box {
  readonly id: string;
  readonly lines: readonly string[];
  /** Whether it holds other boxes (its name then sits at the top). */
  readonly holds: boolean;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One arrow: the transitions it stands for, its lines and its label. */
export interface LaidEdge {
  /** The model's edge ids (`from->to`) it draws, space-separated (the `data-edge` of the arrow). */
  readonly id: string;
  /** Its pieces: a line from each tail joins the others; `head` marks the pieces that end on the target. */
  readonly sections: readonly { readonly points: readonly Point[]; readonly head: boolean }[];
  readonly label: (Box & { readonly lines: readonly string[] }) | null;
}

export interface PhaseMapLayout {
  readonly width: number;
  readonly height: number;
  /** By state id. */
  readonly states: ReadonlyMap<string, LaidNode>;
  /** By `state/kind`. */
  readonly windows: ReadonlyMap<string, LaidNode>;
  /** Where arrows with the same label meet before going on as one. */
  readonly junctions: readonly Point[];
  readonly edges: readonly LaidEdge[];
}

/** Greedy word wrap at `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const textWidth = (lines: readonly string[], font: number) => Math.ceil(Math.max(...lines.map((l) => l.length)) * font * CHAR);
const textHeight = (lines: readonly string[], font: number) => Math.ceil(lines.length * font * LINE);

/** Junctions' ids start with this (no state id does). */
const JUNCTION = '*junction';

/** The key of a window's box: the state it waits in and its kind. */
export const windowKey = (state: string, kind: string) => `${state}/${kind}`;

/** Lays out the model, top to bottom (tall and narrow suits a page column and a phone). */
export async function layoutPhaseMap(model: PhaseMapModel): Promise<PhaseMapLayout> {
  const lines = new Map<string, string[]>();
  const leaf = (id: string, name: string, width: number): ElkNode => {
    const l = wrap(name, width);
    lines.set(id, l);
    return { id, width: textWidth(l, FONT) + 2 * PAD_X, height: textHeight(l, FONT) + 2 * PAD_Y };
  };
  const holder = (id: string, name: string, children: ElkNode[], packed = false): ElkNode => {
    lines.set(id, [name]);
    return {
      id,
      children,
      layoutOptions: {
        'elk.padding': `[top=${TITLE},left=${PAD_X},bottom=${PAD_X},right=${PAD_X}]`,
        // Wide enough for its own name.
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${textWidth([name], FONT) + 2 * PAD_X}, ${TITLE + 20})`,
        // Windows have no arrows between them: packed in rows, not one long line (a Fix's two dozen).
        ...(packed ? { 'elk.hierarchyHandling': 'SEPARATE_CHILDREN', 'elk.algorithm': 'rectpacking', 'elk.aspectRatio': '3', 'elk.spacing.nodeNode': '12' } : {}),
      },
    };
  };

  // Arrows with the same label into the same state are drawn as one labelled arrow from a junction
  // (a dot) that each source's tail runs into; ELK's layered layout takes no hyperedges.
  const groups = new Map<string, { ids: string[]; from: string[]; to: string; label: string }>();
  for (const e of model.edges) {
    const key = `${e.to}|${e.label}`;
    const g = groups.get(key) ?? { ids: [], from: [], to: e.to, label: e.label };
    g.ids.push(e.id);
    g.from.push(e.from);
    groups.set(key, g);
  }
  const parentOf = new Map(model.states.map((s) => [s.id, s.parent]));
  const ancestors = (id: string) => {
    const out: (string | null)[] = [];
    for (let p = parentOf.get(id) ?? null; ; p = parentOf.get(p) ?? null) {
      out.push(p);
      if (p === null) return out;
    }
  };
  /** The innermost state that holds all these states (null: the whole map). */
  const container = (ids: readonly string[]) => ancestors(ids[0]!).find((a) => ids.every((id) => ancestors(id).includes(a))) ?? null;

  const edges: ElkExtendedEdge[] = [];
  const junctionsIn = new Map<string | null, ElkNode[]>();
  const label = (id: string, text: string) => {
    const l = wrap(text, LABEL_WRAP);
    lines.set(`edge:${id}`, l);
    return [{ text, width: textWidth(l, LABEL_FONT) + 4, height: textHeight(l, LABEL_FONT), layoutOptions: { 'elk.edgeLabels.inline': 'true' } }];
  };
  for (const g of groups.values()) {
    const id = g.ids.join(' ');
    if (g.from.length === 1) {
      edges.push({ id, sources: g.from, targets: [g.to], labels: label(id, g.label) });
      continue;
    }
    const junction = `${JUNCTION}${junctionsIn.size}:${g.to}`;
    const where = container([...g.from, g.to]);
    junctionsIn.set(where, [...(junctionsIn.get(where) ?? []), { id: junction, width: 8, height: 8 }]);
    g.from.forEach((from, i) => edges.push({ id: g.ids[i]!, sources: [from], targets: [junction] }));
    edges.push({ id, sources: [junction], targets: [g.to], labels: label(id, g.label) });
  }

  const nodeOf = (id: string): ElkNode => {
    const s = model.states.find((x) => x.id === id)!;
    const kids = [...model.states.filter((x) => x.parent === id).map((x) => nodeOf(x.id)), ...(junctionsIn.get(id) ?? [])];
    const windows = model.windows.filter((w) => w.state === id).map((w) => leaf(windowKey(id, w.kind), w.name, WINDOW_WRAP));
    if (kids.length > 0) return holder(id, s.name, kids);
    if (windows.length > 0) return holder(id, s.name, windows, windows.length > WINDOWS_IN_A_ROW);
    return leaf(id, s.name, NAME_WRAP);
  };

  const elk = new ELK();
  const graph: ElkNode = await elk.layout<ElkNode>({
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      // Every coordinate relative to the whole drawing, so the SVG needs no nested transforms.
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      // Keep the chart's own order of states where the layering allows: the map then reads like the chart.
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    },
    children: [...model.states.filter((s) => s.parent === null).map((s) => nodeOf(s.id)), ...(junctionsIn.get(null) ?? [])],
    edges,
  });

  const states = new Map<string, LaidNode>();
  const windows = new Map<string, LaidNode>();
  const junctions: Point[] = [];
  const collect = (n: ElkNode) => {
    const laid: LaidNode = { id: n.id, x: n.x!, y: n.y!, width: n.width!, height: n.height!, lines: lines.get(n.id) ?? [n.id], holds: (n.children?.length ?? 0) > 0 };
    if (n.id.startsWith(JUNCTION)) junctions.push({ x: n.x! + n.width! / 2, y: n.y! + n.height! / 2 });
    else if (n.id.includes('/')) windows.set(n.id, laid);
    else if (n.id !== 'root') states.set(n.id, laid);
    for (const c of n.children ?? []) collect(c);
  };
  collect(graph);

  const laidEdges: LaidEdge[] = [];
  const gather = (n: ElkNode) => {
    for (const e of n.edges ?? []) {
      const sections = e.sections ?? [];
      if (sections.length === 0) throw new Error(`phase map: ELK gave no route for ${e.id}`);
      const label = e.labels?.[0];
      laidEdges.push({
        id: e.id,
        // A tail that runs into a junction has no arrowhead: the arrow goes on from the dot.
        sections: sections.map((s) => ({
          points: [s.startPoint, ...(s.bendPoints ?? []), s.endPoint],
          head: (s.outgoingSections?.length ?? 0) === 0 && !e.targets[0]!.startsWith(JUNCTION),
        })),
        label: label?.text ? { x: label.x!, y: label.y!, width: label.width!, height: label.height!, lines: lines.get(`edge:${e.id}`)! } : null,
      });
    }
    for (const c of n.children ?? []) gather(c);
  };
  gather(graph);
  return { width: Math.ceil(graph.width!), height: Math.ceil(graph.height!), states, windows, junctions, edges: laidEdges };
}
