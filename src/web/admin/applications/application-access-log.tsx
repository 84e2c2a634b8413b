import type { AdminApplicationDto } from '../../../shared/applications.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { ApplicationPanel } from './application-panel.tsx';

const COLUMNS = 'sm:grid sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,0.8fr)] sm:gap-4';

/**
 * Every opening of a document or of the package, newest first: who, when (New York, as the server
 * wrote it) and the address. Columns from 640 px; on a phone each opening is a short block.
 */
export function ApplicationAccessLog({ access }: { access: AdminApplicationDto['access'] }) {
  return (
    <ApplicationPanel id="application-access" title={T.accessTitle} description={T.accessIntro} flush>
      {access.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-600 sm:px-6 sm:py-5">{T.noAccess}</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className={`hidden border-b border-slate-100 bg-slate-50 px-6 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase ${COLUMNS}`}
          >
            <span>{T.accessDocument}</span>
            <span>{T.accessWho}</span>
            <span>{T.accessWhen}</span>
            <span>{T.accessAddress}</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {access.map((entry, index) => (
              <li
                key={`${entry.at}-${index}`}
                data-testid="access-entry"
                className={`px-4 py-3 text-sm sm:px-6 sm:py-2.5 ${COLUMNS}`}
              >
                <p className="font-medium text-slate-900">{entry.documentName}</p>
                <p className="[overflow-wrap:anywhere] text-slate-700">
                  <span className="sr-only">{T.accessWho}: </span>
                  {entry.who || T.landlordLink}
                </p>
                <p className="text-slate-700 tabular-nums">
                  <span className="sr-only">{T.accessWhen}: </span>
                  {entry.when}
                </p>
                <p className="text-slate-600 tabular-nums">
                  <span className="sr-only">{T.accessAddress}: </span>
                  {entry.address}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </ApplicationPanel>
  );
}
