import { useLocation } from 'react-router';
import { BLOG_TEXT, TIPS_TEXT } from '../../../shared/texts/tips.ts';
import type { ModuleTexts } from '../../../shared/i18n/types.ts';
import { moduleTexts } from '../../../shared/i18n/runtime.ts';
import { I18nContext } from '../../i18n.tsx';
import { pageTexts, serverTexts } from '../../i18n.server.ts';
import { useContext } from 'react';
import { TipsAccordion } from '../../components/blog/tips-accordion.tsx';
import { ArrowRightIcon, CheckIcon, MailIcon } from '../../components/public/icons.tsx';
import { PageHero } from '../../components/public/page-hero.tsx';
import { StatusPanel } from '../../components/public/status-panel.tsx';
import type { Route } from './+types/blog';
import { cachedPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { pageLocation } from './page-location.server.ts';
import { absoluteUrl, metaDescription, seoMeta } from './seo.server.ts';

/**
 * The page's texts in its language (its loader's data); when the loader failed, the English module (this page's
 * chunk only): the failure's words are the specification's.
 */
function useTips(): ModuleTexts['tips'] {
  const { language, modules } = useContext(I18nContext);
  return modules.tips ? moduleTexts<'tips'>(language, modules.tips) : { BLOG_TEXT, TIPS_TEXT };
}

const heroOf = (B: ModuleTexts['tips']['BLOG_TEXT']) => ({ eyebrow: B.eyebrow, title: B.title, intro: B.intro });

export const headers = cachedPageHeaders;

/** The active tips, read in-process; meta with the tips as FAQ structured data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { BLOG_TEXT: B } = serverTexts(request, 'tips');
  const [active, site] = await Promise.all([context.services.tips.listActive(), context.services.siteSettings.get()]);
  const tips = active.map(({ id, title, content }) => ({ id, title, content }));
  const location = pageLocation(request, context);
  return {
    tips,
    i18n: pageTexts(request, ['tips']),
    meta: seoMeta(
      {
        title: B.metaTitle,
        description: metaDescription(B.intro),
        location,
        site,
        jsonLd:
          tips.length > 0
            ? {
                '@context': 'https://schema.org',
                '@type': 'FAQPage',
                url: absoluteUrl(location.origin, location.path),
                name: B.metaTitle,
                mainEntity: tips.map((tip) => ({
                  '@type': 'Question',
                  name: tip.title,
                  acceptedAnswer: { '@type': 'Answer', text: tip.content },
                })),
              }
            : undefined,
      },
      context.head,
    ),
  };
}

export const meta = loaderMeta(TIPS_TEXT.loadFailed);

function TipsSection({ children, count }: { children: React.ReactNode; count?: number }) {
  const { BLOG_TEXT: B } = useTips();
  return (
    <section aria-labelledby="tips-heading" className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="tips-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {B.tipsHeading}
            </h2>
            <p className="mt-2 text-slate-600">{B.tipsIntro}</p>
          </div>
          {count !== undefined && count > 0 && (
            <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-600 ring-1 ring-slate-200">
              {B.tipCount(count)}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

interface AudienceProps {
  id: string;
  title: string;
  intro: string;
  points: ReadonlyArray<{ title: string; text: string }>;
  tone: 'light' | 'dark';
}

function AudienceCard({ id, title, intro, points, tone }: AudienceProps) {
  const dark = tone === 'dark';
  return (
    <article
      aria-labelledby={id}
      className={`flex flex-col rounded-2xl p-6 sm:p-8 ${dark ? 'bg-brand-900 text-white shadow-lg' : 'bg-white shadow-sm ring-1 ring-slate-200'}`}
    >
      <h3 id={id} className={`text-xl font-semibold sm:text-2xl ${dark ? 'text-white' : 'text-ink'}`}>
        {title}
      </h3>
      <p className={`mt-2 ${dark ? 'text-slate-200' : 'text-slate-600'}`}>{intro}</p>
      <ul className="mt-6 space-y-5">
        {points.map((point) => (
          <li key={point.title} className="flex gap-4">
            <span
              className={`mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${dark ? 'bg-white/10 text-brand-100 ring-1 ring-white/20' : 'bg-brand-50 text-brand-700'}`}
            >
              <CheckIcon className="h-4 w-4" />
            </span>
            <div>
              <p className={`font-semibold ${dark ? 'text-white' : 'text-ink'}`}>{point.title}</p>
              <p className={`mt-1 leading-7 ${dark ? 'text-slate-200' : 'text-slate-600'}`}>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}

function WhyWorkWithUs() {
  const { BLOG_TEXT: B } = useTips();
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="max-w-3xl">
        <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {B.whyHeading}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-600">{B.whyIntro}</p>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <AudienceCard id="why-renters" tone="light" {...B.renters} />
        <AudienceCard id="why-lease-exit" tone="dark" {...B.leaseExit} />
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
        <a
          href="/about#contact"
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900"
        >
          <MailIcon className="h-4 w-4" />
          {B.contactCta}
        </a>
        <a
          href="/"
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700"
        >
          {B.browseCta}
          <ArrowRightIcon className="h-4 w-4" />
        </a>
      </div>
    </section>
  );
}

/** /blog : tips accordion, then 'Why Work With Us' for renters and for people exiting a lease (docs/product.md §2). */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { BLOG_TEXT: B, TIPS_TEXT: T } = useTips();
  const { tips } = loaderData;
  return (
    <>
      <PageHero {...heroOf(B)} />
      <TipsSection count={tips.length}>
        {tips.length === 0 ? <StatusPanel tone="empty" title={T.noTips} detail={B.emptyHint} /> : <TipsAccordion tips={tips} />}
      </TipsSection>
      <WhyWorkWithUs />
    </>
  );
}

/** Tips failed to load (docs/product.md §8): the page's header, the message and Retry; the rest of the page stays. */
export function ErrorBoundary() {
  const { BLOG_TEXT: B, TIPS_TEXT: T } = useTips();
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHero {...heroOf(B)} />
      <TipsSection>
        <StatusPanel title={T.loadFailed} detail={T.loadFailedDetail} retryHref={`${pathname}${search}`} />
      </TipsSection>
      <WhyWorkWithUs />
    </>
  );
}
