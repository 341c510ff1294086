/**
 * Links to one step of a worked example, held in the URL fragment:
 *
 *     /level-2/#ex-l2-panic-negotiated/7     the example `l2-panic-negotiated` at step 7
 *     /level-2/#ex-l2-panic-negotiated/0     the same example at its start position
 *     /level-2/#ex-l2-panic-negotiated       a plain anchor: the example's element has this id
 *     /level-2/#ex-l2-panic-negotiated/7/p   step 7, opened in projector mode (a teacher's link)
 *
 * Form: `ex-` + the example's id + `/` + the step (0 to the number of steps, decimal, no leading
 * zeros), then optionally `/p` for projector mode. The `/` is what keeps these apart from every heading anchor on the rules pages: heading
 * ids are rule ids (`panic.trade`, `buy.suit-bonus`) or slugs, and neither ever holds a `/`, so a
 * fragment like `#panic.trade` never parses as a step link and stays a plain anchor the browser
 * scrolls to. A fragment that does not parse, names an example not on the page, or a step out of
 * range is ignored (no error, the page behaves as if there were no fragment).
 */

const PREFIX = 'ex-';
const PATTERN = /^ex-([a-z0-9]+(?:-[a-z0-9]+)*)\/(0|[1-9][0-9]{0,3})(\/p)?$/;

export interface StepLink {
  readonly example: string;
  readonly step: number;
  /** The link asks for projector mode (`/p`). */
  readonly projector: boolean;
}

/** The id of the element that holds an example: `ex-l1-inflation` (a plain anchor too). */
export function exampleAnchor(example: string): string {
  return `${PREFIX}${example}`;
}

/** The fragment (with `#`) that opens an example at a step, in projector mode when asked. */
export function stepFragment(example: string, step: number, projector = false): string {
  return `#${exampleAnchor(example)}/${step}${projector ? '/p' : ''}`;
}

/** Reads a fragment (`#ex-…/7` or `ex-…/7`); null when it is not a step link. Never throws. */
export function parseStepFragment(hash: string): StepLink | null {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const m = PATTERN.exec(raw);
  if (!m) return null;
  return { example: m[1]!, step: Number(m[2]), projector: m[3] !== undefined };
}

/** The step link a fragment makes to this example, or null when it asks nothing valid of it. */
export function stepFor(hash: string, example: string, total: number): StepLink | null {
  const link = parseStepFragment(hash);
  if (!link || link.example !== example || link.step > total) return null;
  return link;
}
