import { socialLinks } from '../../../shared/site-settings.ts';
import { usePublicText } from '../../i18n.tsx';
import { useSiteSettings } from './site-settings-context.tsx';

/** The agent's social profiles from site settings, as labelled icon links. */
export function SocialLinks({ variant }: { variant?: 'light' | 'dark' }) {
  const site = useSiteSettings();
  const T = usePublicText();
  const links = socialLinks(site);
  if (links.length === 0) return null;
  const style =
    variant === 'dark'
      ? 'bg-white/10 text-white hover:bg-white/20'
      : 'bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-700';
  return (
    <ul className="flex gap-2">
      {links.map((s) => (
        <li key={s.network}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={T.socialProfile(site.brand, s.label)}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition ${style}`}
          >
            <SocialIcon network={s.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A social network's mark (filled), in the current text colour. */
function SocialIcon({ network, className = 'h-5 w-5' }: { network: string; className?: string }) {
  return (
    <svg fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <use href={`/icons.svg#${network}`} />
    </svg>
  );
}
