import { useRef, useState, type FormEvent } from 'react';
import { APPLICATION_FEE_CAP } from '../../../shared/listings.ts';
import { ApplicationSettingsSchema, type ApplicationSettings, type ListingSwitchDto } from '../../../shared/applications.ts';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../../shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as T } from '../../../shared/texts/applications.ts';
import { SETTINGS_TEXT } from '../../../shared/texts/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { useRefusalReveal } from '../../lib/form-errors.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import { loadScreen } from '../kit/admin-load.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { api } from '../kit/api-client.ts';
import { ListPageHeader } from '../kit/list/list-parts.tsx';
import { requireUser, useSession } from '../kit/session.ts';
import type { Route } from './+types/applications-settings-page';
import { ListingSwitches } from './listing-switches.tsx';
import { SettingsLoadFailure } from './settings-load-failure.tsx';
import { SettingsSection as Section } from './settings-section.tsx';
import { SettingsTabs } from './settings-tabs.tsx';

type Field = keyof ApplicationSettings;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** The application settings and the listings' switches, read by every signed-in account (agents see the settings read-only). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  const { signal } = request;
  return loadScreen(
    signal,
    async () => {
      const [settings, listings] = await Promise.all([
        api.get<{ settings?: ApplicationSettings }>('/admin/applications/settings', { signal }),
        api.get<{ listings?: ListingSwitchDto[] }>('/admin/applications/listings', { signal }),
      ]);
      if (!settings?.settings || !listings?.listings) return null;
      return { settings: settings.settings, listings: listings.listings };
    },
    () => ({ settings: null, listings: null }),
  );
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(`${A.settingsTab} · ${SETTINGS_TEXT.title}`) }];
}

const toValues = (s: ApplicationSettings): Values => ({
  screeningFee: String(s.screeningFee),
  retentionDays: String(s.retentionDays),
  unsubmittedDays: String(s.unsubmittedDays),
});

/** Every problem of the form at once (the schema the API checks with), by field. */
function problems(values: Values): Errors {
  const parsed = ApplicationSettingsSchema.safeParse(values);
  const errors: Errors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
  return errors;
}

/**
 * Settings → Applications (issue 46 item 7): the screening fee (at most New York's cap), how many days
 * documents are kept after a decision, after how many days an application never sent is deleted, and
 * each listing's applications switch. Administrators save the settings; any signed-in account turns a
 * listing's applications on or off, as on the listing's form.
 */
export default function ApplicationsSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <SettingsTabs />
      <ListPageHeader title={A.settingsTab} subtitle={A.settingsIntro} />
      <div className="mt-6 space-y-6">
        {loaderData.settings && loaderData.listings ? (
          <>
            <SettingsForm initial={loaderData.settings} />
            <Section id="applications-listings" title={A.listingsSection} hint={A.listingsSectionHint}>
              <ListingSwitches initial={loaderData.listings} />
            </Section>
          </>
        ) : (
          <SettingsLoadFailure message={A.settingsLoadFailed} />
        )}
      </div>
    </div>
  );
}

function SettingsForm({ initial }: { initial: ApplicationSettings }) {
  const { user } = useSession();
  const readOnly = user?.role !== 'admin';
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => toValues(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refused = useRefusalReveal(form);
  const { write, isBusy } = useAdminWrite();

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    inputMode: 'decimal' as const,
    readOnly,
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const found = problems(values);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      refused();
      return;
    }
    const saved = await write(
      () => api.put<{ message?: string; settings: ApplicationSettings }>('/admin/applications/settings', values),
      { done: (body) => body.message ?? T.settingsSaved, failed: A.settingsSaveFailed },
    );
    if (saved.ok) setValues(toValues(saved.body.settings));
    else if (saved.message) setRefusal(saved.message);
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void save(event)} className="space-y-6" aria-label={A.settingsTab}>
      {readOnly && <FormAlert tone="info">{SETTINGS_TEXT.readOnlyNotice}</FormAlert>}
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <Section id="applications-fee" title={A.feeSection} hint={A.feeSectionHint}>
        <TextField label={T.screeningFeeLabel} hint={T.screeningFeeHint(APPLICATION_FEE_CAP)} {...bind('screeningFee')} />
      </Section>
      <Section id="applications-retention" title={A.retentionSection} hint={A.retentionSectionHint}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={T.retentionDaysLabel} hint={A.daysSuffix} {...bind('retentionDays')} inputMode="numeric" />
          <TextField label={T.unsubmittedDaysLabel} hint={A.daysSuffix} {...bind('unsubmittedDays')} inputMode="numeric" />
        </div>
      </Section>
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" busy={isBusy()} className="w-full sm:w-auto">
            {A.saveSettings}
          </Button>
        </div>
      )}
    </form>
  );
}
