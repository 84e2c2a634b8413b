import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ApplyResult } from './apply-steps.ts';

const DELAY_MS = 700;

/**
 * With scripts, a step saves as it is filled: each change to its form is posted (intent 'autosave')
 * to the page's own action a moment after the typing stops, and once more when a field is left.
 * `ready` may hold a save back (an income row half filled). Answers the form's change handler and
 * what to say: saving, saved, or the refusal.
 */
export function useAutosave(ready: (form: HTMLFormElement) => boolean = () => true) {
  const fetcher = useFetcher<ApplyResult>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const saveNow = (form: HTMLFormElement) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (!ready(form)) return;
    const body = new FormData(form);
    body.set('intent', 'autosave');
    void fetcher.submit(body, { method: 'post' });
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => saveNow(form), DELAY_MS);
  };
  const onBlur = (event: React.FocusEvent<HTMLFormElement>) => {
    // Leaving a field for the form's own buttons: the form's submit saves it (two posts at once would race).
    const to = event.relatedTarget;
    if (to instanceof HTMLButtonElement && to.form === event.currentTarget) return;
    if (timer.current !== undefined && event.target instanceof HTMLElement && event.target.matches('input, select, textarea'))
      saveNow(event.currentTarget);
  };
  /** The form is posted (Save and continue, Back): what was waiting goes with it. */
  const onSubmit = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  const state: 'idle' | 'saving' | 'saved' | { error: string; field?: string } =
    fetcher.state !== 'idle'
      ? 'saving'
      : fetcher.data?.kind === 'saved'
        ? 'saved'
        : fetcher.data?.kind === 'error'
          ? { error: fetcher.data.message, field: fetcher.data.field }
          : 'idle';
  return { onChange, onBlur, onSubmit, state };
}
