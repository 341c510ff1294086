/**
 * A zone of the table in edit mode: a button that says what the zone is and what is in it, the list
 * of what can go there when it is open, and the engine's refusal (reason and rule) when a change
 * made here, or pointing here, was not possible. Only one zone is open at a time.
 * The zone buttons are one stop for Tab (a roving tabindex): the arrow keys, Home and End move
 * between them in reading order, Page Down and Page Up a part of the table (a board, a Market) at a
 * time, so the table's many zones cost one Tab, not one each.
 */
import type { IllegalMove } from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import type { Choice } from './types.ts';
import { ZonePicker } from './ZonePicker.tsx';
import type { ZoneKey } from '../table/types.ts';
import type { ZoneSpec } from './types.ts';
import type { ZoneMove } from './useZoneFocus.ts';

interface Props {
  readonly zone: ZoneKey;
  readonly spec: ZoneSpec;
  readonly open: boolean;
  /** Whether the list takes the focus when it opens (keyboard and mouse: yes; a tap: no). */
  readonly focusField: boolean;
  readonly refusal: IllegalMove | null;
  /** Whether this zone's button is the one Tab stops at. */
  readonly tabbable: boolean;
  readonly onToggle: (zone: ZoneKey, byTouch: boolean) => void;
  readonly onPick: (zone: ZoneKey, choice: Choice) => void;
  /** Close the list; the focus goes back to the zone's button unless it has gone elsewhere (`restoreFocus` false). */
  readonly onClose: (zone: ZoneKey, restoreFocus?: boolean) => void;
  /** Open the zone after this one (the list's "Next zone"). */
  readonly onNext: (zone: ZoneKey) => void;
  /** The focus came to this zone's button. */
  readonly onFocusZone: (zone: ZoneKey) => void;
  /** An arrow key, Home, End, Page Down or Page Up on this zone's button: move the focus `by` zones, to the first or last, or a part of the table on. */
  readonly onMove: (zone: ZoneKey, by: ZoneMove) => void;
}

const MOVES: Readonly<Record<string, ZoneMove>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
  PageDown: 'next-part',
  PageUp: 'previous-part',
};

/** An id-safe form of a zone key. */
export function zoneId(zone: ZoneKey): string {
  return `bng-zone-${zone.replace(/[^a-z0-9-]/gi, '-')}`;
}

export function ZoneControl({ zone, spec, open, focusField, refusal, tabbable, onToggle, onPick, onClose, onNext, onFocusZone, onMove }: Props) {
  const id = zoneId(zone);
  return (
    <div
      class={`bng-zone-edit${open ? ' bng-zone-edit--open' : ''}${refusal ? ' bng-zone-edit--refused' : ''}`}
      data-edit-zone={zone}
      onFocusOut={(e) => {
        // The focus left the zone (Tab, or a click elsewhere): its list closes. Not when it went to
        // another zone's button: that zone opens on the click, and closing this list first would
        // move the button away from under the pointer before the click lands.
        const next = e.relatedTarget as HTMLElement | null;
        if (open && next && !(e.currentTarget as HTMLElement).contains(next) && !next.dataset.zoneButton) onClose(zone, false);
      }}
    >
      <button
        type="button"
        class={`bng-zone-btn${spec.unset ? ' bng-zone-btn--unset' : ''}`}
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        data-zone-button={zone}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocusZone(zone)}
        onKeyDown={(e) => {
          const by = MOVES[e.key];
          if (by === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
          e.preventDefault();
          onMove(zone, by);
        }}
        onPointerDown={(e) => ((e.currentTarget as HTMLElement).dataset.pointer = e.pointerType)}
        onClick={(e) => {
          const el = e.currentTarget as HTMLElement;
          const touch = el.dataset.pointer === 'touch';
          delete el.dataset.pointer;
          onToggle(zone, touch);
        }}
      >
        <span aria-hidden="true">✎ </span>
        {spec.title}
        {spec.unset ? <span class="bng-zone-unset"> · not set</span> : null}
        <span class="bng-sr">
          {' '}
          — {spec.name}: {spec.now}
        </span>
      </button>
      {open ? <ZonePicker spec={spec} id={id} focusField={focusField} onPick={(c) => onPick(zone, c)} onClose={() => onClose(zone)} onNext={() => onNext(zone)} /> : null}
      {refusal ? (
        <p class="bng-message bng-message--error" data-refusal={refusal.code}>
          <strong>Not possible:</strong> {refusal.reason} <RuleLink rule={refusal.rule} />
        </p>
      ) : null}
    </div>
  );
}
