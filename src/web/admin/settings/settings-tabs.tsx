import { NavLink } from 'react-router';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../../shared/texts/admin-applications.ts';
import { TEAM_TEXT as T } from '../../../shared/texts/team.ts';
import { useSession } from '../kit/session.ts';

const TAB =
  'inline-flex items-center border-b-2 px-1 pb-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The sections under Settings, for administrators: the site's settings, Applications and the Team page. An
 * agent reads the settings without sections (the Team page is not theirs); the application screens link
 * to Settings → Applications where they name it.
 */
export function SettingsTabs() {
  const { user } = useSession();
  if (user?.role !== 'admin') return null;
  const links = [
    { to: '/admin/settings', label: T.siteSettingsLink },
    { to: '/admin/settings/applications', label: A.settingsTab },
    { to: '/admin/settings/team', label: T.settingsLink },
  ];
  return (
    <nav aria-label={T.settingsSections} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-6 overflow-x-auto">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `${TAB} ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
