import { Outlet, useMatches, useNavigation } from 'react-router';
import { BuildingsProvider, useBuildingsRequest } from '../../components/public/buildings-context.tsx';
import { NewsletterForm } from '../../components/public/newsletter-form.tsx';
import { SiteFooter } from '../../components/public/site-footer.tsx';
import { SiteHeader } from '../../components/public/site-header.tsx';
import { suggestionScript } from '../../components/public/language-switch.tsx';
import { useNonce } from '../../nonce.tsx';
import { SiteSettingsProvider } from '../../components/public/site-settings-context.tsx';
import { I18nContext, mergePageTexts } from '../../i18n.tsx';
import { pageTexts, requestLanguage } from '../../i18n.server.ts';
import type { Route } from './+types/layout';
import { siteSettingsIn } from './site-in-language.server.ts';

/**
 * The agent's site settings, for the navbar, the footer and every page (read in-process, cached by data version),
 * as the page's language shows them: its tagline and Fair Housing Notice link when the agent gave them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    site: siteSettingsIn(requestLanguage(request), await context.services.siteSettings.get()),
    // The frame's texts in the page's language (docs/decisions/069): the navbar, footer, grids, the newsletter form,
    // the property page's (also for its error page); the shared ones come from the root's loader.
    i18n: pageTexts(request, ['public', 'newsletter-form', 'amenities', 'grids', 'rooms', 'property']),
  };
}

/** The public site's frame: navbar, page, footer (docs/product.md §2). */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const buildings = useBuildingsRequest();
  const navigating = useNavigation().state !== 'idle';
  const texts = mergePageTexts(useMatches());
  const nonce = useNonce();
  return (
    <I18nContext value={texts}>
      <SiteSettingsProvider value={loaderData.site}>
        <BuildingsProvider value={buildings}>
          {navigating && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500" />}
          <div className="flex min-h-screen flex-col bg-white">
            {/* Written by the server only: the browser keeps it as it came (its text is not in the page's JavaScript).
                Only on English pages, the only ones it offers another language on (decision 070). */}
            {texts.language === 'en' && (
              <script
                nonce={nonce}
                suppressHydrationWarning
                dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? suggestionScript() : '' }}
              />
            )}
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              <Outlet />
            </main>
            <SiteFooter>
              <NewsletterForm />
            </SiteFooter>
          </div>
        </BuildingsProvider>
      </SiteSettingsProvider>
    </I18nContext>
  );
}
