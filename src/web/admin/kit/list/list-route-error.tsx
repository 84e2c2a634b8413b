import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { ApiError } from '../api-client.ts';
import { Button } from '../../../components/ui/button.tsx';

/** The reason of a failed request as the server gave it, else the error's own message. */
export const failureMessage = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error);

/**
 * A list page's error boundary (an ended session never shows it: the admin shell shows sign-in): the title (and, with
 * `detail`, the reason) and a button that loads the page again.
 */
export function ListRouteError({ title, retryLabel, detail = false }: { title: string; retryLabel: string; detail?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!isRouteErrorResponse(error) && !(error instanceof ApiError)) console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-xs">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      {detail && <p className="mt-2 text-sm text-slate-600">{failureMessage(error)}</p>}
      <Button className="mt-6" onClick={() => void revalidator.revalidate()}>
        {retryLabel}
      </Button>
    </div>
  );
}
