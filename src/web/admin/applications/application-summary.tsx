import { Link } from 'react-router';
import { incomeTotals, formatMultiple } from '../../../shared/application-income.ts';
import type { AdminApplicationDto } from '../../../shared/applications.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { ApplicationPanel } from './application-panel.tsx';
import { newYorkDateTime } from '../kit/date-time.ts';
import { formatDollars } from '../../../shared/words/money.ts';

function Income({ label, yearly, multiple, testId }: { label: string; yearly: number; multiple: number | null; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3" data-testid={testId}>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      {yearly === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{T.noIncome}</p>
      ) : (
        <>
          <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {multiple === null ? formatDollars(yearly) : T.multiple(formatMultiple(multiple))}
          </p>
          <p className="text-sm text-slate-600 tabular-nums">{multiple === null ? T.noRent : T.perYear(formatDollars(yearly))}</p>
        </>
      )}
    </div>
  );
}

/**
 * The application at a glance: the tenants' and the guarantor's income as a multiple of the rent,
 * the fees (the listing's, the screening fee received or waived), and what is still missing.
 */
export function ApplicationSummary({ application }: { application: AdminApplicationDto }) {
  const totals = incomeTotals(application.people, application.price);
  return (
    <ApplicationPanel id="application-summary" title={T.summaryTitle}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Income label={T.householdIncome} yearly={totals.tenantsOwn} multiple={totals.tenantsMultiple} testId="tenants-income" />
        {totals.guarantor !== null && (
          <Income
            label={T.guarantorIncome}
            yearly={totals.guarantor}
            multiple={totals.guarantorMultiple}
            testId="guarantor-income"
          />
        )}
      </div>
      {totals.voucherMonthly !== null && totals.tenantShare !== null && (
        <p className="mt-2 text-sm text-slate-600" data-testid="voucher-share">
          {T.voucherShare(formatDollars(totals.voucherMonthly), formatDollars(totals.tenantShare))}
        </p>
      )}
      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.feesTitle}</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-800" data-testid="application-fees">
            {application.fees.length === 0 ? (
              <li className="text-slate-600">{T.noListingFees}</li>
            ) : (
              application.fees.map((fee) => (
                <li key={fee.name}>
                  {fee.name}: <span className="tabular-nums">{formatDollars(fee.amount)}</span>
                </li>
              ))
            )}
            <li>
              {application.screeningFee > 0 ? (
                T.screeningFeeSet(formatDollars(application.screeningFee))
              ) : (
                <Link to="/admin/settings/applications" className="text-brand-700 hover:underline">
                  {T.noScreeningFee}
                </Link>
              )}
              <span className="block text-slate-600" data-testid="screening-fee-state">
                {application.screeningFeeReceived !== null && application.screeningFeeReceivedAt
                  ? T.feeReceivedOn(
                      formatDollars(application.screeningFeeReceived),
                      newYorkDateTime(application.screeningFeeReceivedAt),
                    )
                  : application.screeningFeeWaivedBy !== null
                    ? T.feeWaived
                    : application.screeningFee > 0
                      ? T.feeNotReceived
                      : null}
              </span>
            </li>
          </ul>
        </div>
        <div>
          {/* 'Still missing' heads only a list of what is missing; with nothing missing the line says so alone. */}
          {application.missing.length === 0 ? (
            <p className="text-sm font-medium text-emerald-700">{T.nothingMissing}</p>
          ) : (
            <>
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.stillMissing}</h3>
              <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-800" data-testid="application-missing">
                {application.missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </ApplicationPanel>
  );
}
