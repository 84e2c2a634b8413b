import { Link } from 'react-router';
import { officeAddressLine, SITE_SETTINGS as SITE } from '../../../shared/site-settings.ts';
import { PUBLIC_TEXT as T } from '../../../shared/texts/public.ts';
import { BrandMark } from './brand-mark.tsx';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons.tsx';
import { SocialLinks } from './social-links.tsx';

const FOOTER_LINKS = [
  { to: '/', label: T.footerListings },
  { to: '/blog', label: T.footerBlog },
  { to: '/about#contact', label: T.footerContact },
] as const;

/** The footer (SPEC §2): Listings, Blog and Contact Me links, office address, phone, social links, copyright year. */
export function SiteFooter({ children }: { children?: React.ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div
        className={`mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8 ${children ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        <div className="space-y-4">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label={T.homeLink(SITE.brand)}>
            <BrandMark className="h-9 w-9 rounded-lg ring-1 ring-white/20" />
            <span className="text-lg font-bold tracking-tight text-white">{SITE.brand}</span>
          </Link>
          <p className="max-w-xs text-sm leading-6 text-slate-300">{SITE.tagline}</p>
          <SocialLinks variant="dark" />
        </div>

        <nav aria-label={T.footerExplore}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{T.footerExplore}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="rounded hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{T.footerOffice}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
              <span>{officeAddressLine()}</span>
            </p>
            <p>
              <a href={`tel:${SITE.agent.phoneHref}`} className="inline-flex gap-2.5 rounded hover:text-white hover:underline">
                <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
                {SITE.agent.phone}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${SITE.agent.email}`}
                className="inline-flex gap-2.5 break-all rounded hover:text-white hover:underline"
              >
                <MailIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" />
                {SITE.agent.email}
              </a>
            </p>
          </address>
        </div>

        {children}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">{T.copyright(year, SITE.brand)}</p>
      </div>
    </footer>
  );
}
