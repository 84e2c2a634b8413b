import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from './api-client.ts';
import { sendWrite } from './admin-write.ts';
import type { ToastApi } from './toast.tsx';

/** A toast area that keeps what it was asked to show. */
function shownToasts() {
  const shown: string[] = [];
  const show = (kind: string) => (message: string) => shown.push(`${kind}: ${message}`);
  const toast: ToastApi = {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    dismiss: () => undefined,
  };
  return { toast, shown };
}

const texts = { done: 'Saved', failed: 'Failed to save', unreachable: 'Could not reach the server' };

describe('sendWrite: how a back-office write reports how it went', () => {
  it('answers the body and shows the done text', async () => {
    const { toast, shown } = shownToasts();
    const written = await sendWrite(toast, async () => ({ success: true, id: 7 }), texts);
    expect(written).toEqual({ ok: true, body: { success: true, id: 7 } });
    expect(shown).toEqual(['success: Saved']);
  });

  it('takes the done text from the answer when given a function, and shows none without one', async () => {
    const { toast, shown } = shownToasts();
    await sendWrite(toast, async () => ({ message: 'Agent added' }), { ...texts, done: (body) => body.message });
    await sendWrite(toast, async () => ({ success: true }), { failed: texts.failed });
    expect(shown).toEqual(['success: Agent added']);
  });

  it("a refusal shows the server's message, or the failed text when it gave none", async () => {
    const { toast, shown } = shownToasts();
    const first = await sendWrite(toast, async () => ({ success: false, message: 'Title is required' }), texts);
    const second = await sendWrite(toast, async () => ({ success: false }), texts);
    expect(first).toEqual({ ok: false, message: 'Title is required', refused: true });
    expect(second).toEqual({ ok: false, message: 'Failed to save', refused: true });
    expect(shown).toEqual(['error: Title is required', 'error: Failed to save']);
  });

  it("an error answer shows the server's message or the failed text; no answer at all, the unreachable text", async () => {
    const { toast, shown } = shownToasts();
    await sendWrite(toast, () => Promise.reject(new ApiError(409, 'Already taken', {})), texts);
    await sendWrite(toast, () => Promise.reject(new ApiError(500, undefined, {})), texts);
    const offline = await sendWrite(toast, () => Promise.reject(new TypeError('Failed to fetch')), texts);
    expect(offline).toEqual({ ok: false, message: 'Could not reach the server', refused: false });
    expect(shown).toEqual(['error: Already taken', 'error: Failed to save', 'error: Could not reach the server']);
  });

  it('a failed function chooses its own words, whatever the server said', async () => {
    const { toast, shown } = shownToasts();
    const failed = (error: unknown) => (error instanceof ApiError ? 'Failed to update status' : 'Error updating status');
    await sendWrite(toast, () => Promise.reject(new ApiError(400, 'Invalid status', {})), { failed });
    await sendWrite(toast, () => Promise.reject(new TypeError('offline')), { failed });
    expect(shown).toEqual(['error: Failed to update status', 'error: Error updating status']);
  });

  it('says nothing when the session ended: the sign-in page takes over', async () => {
    const { toast, shown } = shownToasts();
    const written = await sendWrite(toast, () => Promise.reject(new SessionExpiredError('Token expired', {})), texts);
    expect(written).toEqual({ ok: false, message: null, refused: false });
    expect(shown).toEqual([]);
  });
});
