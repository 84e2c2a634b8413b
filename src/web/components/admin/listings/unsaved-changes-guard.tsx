import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '../dialog.tsx';
import { UI } from './listings-ui-text.ts';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through React Router's blocker
 * and a confirmation dialog, closing or reloading the tab through the browser's own beforeunload prompt.
 * `leaving` lets the form go without asking once it has saved.
 */
export function UnsavedChangesGuard({ when, leaving }: { when: boolean; leaving: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, leaving]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      title={UI.leaveTitle}
      description={UI.leaveMessage}
      role="alertdialog"
      size="sm"
      hideCloseButton
      footer={
        <>
          <button
            type="button"
            onClick={() => blocker.reset?.()}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {UI.stay}
          </button>
          <button
            type="button"
            onClick={() => blocker.proceed?.()}
            className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
          >
            {UI.leave}
          </button>
        </>
      }
    />
  );
}
