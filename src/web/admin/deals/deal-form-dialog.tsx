import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { DealDto } from '../../../shared/deals.ts';
import { MAX_TENANTS } from '../../../shared/deals.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { listingTitle, withApartment } from '../../../shared/listing-format.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { DEAL_STAGE_LABELS } from '../../../shared/texts/deals.ts';
import { decimalDollars } from '../../../shared/words/money.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FieldLabel, FormAlert, inputClass, SelectField, TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import { useToast } from '../kit/toast.tsx';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { UnsavedWorkScope, useUnsavedScope } from '../kit/unsaved-work.tsx';
import { MoneyField } from './money-field.tsx';
import { RadioGroup } from '../kit/radio-group.tsx';
import { checkDealForm, dealBody, fieldOfRefusal, type DealFormErrors, type DealFormValues } from './deal-form-model.ts';
import { DealDocuments } from '../leases/index.ts';
import { useRefusalReveal } from '../../lib/form-errors.ts';
import { PersonTimeline } from '../people/index.ts';

/** One part of the deal's form under its heading (the apartment and tenants, the lease, the money). */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 border-t border-slate-100 pt-4 first-of-type:border-t-0 first-of-type:pt-0"
    >
      <h3 id={id} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The form's values a text field, text area or select edits. */
type TextKey = { [K in keyof DealFormValues]: string extends DealFormValues[K] ? K : never }[keyof DealFormValues];

/** What the dialog edits: a new deal (maybe from an application) or one on file. */
export type DealFormTarget =
  | { mode: 'new'; values: DealFormValues; fromName?: string; notice?: string }
  | { mode: 'edit'; deal: DealDto; values: DealFormValues };

/**
 * The deal's form, in three sections (the apartment and tenants, the lease, the fee and commission) and the
 * notes: every field of the API (listing, tenants, lease start and term, rent, deposit, the
 * broker's fee and who pays it with the day the tenant hired the agent, commission or a percentage,
 * co-broke split, expected pay date, notes). The rules' messages show under their fields, the form's own
 * checks first and then the server's. An open deal also offers 'Send disclosure' and Delete; a deal on file shows
 * its Lease section (with, once signed, the move-in report and the deposit statement) and its tenants' timelines under the form, Cancel and Save staying in view below.
 */
export function DealFormDialog({
  target,
  listings,
  onClose,
  onSaved,
  onDelete,
  onSendDisclosure,
  onDealChanged,
}: {
  target: DealFormTarget | null;
  listings: ListingDto[];
  onClose: () => void;
  onSaved: (deal: DealDto) => void;
  onDelete: (deal: DealDto) => void;
  onSendDisclosure: (deal: DealDto) => void;
  /** The deal changed without the form (its lease signed moved it to 'Lease signed'). */
  onDealChanged: (deal: DealDto) => void;
}) {
  const toast = useToast();
  const confirm = useConfirm();
  const unsavedWork = useUnsavedScope();
  /** True when nothing half written under the form would be lost, or the agent chose to lose it (docs/decisions/100-every-word-translated). */
  const mayClose = async () =>
    !unsavedWork.unsaved() ||
    confirm(T.unsavedConfirm, {
      title: T.unsavedTitle,
      detail: T.unsavedDetail,
      confirmLabel: T.unsavedLeave,
      cancelLabel: T.unsavedStay,
      tone: 'danger',
    });
  const close = async () => {
    if (await mayClose()) onClose();
  };
  const [values, setValues] = useState<DealFormValues | null>(null);
  const [errors, setErrors] = useState<DealFormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const refused = useRefusalReveal(form);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [percent, setPercent] = useState('');
  /** The deal as the server now has it, when its lease moved it while the dialog was open. */
  const [moved, setMoved] = useState<DealDto | null>(null);

  useEffect(() => {
    setValues(target ? target.values : null);
    setErrors({});
    setRefusal(null);
    setPercent('');
    setMoved(null);
  }, [target]);

  const creating = target?.mode === 'new';
  const deal = target?.mode === 'edit' ? (moved?.id === target.deal.id ? moved : target.deal) : null;
  const dealMoved = useCallback(
    (next: DealDto) => {
      setMoved(next);
      onDealChanged(next);
    },
    [onDealChanged],
  );
  const set = <K extends keyof DealFormValues>(key: K, value: DealFormValues[K]) =>
    setValues((v) => (v ? { ...v, [key]: value } : v));
  /** What a text field, text area or select takes for one of the form's values: the value, its change handler, its error. */
  const field = (key: TextKey) => ({
    value: values?.[key] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(key, e.target.value),
    error: errors[key],
  });
  const setTenant = (i: number, key: 'name' | 'email', value: string) =>
    setValues((v) => (v ? { ...v, tenants: v.tenants.map((t, j) => (j === i ? { ...t, [key]: value } : t)) } : v));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || !target) return;
    const found = checkDealForm(values, creating);
    // Saving closes the dialog: asked first over a report or statement still being written.
    if (Object.keys(found).length === 0 && !(await mayClose())) return;
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      // The first field with a message takes the focus.
      refused();
      return;
    }
    setSaving(true);
    try {
      const body = dealBody(values, creating);
      const answer =
        target.mode === 'new'
          ? await api.post<{ deal: DealDto }>('/admin/deals', body)
          : await api.patch<{ deal: DealDto }>(`/admin/deals/${target.deal.id}`, body);
      toast.success(creating ? T.created : T.saved);
      onSaved(answer.deal);
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : T.saveFailed;
      const refused = fieldOfRefusal(error instanceof ApiError ? error.text : null);
      if (refused) setErrors({ [refused]: message });
      else setRefusal(message);
    } finally {
      setSaving(false);
    }
  };

  const title = creating ? T.newTitle : `${T.editTitle} · ${DEAL_STAGE_LABELS[deal?.stage ?? 'pending']}`;
  const description = target?.mode === 'new' ? (target.fromName ? T.fromApplication(target.fromName) : undefined) : undefined;

  return (
    <Dialog
      open={target !== null}
      onClose={() => void close()}
      title={title}
      description={description}
      size="lg"
      // The actions stay in view under the scrolling body, which holds the deal's form and then its lease.
      footer={
        values && (
          <>
            <Button variant="secondary" onClick={() => void close()} disabled={saving}>
              {T.cancel}
            </Button>
            <Button type="submit" form="deal-form" busy={saving}>
              {creating ? T.create : T.save}
            </Button>
          </>
        )
      }
    >
      {values && (
        <form ref={form} id="deal-form" noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          {target?.mode === 'new' && target.notice && <FormAlert tone="info">{target.notice}</FormAlert>}
          {refusal && <FormAlert>{refusal}</FormAlert>}
          <FormSection title={T.sectionWho}>
            {creating && values.applicationId === null && (
              <RadioGroup
                legend={T.apartmentKind}
                name="deal-apartment-kind"
                options={[
                  { value: 'own', label: T.ownListing },
                  { value: 'outside', label: T.outsideApartment },
                ]}
                value={values.outside ? 'outside' : 'own'}
                // On the agent's own listing the landlord pays (FARE Act): the tenant payer goes with the kind.
                onChange={(kind) =>
                  setValues((v) =>
                    v ? { ...v, outside: kind === 'outside', feePaidBy: kind === 'outside' ? v.feePaidBy : 'landlord' } : v,
                  )
                }
                look="boxes"
                hint={T.outsideHint}
              />
            )}
            {creating && values.outside ? (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_10rem]">
                <TextField id="deal-address" label={T.addressLabel} maxLength={200} autoComplete="off" {...field('address')} />
                <TextField id="deal-unit" label={T.unitLabel} maxLength={40} autoComplete="off" {...field('unit')} />
              </div>
            ) : creating ? (
              <SelectField
                id="deal-listing"
                label={T.listingLabel}
                {...field('listingId')}
                disabled={values.applicationId !== null && values.listingId !== ''}
              >
                <option value="">{T.chooseListing}</option>
                {listings.map((l) => (
                  <option key={l.id} value={l.id}>
                    {listingTitle(l)}
                  </option>
                ))}
              </SelectField>
            ) : (
              deal && (
                <p className="text-sm text-slate-700">
                  <span className="font-medium">{T.listingLabel}:</span>{' '}
                  {withApartment(deal.listingAddress, deal.listingApartment)}
                  {deal.outside && <span className="ml-2 text-slate-500">({T.outsideBadge})</span>}
                </p>
              )
            )}

            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-slate-700">{T.tenantsLegend}</legend>
              <div className="space-y-3">
                {values.tenants.map((tenant, i) => (
                  <div key={i} className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                    <div>
                      <label htmlFor={`deal-tenant-${i}-name`} className="sr-only">
                        {T.tenantName(i + 1)}
                      </label>
                      <input
                        id={`deal-tenant-${i}-name`}
                        value={tenant.name}
                        onChange={(e) => setTenant(i, 'name', e.target.value)}
                        placeholder={T.tenantName(i + 1)}
                        maxLength={100}
                        autoComplete="off"
                        aria-invalid={errors.tenants && !tenant.name.trim() ? true : undefined}
                        aria-describedby={errors.tenants ? 'deal-tenants-error' : undefined}
                        className={inputClass(Boolean(errors.tenants && !tenant.name.trim()))}
                      />
                    </div>
                    <div>
                      <label htmlFor={`deal-tenant-${i}-email`} className="sr-only">
                        {T.tenantEmail(i + 1)}
                      </label>
                      <input
                        id={`deal-tenant-${i}-email`}
                        type="email"
                        value={tenant.email}
                        onChange={(e) => setTenant(i, 'email', e.target.value)}
                        placeholder={T.tenantEmail(i + 1)}
                        maxLength={254}
                        autoComplete="off"
                        aria-invalid={errors.tenants ? true : undefined}
                        aria-describedby={errors.tenants ? 'deal-tenants-error' : undefined}
                        className={inputClass(Boolean(errors.tenants))}
                      />
                    </div>
                    {values.tenants.length > 1 ? (
                      <Button
                        variant="ghost"
                        aria-label={T.removeTenant(i + 1)}
                        onClick={() =>
                          set(
                            'tenants',
                            values.tenants.filter((_, j) => j !== i),
                          )
                        }
                      >
                        ✕
                      </Button>
                    ) : (
                      <span className="hidden sm:block sm:w-11" />
                    )}
                  </div>
                ))}
              </div>
              {errors.tenants && (
                <p id="deal-tenants-error" className="mt-1.5 text-sm text-red-600">
                  {errors.tenants}
                </p>
              )}
              {values.tenants.length < MAX_TENANTS && (
                <Button
                  variant="ghost"
                  className="mt-2 -ml-3"
                  onClick={() => set('tenants', [...values.tenants, { name: '', email: '' }])}
                >
                  + {T.addTenant}
                </Button>
              )}
            </fieldset>
          </FormSection>

          <FormSection title={T.sectionLease}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField id="deal-lease-start" type="date" label={T.leaseStart} {...field('leaseStart')} />
              <TextField
                id="deal-term"
                type="number"
                inputMode="numeric"
                min={1}
                max={120}
                label={T.termMonths}
                {...field('termMonths')}
              />
              <MoneyField id="deal-rent" label={T.rentLabel} {...field('rent')} />
              <MoneyField id="deal-deposit" label={T.deposit} {...field('deposit')} hint={T.depositHint} />
            </div>
          </FormSection>

          <FormSection title={T.sectionMoney}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <MoneyField id="deal-fee" label={T.fee} {...field('fee')} />
              {values.outside ? (
                <RadioGroup
                  legend={T.feePaidBy}
                  name="deal-fee-paid-by"
                  options={[
                    { value: 'landlord', label: T.landlord },
                    { value: 'tenant', label: T.tenant },
                  ]}
                  value={values.feePaidBy}
                  onChange={(payer) => set('feePaidBy', payer)}
                  look="boxes"
                  hint={T.feePaidByHint}
                />
              ) : (
                <p className="self-end text-sm text-slate-500">{T.ownListingFeeHint}</p>
              )}
              {values.outside && values.feePaidBy === 'tenant' && (
                <>
                  <TextField
                    id="deal-agreement"
                    type="date"
                    label={T.tenantAgreementOn}
                    {...field('tenantAgreementOn')}
                    hint={T.tenantAgreementHint}
                  />
                  <TextField
                    id="deal-first-showing"
                    type="date"
                    label={T.firstShowingOn}
                    {...field('firstShowingOn')}
                    hint={T.firstShowingHint}
                  />
                </>
              )}
              <div>
                <FieldLabel htmlFor="deal-commission">{T.commissionLabel}</FieldLabel>
                <div className="flex gap-2">
                  <div className="min-w-0 flex-1">
                    <input
                      id="deal-commission"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      value={values.noCommission ? '' : values.commission}
                      disabled={values.noCommission}
                      onChange={(e) => {
                        set('commission', e.target.value);
                        setPercent('');
                      }}
                      aria-invalid={errors.commission ? true : undefined}
                      aria-describedby={errors.commission ? 'deal-commission-error' : undefined}
                      className={`${inputClass(Boolean(errors.commission))}`}
                    />
                  </div>
                  <label htmlFor="deal-commission-percent" className="sr-only">
                    {T.commissionPercent}
                  </label>
                  <div className="w-24 shrink-0">
                    <input
                      id="deal-commission-percent"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={100}
                      step="0.1"
                      placeholder="%"
                      title={T.commissionPercent}
                      value={values.noCommission ? '' : percent}
                      disabled={values.noCommission}
                      onChange={(e) => {
                        setPercent(e.target.value);
                        const pct = Number(e.target.value);
                        const rent = Number(values.rent);
                        if (e.target.value && Number.isFinite(pct) && rent > 0)
                          set('commission', decimalDollars(Math.round(rent * 12 * pct) / 100));
                      }}
                      className={`${inputClass(false)}`}
                    />
                  </div>
                </div>
                {errors.commission ? (
                  <p id="deal-commission-error" className="mt-1.5 text-sm text-red-600">
                    {errors.commission}
                  </p>
                ) : (
                  <p className="mt-1.5 text-sm text-slate-500">{T.commissionPercent}</p>
                )}
                <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-300"
                    checked={values.noCommission}
                    onChange={(e) => {
                      set('noCommission', e.target.checked);
                      if (e.target.checked) {
                        set('commission', '');
                        setPercent('');
                      }
                    }}
                  />
                  {T.noCommission}
                </label>
              </div>
              <TextField
                id="deal-split"
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step="0.1"
                label={T.coBrokeSplit}
                {...field('coBrokeSplit')}
              />
              <TextField id="deal-expected-pay" type="date" label={T.expectedPayOn} {...field('expectedPayOn')} />
            </div>
          </FormSection>
          <TextAreaField id="deal-notes" label={T.notes} rows={3} maxLength={5000} {...field('notes')} />
          {deal && (
            <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
              {deal.disclosureRequired && deal.stage === 'pending' && (
                <Button variant="secondary" onClick={() => onSendDisclosure(deal)}>
                  {T.sendDisclosure}
                </Button>
              )}
              <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => onDelete(deal)}>
                {T.delete}
              </Button>
            </div>
          )}
        </form>
      )}
      {values && deal && (
        <div className="mt-5 space-y-6 border-t border-slate-100 pt-4">
          <UnsavedWorkScope report={unsavedWork.report}>
            <DealDocuments deal={deal} onDealChanged={dealMoved} />
          </UnsavedWorkScope>
          <div className="space-y-6" data-testid="deal-timelines">
            {deal.tenants.map((tenant) => (
              <PersonTimeline
                key={tenant.email}
                email={tenant.email}
                name={tenant.name}
                current={{ kind: 'deal', recordId: deal.id }}
              />
            ))}
          </div>
        </div>
      )}
    </Dialog>
  );
}
