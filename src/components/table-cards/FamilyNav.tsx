/**
 * Which family of "Your table's cards" is shown: a button per family (the one shown is marked, a
 * family with a problem says so), then "Family 3 of 8" with Back and Next, so a phone shows one
 * short screen at a time and a keyboard reaches every family with Tab and Enter.
 */
import { FAMILIES, type FamilyId } from './families.ts';

interface Props {
  readonly current: FamilyId;
  readonly onShow: (family: FamilyId) => void;
  /** The family with a problem, if any. */
  readonly wrong: FamilyId | null;
}

export function FamilyNav({ current, onShow, wrong }: Props) {
  return (
    <nav aria-label="Card families">
      <ul class="bng-tc-nav">
        {FAMILIES.map((f) => (
          <li key={f.id}>
            <button type="button" class="bng-btn" id={f.id} data-show-family={f.id} aria-current={f.id === current ? 'true' : undefined} onClick={() => onShow(f.id)}>
              {f.name}
              {f.id === wrong ? ' (problem)' : ''}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FamilyStep({ current, onShow }: Omit<Props, 'wrong'>) {
  const i = FAMILIES.findIndex((f) => f.id === current);
  return (
    <div class="bng-tc-step">
      <button type="button" class="bng-btn" data-action="family-back" disabled={i === 0} onClick={() => onShow(FAMILIES[i - 1]!.id)}>
        Back
      </button>
      <span data-family-step>
        Family {i + 1} of {FAMILIES.length}
      </span>
      <button type="button" class="bng-btn" data-action="family-next" disabled={i === FAMILIES.length - 1} onClick={() => onShow(FAMILIES[i + 1]!.id)}>
        Next
      </button>
    </div>
  );
}
