import { useEffect, useRef, type RefObject } from 'react';
import { useFetcher } from 'react-router';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import type { ApplyResult } from './apply-steps.ts';

const DELAY_MS = 700;

/**
 * With scripts, a step saves as it is filled: each change to its form is posted (intent 'autosave')
 * to the page's own action a moment after the typing stops, and once more when a field is left.
 * `ready` may hold a save back (an income row half filled). Answers the form's change handler and
 * what to say: saving, saved, or the refusal.
 *
 * Save and continue (or Back) pressed while an autosave is under way waits for it, then posts the
 * form (docs/decisions/086-every-person-of-an-application-is-told.md): the two posts never race, and
 * the page moves on only once the save answered (a phone's tap leaves the field without focusing the
 * button, so the field's autosave starts just before the press).
 */
export function useAutosave(formRef: RefObject<HTMLFormElement | null>, ready: (form: HTMLFormElement) => boolean = () => true) {
  const fetcher = useFetcher<ApplyResult>();
  const timer = useRef<number | undefined>(undefined);
  /** The autosave under way (its post and the page's reload after it), if any. */
  const pending = useRef<Promise<void> | null>(null);
  /** A press waiting for that autosave: a second press adds nothing. */
  const waiting = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const saveNow = (form: HTMLFormElement) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (!ready(form)) return;
    const body = new FormData(form);
    body.set('intent', 'autosave');
    const saving: Promise<void> = fetcher.submit(body, { method: 'post' }).finally(() => {
      if (pending.current === saving) pending.current = null;
    });
    pending.current = saving;
  };
  // What was typed before the page's scripts ran (a slow phone shows the server's form first) changed no
  // handler: once they run, a form that differs from what the server sent is saved as a change would be.
  useEffect(() => {
    const form = formRef.current;
    if (form && changedSinceServed(form)) timer.current = window.setTimeout(() => saveNow(form), DELAY_MS);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page's scripts take the form over
  }, []);
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
  /** The form is posted (Save and continue, Back): what was waiting goes with it, after the autosave under way. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const under = pending.current;
    if (!under && !waiting.current) return;
    event.preventDefault();
    if (waiting.current) return;
    waiting.current = true;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Submitted again once the autosave answered, with the same button: this handler then lets it through
    // to the form's own submit (React Router's useSubmit would add to the JavaScript every page loads).
    void (under ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        waiting.current = false;
        form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
      });
  };
  // A refusal: the form's own message ('' when every problem is a field's, each said beside its field).
  const state: 'idle' | 'saving' | 'saved' | { error: string; errors?: FieldErrors } =
    fetcher.state !== 'idle'
      ? 'saving'
      : fetcher.data?.kind === 'saved'
        ? 'saved'
        : fetcher.data?.kind === 'error'
          ? { error: fetcher.data.message, errors: fetcher.data.errors }
          : 'idle';
  return { onChange, onBlur, onSubmit, state };
}

/** Whether a field of `form` holds something else than the page's HTML gave it (typed, ticked or chosen since). */
function changedSinceServed(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
      return field.type !== 'file' && field.type !== 'hidden' && field.value !== field.defaultValue;
    }
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (field instanceof HTMLSelectElement)
      return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}
