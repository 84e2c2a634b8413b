import { Link } from 'react-router';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import { primaryButton, TokenCard } from '../../../components/token-pages/token-card.tsx';

export { primaryButton, secondaryButton } from '../../../components/token-pages/token-card.tsx';

/** The card of the alert pages (manage, one-click stop): eyebrow, heading, content, in the page's language. */
export function AlertCard({ heading, children, alert }: { heading: string; children: React.ReactNode; alert?: boolean }) {
  const { ALERT_TEXT: T } = useTexts('alerts');
  return (
    <TokenCard heading={heading} eyebrow={T.eyebrow} alert={alert}>
      {children}
    </TokenCard>
  );
}

/** An alert link that names no search: said as an alert, with the way back to the search. */
export function InvalidAlertCard() {
  const { ALERT_TEXT: T } = useTexts('alerts');
  const localPath = useLocalPath();
  return (
    <AlertCard heading={T.invalidHeading} alert>
      <p className="mt-3 text-slate-600">{T.invalidLink}</p>
      <div className="mt-8">
        <Link to={localPath('/')} className={primaryButton}>
          {T.backToSearch}
        </Link>
      </div>
    </AlertCard>
  );
}

/** A search whose alerts are stopped: for whom, the search, then the way back on (`children`). */
export function StoppedAlertCard({ email, words, children }: { email: string; words: string; children: React.ReactNode }) {
  const { ALERT_TEXT: T } = useTexts('alerts');
  return (
    <AlertCard heading={T.stoppedHeading}>
      <p role="status" className="mt-3 text-slate-600">
        {T.stoppedDetail(email)}
      </p>
      <SearchWords words={words} />
      {children}
    </AlertCard>
  );
}

/** The search in words, as a quiet box. */
export function SearchWords({ words }: { words: string }) {
  const { ALERT_TEXT: T } = useTexts('alerts');
  return (
    <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
      <span className="sr-only">{T.searchLabel}: </span>
      {words}
    </p>
  );
}
