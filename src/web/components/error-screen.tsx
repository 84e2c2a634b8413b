import { useMatches } from 'react-router';
import { moduleTexts } from '../../shared/i18n/runtime.ts';
import { mergePageTexts } from '../i18n.tsx';

/**
 * The global error screen (docs/product.md §2): 'Something went wrong' with Try Again and Reload Page, in the
 * page's language: its texts come from the root's loader, which answers on every page whatever failed below it.
 * `titled`: where no route's meta names the document (the root's boundary), its title says it too.
 */
export function ErrorScreen({ titled }: { titled?: boolean }) {
  const { language, modules } = mergePageTexts(useMatches());
  const T = moduleTexts<'common'>(language, modules.common!).COMMON_TEXT;
  return (
    <main role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center">
      {titled && <title>{T.somethingWentWrong}</title>}
      <h1 className="text-2xl font-semibold text-slate-900">{T.somethingWentWrong}</h1>
      <p className="mt-2 text-slate-600">{T.somethingWentWrongDetail}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => window.history.go(0)}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          {T.tryAgain}
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          {T.reloadPage}
        </button>
      </div>
    </main>
  );
}
