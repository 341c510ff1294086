/**
 * The links under a worked example: a link to this step (only once hydrated, as it needs the
 * clipboard) and the playground at this step (a plain link, so it works without JavaScript).
 */
import { playgroundHref, type PreparedExample } from './prepare.ts';
import { StepLinkControl } from './StepLinkControl.tsx';

interface Props {
  readonly exampleId: string;
  readonly prepared: PreparedExample;
  readonly step: number;
  readonly total: number;
  readonly hydrated: boolean;
  readonly linkStatus: string;
  readonly onLinkStatus: (status: string) => void;
}

export function ExampleLinks({ exampleId, prepared, step, total, hydrated, linkStatus, onLinkStatus }: Props) {
  return (
    <div class="bng-example-links">
      {hydrated ? <StepLinkControl example={exampleId} step={step} total={total} status={linkStatus} onStatus={onLinkStatus} /> : null}
      <p>
        <a href={playgroundHref(prepared, step)} data-action="open-playground">
          Open this position in the playground (step {step} of {total})
        </a>
      </p>
    </div>
  );
}
