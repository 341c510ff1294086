/**
 * The short, searchable list of what can go in a zone: a combobox (type to filter) over a listbox
 * (↑ ↓ to move, Enter to choose, Esc to close), following the ARIA combobox pattern with
 * `aria-activedescendant`, so the focus stays in the text field while the list is walked. Options are
 * picked with a click or a tap as well; pressing on one does not take the focus from the field.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Choice, QuickKind, ZoneSpec } from './types.ts';
import { filterChoices, landing, partOfChoice } from './filter.ts';

interface Props {
  readonly spec: ZoneSpec;
  /** A base for the element ids (unique on the page). */
  readonly id: string;
  /** Move the focus into the field when opened (not after a tap: a phone's keyboard would cover the list). */
  readonly focusField: boolean;
  readonly onPick: (choice: Choice) => void;
  readonly onClose: () => void;
  /** Close this list and open the next zone's. */
  readonly onNext: () => void;
}

const PAGE = 8;
/** Where "Next" goes from a list: the next board or Market after a whole one (the zones it set are skipped), else the next zone. */
const NEXT_WORDS: Record<QuickKind | 'zone', string> = { board: 'Next board', market: 'Next Market', crises: 'Next zone', zone: 'Next zone' };

export function ZonePicker({ spec, id, focusField, onPick, onClose, onNext }: Props) {
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState<number | null>(null);
  // The part of a quick list typing looks in first (the one picked from last, or the next).
  const [part, setPart] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const shown = filterChoices(spec.choices, filter);
  const at = shown.length === 0 ? -1 : Math.min(active ?? landing(shown, filter, part), shown.length - 1);
  const optionId = (i: number) => `${id}-o${i}`;

  // Before the next key press is handled (a layout effect runs with the render, an effect only after
  // the paint): keys typed right after opening the list go into its field, not to the zone's button.
  useLayoutEffect(() => {
    if (focusField) field.current?.focus();
    // Opened by "Next zone" or after a pick elsewhere, the list may lie below the screen's edge.
    field.current?.closest('.bng-picker')?.scrollIntoView({ block: 'nearest' });
  }, []);
  useEffect(() => {
    if (at >= 0) document.getElementById(optionId(at))?.scrollIntoView({ block: 'nearest' });
  }, [at, filter]);

  const pick = (c: Choice) => {
    setPart(c.then ?? partOfChoice(c.id));
    setFilter('');
    setActive(null);
    onPick(c);
  };
  const onKey = (e: KeyboardEvent) => {
    const move = (to: number) => {
      e.preventDefault();
      if (shown.length > 0) setActive((to + shown.length) % shown.length);
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'PageDown') move(Math.min(shown.length - 1, at + PAGE));
    else if (e.key === 'PageUp') move(Math.max(0, at - PAGE));
    else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      if (at >= 0) pick(shown[at]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };

  const groups: { name: string; items: { c: Choice; i: number }[] }[] = [];
  shown.forEach((c, i) => {
    const last = groups[groups.length - 1];
    if (last && last.name === c.group) last.items.push({ c, i });
    else groups.push({ name: c.group, items: [{ c, i }] });
  });

  return (
    <div class="bng-picker" data-picker={id}>
      {/* Which zone this list fills: the list may have moved on to it by itself. */}
      <p class="bng-picker-title" id={`${id}-title`}>
        {spec.name.charAt(0).toUpperCase() + spec.name.slice(1)}
      </p>
      <input
        ref={field}
        type="text"
        class="bng-picker-field"
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={at >= 0 ? optionId(at) : undefined}
        aria-label={`Type to filter what can go in ${spec.name}`}
        placeholder="Type to filter"
        autocomplete="off"
        spellcheck={false}
        value={filter}
        onInput={(e) => {
          setFilter((e.currentTarget as HTMLInputElement).value);
          setActive(null);
        }}
        onKeyDown={onKey}
      />
      {/* Walked from the field (aria-activedescendant): not a Tab stop of its own, though it scrolls. */}
      <div class="bng-picker-list" role="listbox" tabIndex={-1} id={`${id}-list`} aria-label={`What can go in ${spec.name}`}>
        {groups.map((g) => (
          <div key={g.name} role="group" aria-label={g.name}>
            <div class="bng-picker-group" aria-hidden="true">
              {g.name}
            </div>
            {g.items.map(({ c, i }) => (
              <div
                key={c.id + g.name}
                id={optionId(i)}
                role="option"
                aria-selected={i === at}
                class={`bng-picker-option${i === at ? ' bng-picker-option--active' : ''}`}
                data-choice={c.id}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(c)}
              >
                {c.label}
              </div>
            ))}
          </div>
        ))}
      </div>
      {shown.length === 0 ? <p class="bng-muted">Nothing here matches “{filter}”.</p> : null}
      <div class="bng-picker-foot">
        <span class="bng-muted">{spec.multi ? 'Choose one after another; the list stays open.' : 'Choose one: the next zone opens.'} Esc closes.</span>
        <span class="bng-picker-actions">
          {/* Next first: one Tab from the field, the usual way on (a whole board's goes to the next board). */}
          <button type="button" class="bng-btn bng-btn--small" data-action="picker-next" onMouseDown={(e) => e.preventDefault()} onClick={onNext}>
            {NEXT_WORDS[spec.quick ?? 'zone']} <span aria-hidden="true">▸</span>
          </button>
          <button type="button" class="bng-btn bng-btn--small" data-action="picker-done" onMouseDown={(e) => e.preventDefault()} onClick={onClose}>
            Done
          </button>
        </span>
      </div>
    </div>
  );
}
