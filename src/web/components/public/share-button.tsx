import { useEffect, useState } from 'react';
import { copyText } from '../../lib/copy-text.ts';
import { ShareIcon } from './icons.tsx';
import { useTexts } from '../../i18n.tsx';

const MESSAGE_MS = 3000;

/**
 * Shares the page (docs/product.md §2, §8): the native share sheet where the browser has one, otherwise the
 * link is copied and 'Link copied to clipboard!' is shown.
 */
export function ShareButton({ title, className = '' }: { title: string; className?: string }) {
  const { PROPERTY_TEXT: T } = useTexts('property');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the visitor closed the share sheet
      }
    }
    setMessage((await copyText(url)) ? T.linkCopied : T.copyFailed);
  };

  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => void share()}
        className={`inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-500 hover:text-brand-700 ${className}`}
      >
        <ShareIcon className="h-4 w-4" />
        {T.share}
      </button>
      <p role="status" className="absolute right-0 top-full z-10 mt-2 whitespace-nowrap empty:hidden">
        {message && (
          <span className="inline-block rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white shadow-lg">{message}</span>
        )}
      </p>
    </div>
  );
}
