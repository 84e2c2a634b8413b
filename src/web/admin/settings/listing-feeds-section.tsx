import { useCallback } from 'react';
import { ADMIN_TEXT } from '../../../shared/texts/admin.ts';
import { COMMON_TEXT } from '../../../shared/texts/common.ts';
import { FEEDS_TEXT as T } from '../../../shared/texts/feeds.ts';
import { api, errorMessage } from '../kit/api-client.ts';
import { useAdminLoad } from '../kit/admin-load.ts';
import { copyText } from '../../lib/copy-text.ts';
import { formatLastLogin } from '../kit/format-last-login.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { LoadFailure } from '../kit/load-failure.tsx';
import { useToast } from '../kit/toast.tsx';
import { SettingsSection } from './settings-section.tsx';
import type { FeedDto, FeedsAnswer } from '../../../shared/feeds.schema.ts';

/**
 * Settings → Listing feeds: the address of each portal's feed with a copy button, how many listings it
 * holds (and how many are held back for missing fields), and when it was last fetched and by what.
 */
export function ListingFeedsSection() {
  const read = useCallback(async (signal?: AbortSignal) => {
    const body = await api.get<FeedsAnswer>('/feeds', { signal });
    return body?.success && body.feeds ? { feeds: body.feeds, tokenRequired: body.tokenRequired === true } : null;
  }, []);
  const { load, loading, reload } = useAdminLoad(read);

  return (
    <SettingsSection id="settings-listing-feeds" title={T.section} hint={T.sectionHint}>
      {loading && (
        <p role="status" className="text-sm text-slate-500">
          {ADMIN_TEXT.loading}
        </p>
      )}
      {!loading && load.state === 'failed' && (
        <LoadFailure
          message={errorMessage(load.error, T.loadFailed, T.loadFailed)}
          retryLabel={COMMON_TEXT.tryAgain}
          busy={false}
          onRetry={() => void reload()}
        />
      )}
      {!loading && load.state === 'ready' && (
        <>
          {load.data.feeds.map((feed) => (
            <FeedCard key={feed.name} feed={feed} />
          ))}
          <p className="text-sm text-slate-500">{load.data.tokenRequired ? T.tokenOn : T.tokenOff}</p>
        </>
      )}
    </SettingsSection>
  );
}

function FeedCard({ feed }: { feed: FeedDto }) {
  const toast = useToast();
  const inputId = `feed-url-${feed.name}`;
  const copy = async () => {
    if (await copyText(feed.url)) toast.success(T.copied);
    else toast.error(T.copyFailed);
  };
  return (
    <article aria-labelledby={`${inputId}-title`} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
      <h3 id={`${inputId}-title`} className="text-sm font-semibold text-slate-900">
        {feed.label}
        <span className="ml-2 font-normal text-slate-500">{feed.format}</span>
      </h3>
      <label htmlFor={inputId} className="mt-3 mb-1.5 block text-sm font-medium text-slate-700">
        {T.feedUrl(feed.label)}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="text"
          readOnly
          value={feed.url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass(false)} font-mono text-[13px]`}
        />
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={`${T.copy}: ${T.feedUrl(feed.label)}`}
          className="shrink-0"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
            <path d="M7 3.5A1.5 1.5 0 0 1 8.5 2h6A1.5 1.5 0 0 1 16 3.5v9a1.5 1.5 0 0 1-1.5 1.5h-6A1.5 1.5 0 0 1 7 12.5v-9Z" />
            <path d="M4 6.5A1.5 1.5 0 0 1 5.5 5H6v7.5A2.5 2.5 0 0 0 8.5 15H13v.5a1.5 1.5 0 0 1-1.5 1.5h-6A1.5 1.5 0 0 1 4 15.5v-9Z" />
          </svg>
          {T.copy}
        </Button>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">{T.listingCount}</dt>
        <dd className="text-slate-900 tabular-nums">{feed.listingCount}</dd>
        <dt className="font-medium text-slate-600">{T.lastFetched}</dt>
        <dd className="text-slate-900">
          {feed.lastFetchedAt ? formatLastLogin(feed.lastFetchedAt, false, 'America/New_York') : T.neverFetched}
        </dd>
        {feed.lastFetchedAt && (
          <>
            <dt className="font-medium text-slate-600">{T.fetchedBy}</dt>
            <dd className="font-mono text-[13px] break-all text-slate-700">{feed.lastUserAgent ?? '—'}</dd>
          </>
        )}
      </dl>
      {feed.heldBack > 0 && <p className="mt-3 text-sm text-amber-800">{T.heldBack(feed.heldBack)}</p>}
    </article>
  );
}
