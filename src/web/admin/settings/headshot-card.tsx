import { useId, useRef } from 'react';
import { agentInitials } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { SETTINGS_TEXT as T } from '../../../shared/texts/settings.ts';
import { api } from '../kit/api-client.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { Button, buttonClass, Spinner } from '../../components/ui/button.tsx';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import type { SettingsAnswer } from '../../../shared/site-settings.schema.ts';

/**
 * The agent's headshot: uploaded at once through the photo pipeline (rotated, metadata removed,
 * WebP variants), or removed so the initials show again. Read-only for agent accounts.
 */
export function HeadshotCard({
  settings,
  readOnly,
  onSaved,
}: {
  settings: SiteSettings;
  readOnly: boolean;
  onSaved: (settings: SiteSettings) => void;
}) {
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { write, isBusy } = useAdminWrite<'upload' | 'remove'>();
  const busy = isBusy('upload') ? 'upload' : isBusy('remove') ? 'remove' : null;
  const { photo, name } = settings.agent;

  async function send(kind: 'upload' | 'remove', call: () => Promise<SettingsAnswer>) {
    const saved = await write(
      call,
      { done: (body) => body.message ?? (kind === 'upload' ? T.photoSaved : T.photoRemoved), failed: T.photoFailed },
      kind,
    );
    if (input.current) input.current.value = '';
    if (saved.ok) onSaved(saved.body.settings);
  }

  const upload = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('photo', file);
    void send('upload', () => api.post<SettingsAnswer>('/settings/photo', form));
  };

  const remove = async () => {
    if (!(await confirm(T.removePhotoConfirm, { tone: 'danger', confirmLabel: T.removePhoto }))) return;
    void send('remove', () => api.delete<SettingsAnswer>('/settings/photo'));
  };

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <div className="relative shrink-0">
        {photo ? (
          <img
            src={photo.url}
            srcSet={photo.srcset}
            sizes="112px"
            alt={T.photoAlt(name)}
            className="h-28 w-28 rounded-full object-cover shadow ring-4 ring-brand-50"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-28 w-28 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-900 text-3xl font-bold text-white shadow ring-4 ring-brand-50"
          >
            {agentInitials(name)}
          </div>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 text-brand-700">
            <Spinner className="h-6 w-6" />
          </div>
        )}
      </div>
      <div className="space-y-3 text-center sm:text-left">
        <p className="text-sm text-slate-600">{T.photoRules}</p>
        {!readOnly && (
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <label
              htmlFor={inputId}
              className={buttonClass(
                'secondary',
                `cursor-pointer focus-within:ring-4 focus-within:ring-brand-100 ${busy ? 'pointer-events-none opacity-60' : ''}`,
              )}
            >
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={busy !== null}
                onChange={(event) => upload(event.target.files?.[0])}
              />
              {busy === 'upload' ? T.uploadingPhoto : photo ? T.replacePhoto : T.uploadPhoto}
            </label>
            {photo && (
              <Button variant="ghost" onClick={remove} disabled={busy !== null}>
                {T.removePhoto}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
