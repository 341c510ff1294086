/**
 * A row of toggle buttons that is one Tab stop (the pressed one): the arrow keys, Home and End move
 * between its buttons, Enter or Space presses one. Why: the editor's Level and Players rows had a
 * Tab stop per button, ten presses to cross from the table to the Level.
 */
import type { ComponentChildren } from 'preact';

const STEP: Readonly<Record<string, number | 'first' | 'last'>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: 'first', End: 'last' };

function onArrows(e: KeyboardEvent) {
  const by = STEP[e.key];
  if (by === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
  const buttons = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(e.target as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const to = by === 'first' ? 0 : by === 'last' ? buttons.length - 1 : (at + by + buttons.length) % buttons.length;
  buttons[to]?.focus();
}

export function ChoiceGroup({ legend, children }: { readonly legend: string; readonly children: ComponentChildren }) {
  return (
    <fieldset class="bng-editor-choice" onKeyDown={onArrows}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The tabindex of a button in a ChoiceGroup: the pressed one is the group's Tab stop (the first when none is). */
export const groupTabIndex = (pressed: boolean, first: boolean, anyPressed: boolean) => (pressed || (!anyPressed && first) ? 0 : -1);
