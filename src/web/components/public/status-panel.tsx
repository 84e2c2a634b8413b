import { Link } from 'react-router';
import { ArrowLeftIcon, RefreshIcon } from './icons.tsx';
import { useLocalPath, usePublicText } from '../../i18n.tsx';

interface StatusPanelProps {
  title: string;
  detail?: string;
  /** 'error' panels are announced (role=alert). */
  tone?: 'error' | 'empty';
  /** Retry reloads the current page (docs/product.md §8): a plain link to the same URL, so it works without JavaScript too. */
  retryHref?: string;
  /** 'Back to Listings' (docs/product.md §2: every property error shows it). */
  backToListings?: boolean;
  children?: React.ReactNode;
  headingLevel?: 'h1' | 'h2';
}

const primary =
  'inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900';
const secondary =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';

/** An empty, error or not-found message with its way forward. */
export function StatusPanel({
  title,
  detail,
  tone = 'error',
  retryHref,
  backToListings,
  children,
  headingLevel = 'h2',
}: StatusPanelProps) {
  const T = usePublicText();
  const localPath = useLocalPath();
  const Heading = headingLevel;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <Heading className="text-xl font-semibold text-ink">{title}</Heading>
      {detail && <p className="mt-2 text-slate-600">{detail}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {retryHref && (
          <a href={retryHref} className={primary}>
            <RefreshIcon className="h-4 w-4" />
            {T.retry}
          </a>
        )}
        {backToListings && (
          <Link to={localPath('/')} className={retryHref ? secondary : primary}>
            <ArrowLeftIcon className="h-4 w-4" />
            {T.backToListings}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}
