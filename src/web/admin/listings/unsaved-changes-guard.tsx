import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { UI } from './listings-ui-text.ts';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through React Router's blocker
 * and the admin's confirmation dialog; closing or reloading the tab through the browser's own
 * beforeunload prompt. `leaving` lets the form go without asking once it has saved.
 */
export function UnsavedChangesGuard({
  when,
  leaving,
  message = UI.leaveMessage,
}: {
  when: boolean;
  leaving: RefObject<boolean>;
  /** What the confirmation says will be lost. */
  message?: string;
}) {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void confirm(message, { title: UI.leaveTitle, confirmLabel: UI.leave, cancelLabel: UI.stay, tone: 'danger' }).then(
      (leave) => {
        if (!current) return;
        if (leave) blocker.proceed();
        else blocker.reset();
      },
    );
    return () => {
      current = false;
    };
  }, [blocker, confirm, message]);

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

  return null;
}
