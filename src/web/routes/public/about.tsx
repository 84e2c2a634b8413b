import { agentText } from '../../../shared/agent-text.ts';
import { telLink } from '../../../shared/phone.ts';
import { agentInitials, mapEmbedUrl, mapLinkUrl, officeAddressLine } from '../../../shared/site-settings.ts';
import { listingTitleIn } from '../../../shared/i18n/listing-words.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/public/icons.tsx';
import { MapCard } from '../../components/public/map-card.tsx';
import { EmailAddress } from '../../components/ui/email-address.tsx';
import { PageHero } from '../../components/public/page-hero.tsx';
import { useSiteSettings } from '../../components/public/site-settings-context.tsx';
import { SocialLinks } from '../../components/public/social-links.tsx';
import { InquiryForm } from './inquiries/inquiry-form.tsx';
import { pageTexts, serverTexts } from '../../i18n.server.ts';
import type { Route } from './+types/about';
import { cachedPageHeaders } from './cached-page.server.ts';
import { pageLocation } from './page-location.server.ts';
import { loaderMeta } from './error-meta.ts';
import { serviceErrorStatus } from './service-error.ts';
import { metaDescription, seoMeta } from './seo.server.ts';
import { agentJsonLd } from './structured-data.server.ts';
import { useLanguage, useTexts } from '../../i18n.tsx';

export const headers = cachedPageHeaders;

/**
 * The listing a visitor came to ask about: `?listing={id}`, sent by a property page's Send an Inquiry
 * before its scripts ran (or without them). Only a public listing; any other value is a general inquiry.
 */
async function listingAskedAbout(request: Request, context: Route.LoaderArgs['context']) {
  const value = new URL(request.url).searchParams.get('listing') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  try {
    const listing = await context.services.listings.get(Number(value));
    return { id: listing.id, title: listingTitleIn(serverTexts(request, 'public').PUBLIC_TEXT, listing) };
  } catch (error) {
    if (serviceErrorStatus(error) === 404) return null;
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const location = pageLocation(request, context);
  const { ABOUT_TEXT: A } = serverTexts(request, 'about');
  const [site, askedAbout] = await Promise.all([context.services.siteSettings.get(), listingAskedAbout(request, context)]);
  return {
    askedAbout,
    i18n: pageTexts(request, ['about', 'inquiries']),
    meta: seoMeta(
      {
        title: `${A.aboutTitle} ${site.agent.name}`,
        description: metaDescription(site.agent.biography.join(' ')),
        location,
        site,
        jsonLd: { '@context': 'https://schema.org', ...agentJsonLd(location.origin, site) },
      },
      context.head,
    ),
  };
}

export const meta = loaderMeta({ frame: 'pageNotFound' });

// The inquiry forms post here (decision 048); the action is the inquiries feature's own (decision 104).
export { inquiryAction as action } from './inquiries/inquiry-action.server.ts';
export { inquiryClientAction as clientAction } from './inquiries/inquiry-client-action.ts';

/** /about : the agent's biography, office details, social links and map (docs/product.md §2), all from site settings. */
export default function About({ loaderData, actionData }: Route.ComponentProps) {
  const { ABOUT_TEXT: A } = useTexts('about');
  const { INQUIRY_FORM_TEXT: F } = useTexts('inquiries');
  const { askedAbout } = loaderData;
  const site = useSiteSettings();
  const { agent } = site;
  const address = officeAddressLine(site);
  // The agent's tagline and biography in the page's language when given, else the English marked so (decision 072).
  const language = useLanguage();
  const own = language === 'en' ? null : site.translations?.[language];
  const tagline = agentText(language, { en: site.tagline, [language]: own?.tagline });
  const biography =
    own && own.biography.length > 0
      ? { paragraphs: own.biography, lang: undefined }
      : { paragraphs: agent.biography, lang: language === 'en' ? undefined : 'en' };
  const details = [
    { icon: MapPinIcon, label: A.address, value: address, href: mapLinkUrl(site), external: true },
    { icon: PhoneIcon, label: A.phone, value: agent.phone, href: telLink(agent.phone) },
    { icon: MailIcon, label: A.email, value: <EmailAddress email={agent.email} />, href: `mailto:${agent.email}` },
    { icon: ClockIcon, label: A.officeHours, value: site.office.hours },
  ];
  return (
    <>
      <PageHero eyebrow={A.aboutTitle} title={A.aboutHeading(agent.name)}>
        <p
          lang={tagline.language === language ? undefined : 'en'}
          className="mt-4 max-w-2xl text-base leading-7 text-slate-200 sm:text-lg"
        >
          {tagline.text}
        </p>
      </PageHero>

      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[280px_minmax(0,1fr)] lg:px-8">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          {agent.photo ? (
            <img
              src={agent.photo.url}
              srcSet={agent.photo.srcset}
              sizes="160px"
              width={agent.photo.width}
              height={agent.photo.height}
              alt={A.headshotAlt(agent.name)}
              className="h-40 w-40 rounded-full object-cover shadow-xl ring-8 ring-brand-50"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex h-40 w-40 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-900 text-5xl font-bold tracking-tight text-white shadow-xl ring-8 ring-brand-50"
            >
              {agentInitials(agent.name)}
            </div>
          )}
          <p className="mt-6 text-xl font-semibold text-ink">{agent.name}</p>
          {/* The title line once: a licence line that already names the title stands for both. */}
          {!site.licenseLine.toLowerCase().includes(agent.title.trim().toLowerCase()) && (
            <p className="text-slate-600">{agent.title}</p>
          )}
          <p className="mt-1 text-sm text-slate-600">{site.licenseLine}</p>
          <p className="text-sm font-medium text-slate-700">{site.brokerageName}</p>
          <div className="mt-5">
            <p className="sr-only">{A.followUs}</p>
            <SocialLinks />
          </div>
        </div>
        <div lang={biography.lang} className="max-w-3xl space-y-5 text-lg leading-8 text-slate-700">
          {biography.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:px-8">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-heading" className="text-2xl font-semibold text-ink">
              {F.contactTitle}
            </h2>
            <p className="mt-1 mb-6 text-slate-600">{askedAbout ? F.modalIntro(askedAbout.title) : F.contactIntro}</p>
            <InquiryForm variant="contact" listingId={askedAbout?.id} serverResult={actionData} />
          </div>
          <div className="grid content-start gap-8">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h2 id="office-heading" className="text-2xl font-semibold text-ink">
                {A.officeDetails}
              </h2>
              <p className="mt-1 text-slate-600">{site.office.name}</p>
              <ul className="mt-6 space-y-5">
                {details.map(({ icon: Icon, label, value, href, external }) => (
                  <li key={label} className="flex gap-4">
                    <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                      <Icon className="h-5 w-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-slate-600">{label}</p>
                      <p className="font-semibold text-ink">
                        {href ? (
                          <a
                            href={href}
                            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                            className="rounded [overflow-wrap:anywhere] hover:text-brand-700 hover:underline"
                          >
                            {value}
                          </a>
                        ) : (
                          value
                        )}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <section aria-labelledby="find-us-heading">
              <h2 id="find-us-heading" className="sr-only">
                {A.findUs}
              </h2>
              <MapCard
                embedUrl={mapEmbedUrl(site)}
                linkUrl={mapLinkUrl(site)}
                address={address}
                mapTitle={A.mapTitle(site.brand)}
                openLabel={A.openInMaps}
              />
            </section>
          </div>
        </div>
      </section>
    </>
  );
}
