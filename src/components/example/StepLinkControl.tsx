/**
 * "Link to this step": the link itself (`#ex-<id>/<step>`, see stepLink.ts), which a reader can
 * open, bookmark or copy from the context menu, and a button that copies the full address. Beside
 * them the same step in projector mode (`…/p`): a teacher prepares the lesson's links with it, and
 * following it here opens projector mode at once. What
 * the button did is announced politely; when the clipboard refuses, the address is shown to copy
 * by hand.
 */
import { stepFragment } from './stepLink.ts';

interface Props {
  readonly example: string;
  readonly step: number;
  readonly total: number;
  /** The last copy result, '' when there is none (cleared by every step). */
  readonly status: string;
  readonly onStatus: (status: string) => void;
}

export function StepLinkControl({ example, step, total, status, onStatus }: Props) {
  const fragment = stepFragment(example, step);
  const copy = async () => {
    const url = new URL(fragment, location.href).href;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      onStatus(`Link to step ${step} copied: ${url}`);
    } catch {
      onStatus(`Copying is not allowed here. The link to step ${step} is ${url}`);
    }
  };
  return (
    <div class="bng-step-link">
      <div class="bng-row">
        <a href={fragment} data-action="step-link">
          Link to this step ({step === 0 ? 'start' : `step ${step} of ${total}`})
        </a>
        <button type="button" class="bng-btn" data-action="copy-step-link" onClick={() => void copy()}>
          Copy link
        </button>
        <a href={stepFragment(example, step, true)} data-action="step-link-projector">
          This step in projector mode
        </a>
      </div>
      <p class="bng-step-link-status" role="status" data-live="step-link">
        {status}
      </p>
    </div>
  );
}
