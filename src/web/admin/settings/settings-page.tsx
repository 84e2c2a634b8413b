import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NEWSLETTER_PERIODS, SOCIAL_LABELS, SOCIAL_NETWORKS } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { SETTINGS_LIMITS } from '../../../shared/site-settings.schema.ts';
import { COMMON_TEXT } from '../../../shared/texts/common.ts';
import { SETTINGS_TEXT as T } from '../../../shared/texts/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import { UnsavedChangesGuard } from '../listings/index.ts';
import { parseViewingForm, sameViewingForm, toViewingForm, type ViewingForm, ViewingSettingsCard } from '../viewings/index.ts';
import { LoadFailure } from '../kit/load-failure.tsx';
import { RadioGroup } from '../kit/radio-group.tsx';
import { HeadshotCard } from './headshot-card.tsx';
import { SettingsLoadFailure } from './settings-load-failure.tsx';
import { ListingFeedsSection } from './listing-feeds-section.tsx';
import { SettingsSection as Section } from './settings-section.tsx';
import { SettingsTabs } from './settings-tabs.tsx';
import { VIEWINGS_TEXT } from '../../../shared/texts/viewings.ts';
import type { ViewingSettings } from '../../../shared/viewings.ts';
import {
  sameValues,
  toFormValues,
  validateSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsFormValues,
} from './settings-form-model.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { adminTitle, setAdminBrand } from '../kit/admin-brand.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { loadScreen } from '../kit/admin-load.ts';
import { useRefusalReveal } from '../../lib/form-errors.ts';
import { keepEditsMadeMeanwhile } from '../../lib/late-answers.ts';
import { requireUser, useSession } from '../kit/session.ts';
import type { Route } from './+types/settings-page';
import type { SettingsAnswer } from '../../../shared/site-settings.schema.ts';

/** The settings and the availability for viewings, read by every signed-in account (agents see them read-only). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  const { signal } = request;
  return loadScreen(
    signal,
    async () => {
      const [body, viewings] = await Promise.all([
        api.get<SettingsAnswer>('/settings', { signal }),
        api.get<{ success?: boolean; settings?: ViewingSettings }>('/viewings/settings', { signal }),
      ]);
      if (!body?.success || !body.settings || !viewings?.settings) return null;
      return { settings: body.settings, viewings: viewings.settings, error: null };
    },
    (error) => ({
      settings: null,
      viewings: null,
      error: error === null || error instanceof ApiError ? T.loadFailed : T.loadError,
    }),
  );
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.settings || !loaderData.viewings) {
    return (
      <div>
        <SettingsTabs />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{T.title}</h1>
        <div className="mt-6">
          <SettingsLoadFailure message={loaderData.error ?? T.loadFailed} />
        </div>
      </div>
    );
  }
  return <SettingsForm initial={loaderData.settings} initialViewings={loaderData.viewings} />;
}

/**
 * Every section of the page is one form with one Save Settings (issue 33): the site settings and the
 * availability for viewings; an edit anywhere counts as unsaved and is warned about before leaving.
 * The headshot and the listing feeds save apart (an upload, a read-only card).
 */
function SettingsForm({ initial, initialViewings }: { initial: SiteSettings; initialViewings: ViewingSettings }) {
  const { user } = useSession();
  const readOnly = user?.role !== 'admin';
  const form = useRef<HTMLFormElement>(null);
  const leaving = useRef(false);
  const biographyId = useId();
  const [settings, setSettings] = useState(initial);
  const [saved, setSaved] = useState(() => toFormValues(initial));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const refused = useRefusalReveal(form);
  const [savedViewings, setSavedViewings] = useState(() => toViewingForm(initialViewings));
  const [viewings, setViewings] = useState(savedViewings);
  const [viewingsProblem, setViewingsProblem] = useState<string | null>(null);
  const { write, isBusy } = useAdminWrite();
  const saving = isBusy();
  const siteDirty = !sameValues(values, saved);
  const viewingsDirty = !sameViewingForm(viewings, savedViewings);
  const dirty = !readOnly && (siteDirty || viewingsDirty);
  const changeViewings = (change: (form: ViewingForm) => ViewingForm) => {
    setViewings(change);
    setViewingsProblem(null);
  };

  const set = <K extends SettingsField>(field: K, value: SettingsFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  /** What every text field of the form takes: its name, value and change, its error and the read-only state. */
  const bind = (field: SettingsField) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
    error: errors[field],
    readOnly,
  });
  const text = (field: SettingsField, label: string, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label}
      {...bind(field)}
      maxLength={SETTINGS_LIMITS.url}
      {...props}
      className={`read-only:bg-slate-50 read-only:text-slate-600 ${props.className ?? ''}`}
    />
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly) return;
    const { data, errors: invalid } = validateSettings(values);
    const viewingsParsed = parseViewingForm(viewings);
    setViewingsProblem(viewingsParsed.error);
    if (invalid) {
      setErrors(invalid);
      refused();
      return;
    }
    if (viewingsParsed.error !== null) {
      document.getElementById('settings-viewings')?.scrollIntoView({ block: 'start' });
      return;
    }
    const sent = values;
    const sentViewings = viewings;
    const withViewings = viewingsDirty;
    const saved = await write(() => api.put<SettingsAnswer>('/settings', data), {
      done: withViewings ? undefined : T.saved,
      failed: T.saveFailed,
      unreachable: T.saveError,
    });
    if (!saved.ok) return;
    const { settings } = saved.body;
    const next = toFormValues(settings);
    setSettings(settings);
    setSaved(next);
    // What the agent typed while the save was under way stays, and stays unsaved (decision 031).
    setValues((now) => keepEditsMadeMeanwhile(sent, now, next));
    setAdminBrand(settings.brand);
    if (!withViewings) return;
    const savedV = await write(
      () => api.put<{ success?: boolean; settings: ViewingSettings }>('/viewings/settings', viewingsParsed.data),
      { done: T.saved, failed: T.partlySaved },
    );
    if (!savedV.ok) return;
    const nextViewings = toViewingForm(savedV.body.settings);
    setSavedViewings(nextViewings);
    // Edits made while it was saved stay unsaved; otherwise the form shows what the server keeps.
    setViewings((now) => (sameViewingForm(now, sentViewings) ? nextViewings : now));
  }

  return (
    <div className="pb-24">
      <UnsavedChangesGuard when={dirty} leaving={leaving} message={T.leaveMessage} />
      <SettingsTabs />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{T.title}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{T.intro}</p>
      {readOnly && (
        <div className="mt-5">
          <FormAlert tone="info">{T.readOnlyNotice}</FormAlert>
        </div>
      )}

      <div className="mt-6 space-y-6">
        <Section id="settings-photo" title={T.photoSection} hint={T.photoSectionHint}>
          <HeadshotCard settings={settings} readOnly={readOnly} onSaved={setSettings} />
        </Section>

        <form ref={form} id="settings-form" onSubmit={onSubmit} noValidate className="space-y-6" aria-label={T.title}>
          <Section id="settings-brand" title={T.brandSection} hint={T.brandSectionHint}>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('brand', T.brand, { maxLength: SETTINGS_LIMITS.short })}
              <div className="sm:col-span-2">{text('tagline', T.tagline, { maxLength: SETTINGS_LIMITS.line })}</div>
            </div>
          </Section>

          <Section id="settings-agent" title={T.agentSection} hint={T.agentSectionHint}>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('agent.name', T.agentName, { autoComplete: 'name', maxLength: SETTINGS_LIMITS.short })}
              {text('agent.title', T.agentTitle, { maxLength: SETTINGS_LIMITS.short })}
              {text('licenseLine', T.licenseLine, { hint: T.licenseLineHint, maxLength: SETTINGS_LIMITS.line })}
              {text('brokerageName', T.brokerageName, { hint: T.brokerageNameHint, maxLength: SETTINGS_LIMITS.line })}
            </div>
            <TextAreaField
              id={biographyId}
              label={T.biography}
              {...bind('agent.biography')}
              rows={9}
              maxLength={SETTINGS_LIMITS.biography}
              hint={T.biographyHint}
              className="min-h-40 read-only:bg-slate-50"
            />
          </Section>

          <Section id="settings-translations" title={T.translationsSection} hint={T.translationsSectionHint}>
            {(
              [
                ['es', 'Spanish', 'es'],
                ['zh', 'Chinese', 'zh-Hans'],
              ] as const
            ).map(([language, name, tag]) => (
              <div key={language} className="grid gap-5">
                {text(`translations.${language}.tagline`, T.taglineIn(name), { maxLength: SETTINGS_LIMITS.line, lang: tag })}
                <div className="grid gap-5 sm:grid-cols-2">
                  {text(`translations.${language}.title`, T.titleIn(name), { maxLength: SETTINGS_LIMITS.short, lang: tag })}
                  {text(`translations.${language}.licenseLine`, T.licenseLineIn(name), {
                    maxLength: SETTINGS_LIMITS.line,
                    lang: tag,
                  })}
                </div>
                <TextAreaField
                  id={`${biographyId}-${language}`}
                  label={T.biographyIn(name)}
                  {...bind(`translations.${language}.biography`)}
                  lang={tag}
                  rows={6}
                  maxLength={SETTINGS_LIMITS.biography}
                  hint={T.biographyHint}
                  className="min-h-32 read-only:bg-slate-50"
                />
              </div>
            ))}
          </Section>

          <Section id="settings-contact" title={T.contactSection} hint={T.contactSectionHint}>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('agent.email', T.email, { type: 'email', autoComplete: 'email', maxLength: SETTINGS_LIMITS.line })}
              {text('agent.phone', T.phone, { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
            </div>
          </Section>

          <Section id="settings-office" title={T.officeSection} hint={T.officeSectionHint}>
            <div className="grid gap-5 sm:grid-cols-6">
              <div className="sm:col-span-6">{text('office.name', T.officeName, { maxLength: SETTINGS_LIMITS.line })}</div>
              <div className="sm:col-span-6">
                {text('office.street', T.street, { autoComplete: 'street-address', maxLength: SETTINGS_LIMITS.line })}
              </div>
              <div className="sm:col-span-3">{text('office.city', T.city, { maxLength: SETTINGS_LIMITS.short })}</div>
              <div className="sm:col-span-1">{text('office.region', T.region, { maxLength: 2, className: 'uppercase' })}</div>
              <div className="sm:col-span-2">
                {text('office.postalCode', T.postalCode, { inputMode: 'numeric', maxLength: 10 })}
              </div>
              <div className="sm:col-span-6">{text('office.hours', T.hours, { maxLength: SETTINGS_LIMITS.line })}</div>
            </div>
          </Section>

          <Section id="settings-social" title={T.socialSection} hint={T.socialSectionHint}>
            <div className="grid gap-5 sm:grid-cols-2">
              {SOCIAL_NETWORKS.map((network) => (
                <div key={network}>
                  {text(`social.${network}`, T.socialLink(SOCIAL_LABELS[network]), {
                    type: 'url',
                    inputMode: 'url',
                    placeholder: 'https://',
                  })}
                </div>
              ))}
            </div>
            {text('reviewUrl', T.reviewUrl, { type: 'url', inputMode: 'url', placeholder: 'https://', hint: T.reviewUrlHint })}
          </Section>

          <Section id="settings-compliance" title={T.complianceSection} hint={T.complianceSectionHint}>
            {text('fairHousingNoticeUrl', T.fairHousingNoticeUrl, { type: 'url', hint: T.fairHousingNoticeUrlHint })}
            <label className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50/70 px-4 py-3">
              <input
                type="checkbox"
                name="inquiryAcknowledgement"
                checked={values.inquiryAcknowledgement}
                disabled={readOnly}
                onChange={(event) => set('inquiryAcknowledgement', event.target.checked)}
                className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
              />
              <span>
                <span className="block text-sm font-medium text-slate-800">{T.inquiryAcknowledgement}</span>
                <span className="block text-sm text-slate-500">{T.inquiryAcknowledgementHint}</span>
              </span>
            </label>
            <RadioGroup
              legend={T.newsletterPeriod}
              name="newsletterPeriod"
              options={NEWSLETTER_PERIODS.map((period) => ({ value: period, label: T.newsletterPeriods[period] }))}
              value={values.newsletterPeriod}
              onChange={(period) => set('newsletterPeriod', period)}
              disabled={readOnly}
              look="segmented"
            />
          </Section>
        </form>

        <ListingFeedsSection />

        <Section id="settings-viewings" title={VIEWINGS_TEXT.settingsTitle} hint={VIEWINGS_TEXT.settingsIntro}>
          <ViewingSettingsCard form={viewings} onChange={changeViewings} problem={viewingsProblem} readOnly={readOnly} />
        </Section>
      </div>

      {!readOnly && (
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 backdrop-blur min-[769px]:left-[4.5rem] lg:left-64">
          <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 py-3 sm:px-6 lg:px-8">
            <p role="status" className="mr-auto text-sm text-slate-500">
              {dirty ? T.unsaved : ''}
            </p>
            <Button
              variant="ghost"
              disabled={!dirty || saving}
              onClick={() => {
                setValues(saved);
                setErrors({});
                setViewings(savedViewings);
                setViewingsProblem(null);
              }}
            >
              {T.reset}
            </Button>
            <Button type="submit" form="settings-form" busy={saving} className="whitespace-nowrap">
              {saving ? T.saving : T.save}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <LoadFailure message={T.loadError} retryLabel={COMMON_TEXT.tryAgain} busy={false} onRetry={() => window.location.reload()} />
  );
}
