import { telLink } from '../../../shared/phone.ts';
import { officeAddressLine } from '../../../shared/site-settings.ts';
import { BrandMark } from './brand-mark.tsx';
import { MailIcon, MapPinIcon, PhoneIcon, ScaleIcon } from './icons.tsx';
import { useSiteSettings } from './site-settings-context.tsx';
import { SocialLinks } from './social-links.tsx';
import { SiteLink } from './site-link.tsx';
import { MemoHtml } from '../../memo-html.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { switchHtml } from './language-switch-html.ts';
import { useLanguage, usePublicText } from '../../i18n.tsx';

const FOOTER_LINKS = [
  { to: '/', label: 'footerListings' },
  { to: '/blog', label: 'footerBlog' },
  { to: '/about#contact', label: 'footerContact' },
] as const;

/**
 * The footer (docs/product.md §2): Listings, Blog and Contact Me links, office address, phone, social links,
 * copyright year; and what New York requires of a broker's website: the agent's name beside the
 * brokerage's, and a link to the Department of State's Fair Housing Notice on every page.
 */
export function SiteFooter({ children }: { children?: React.ReactNode }) {
  const T = usePublicText();
  const site = useSiteSettings();
  const language = useLanguage();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div
        className={`mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8 ${children ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        <div className="space-y-4">
          <SiteLink to="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label={T.homeLink(site.brand)}>
            <BrandMark className="h-9 w-9 rounded-lg ring-1 ring-white/20" />
            <span className="text-lg font-bold tracking-tight text-white">{site.brand}</span>
          </SiteLink>
          <p className="max-w-xs text-sm leading-6 text-slate-300">{site.tagline}</p>
          <SocialLinks variant="dark" />
        </div>

        <MemoHtml as="nav" aria-label={T.footerExplore} render={FooterExplore} data={{}} />

        <MemoHtml
          as="div"
          render={FooterOffice}
          data={{ address: officeAddressLine(site), phone: site.agent.phone, email: site.agent.email }}
        />

        {children}
      </div>
      <MemoHtml
        as="div"
        className="border-t border-white/10"
        render={FooterLegal}
        data={{
          year,
          agent: site.agent.name,
          licenseLine: site.licenseLine,
          brokerage: site.brokerageName,
          brand: site.brand,
          fairHousingNoticeUrl: site.fairHousingNoticeUrl,
          // On a Spanish or Chinese page without the agent's link in that language, a sentence in the page's
          // language says the official Notice is in English (19 NYCRR 175.28, issue 47 item 8).
          inEnglishOnly: language !== 'en' && !site.translations?.[language]?.fairHousingNoticeUrl,
        }}
      />
      <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6 lg:px-8">
        <LanguageSwitch className="text-slate-300" inBrowser={switchHtml} />
      </div>
    </footer>
  );
}

/** The footer's parts below are the same on every page (for the same settings and year): the server renders each once (MemoHtml). */
function FooterExplore() {
  const T = usePublicText();
  return (
    <>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{T.footerExplore}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {FOOTER_LINKS.map((l) => (
          <li key={l.to}>
            <SiteLink to={l.to} className="rounded hover:text-white hover:underline">
              {T[l.label]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function FooterOffice({ address, phone, email }: { address: string; phone: string; email: string }) {
  const T = usePublicText();
  return (
    <>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{T.footerOffice}</h2>
      <address className="mt-4 space-y-3 text-sm not-italic">
        <p className="flex gap-2.5">
          <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
          <span>{address}</span>
        </p>
        <p>
          <a href={telLink(phone)} className="inline-flex gap-2.5 rounded hover:text-white hover:underline">
            <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
            {phone}
          </a>
        </p>
        <p>
          <a href={`mailto:${email}`} className="inline-flex gap-2.5 break-all rounded hover:text-white hover:underline">
            <MailIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
            {email}
          </a>
        </p>
      </address>
    </>
  );
}

interface FooterLegalData {
  year: number;
  agent: string;
  licenseLine: string;
  brokerage: string;
  brand: string;
  fairHousingNoticeUrl: string;
  /** The link leads to the Department of State's Notice in English (no link in the page's language given). */
  inEnglishOnly: boolean;
}

function FooterLegal({ year, agent, licenseLine, brokerage, brand, fairHousingNoticeUrl, inEnglishOnly }: FooterLegalData) {
  const T = usePublicText();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
      <div className="space-y-1">
        <p data-testid="agent-brokerage" className="text-slate-300">
          {T.agentWithBrokerage(agent, licenseLine)} · {brokerage}
        </p>
        <p>
          {T.copyright(year, brand)}{' '}
          <SiteLink to="/privacy" className="underline">
            {T.privacyLink}
          </SiteLink>
        </p>
      </div>
      <div className="space-y-1 md:max-w-sm md:text-right">
        <a
          href={fairHousingNoticeUrl}
          target="_blank"
          rel="noopener noreferrer"
          hrefLang={inEnglishOnly ? 'en' : undefined}
          className="inline-flex items-center gap-2 self-start rounded text-sm font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white md:self-auto"
        >
          <ScaleIcon className="h-4 w-4 text-brand-100" />
          {T.fairHousingNotice}
          <span className="sr-only"> {T.opensInNewTab}</span>
        </a>
        {inEnglishOnly && <p data-testid="fair-housing-notice-in-english">{T.fairHousingNoticeInEnglish}</p>}
      </div>
    </div>
  );
}
