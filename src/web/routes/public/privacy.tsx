import { PRIVACY_TEXT as ENGLISH } from '../../../shared/texts/privacy.ts';
import { useTexts } from '../../i18n.tsx';
import { pageTexts, serverTexts } from '../../i18n.server.ts';
import { PageHero } from '../../components/public/page-hero.tsx';
import type { Route } from './+types/privacy';
import { cachedPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { pageLocation } from './page-location.server.ts';
import { metaDescription, seoMeta } from './seo.server.ts';

export const headers = cachedPageHeaders;

/** The privacy note: what is counted (decision 040), that no cookie is set. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await context.services.siteSettings.get();
  const { PRIVACY_TEXT: T } = serverTexts(request, 'privacy');
  return {
    i18n: pageTexts(request, ['privacy']),
    meta: seoMeta(
      { title: T.metaTitle, description: metaDescription(T.intro), location: pageLocation(request, context), site },
      context.head,
    ),
  };
}

export const meta = loaderMeta(ENGLISH.loadFailed);

export default function Privacy() {
  const { PRIVACY_TEXT: T } = useTexts('privacy');
  return (
    <>
      <PageHero eyebrow={T.eyebrow} title={T.title} intro={T.intro} />
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="space-y-4 text-base leading-relaxed text-slate-700" data-testid="privacy-points">
          {T.points.map((point) => (
            <li key={point} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
