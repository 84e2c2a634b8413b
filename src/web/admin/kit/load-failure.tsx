import { Button } from '../../components/ui/button.tsx';
import { outlineIcon } from './heroicons.tsx';

const ExclamationCircle = outlineIcon('M12 9v3.75m9-.75a9 9 0 1 1-18 0 9 9 0 0 1 18 0Zm-9 3.75h.008v.008H12v-.008Z');

/** A list that could not be loaded: the spec's message and a button that loads it again. */
export function LoadFailure({
  message,
  retryLabel,
  onRetry,
  busy,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-500" aria-hidden="true">
        <ExclamationCircle />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">{message}</p>
      <Button className="mt-5" onClick={onRetry} busy={busy}>
        {retryLabel}
      </Button>
    </div>
  );
}
