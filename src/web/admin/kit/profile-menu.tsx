import { Link } from 'react-router';
import type { UserDto } from '../../../shared/auth.schema.ts';
import { ADMIN_TEXT } from '../../../shared/texts/admin.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useMenuButton } from './use-menu-button.ts';

export const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();
export const roleLabel = (role: UserDto['role']) => (role === 'admin' ? T.administrator : T.agent);

/**
 * The top bar's profile menu (the menu-button pattern of useMenuButton: Enter, Space or ↓ open it on
 * the first item, ↑ on the last).
 */
export function ProfileMenu({ user, onLogout }: { user: UserDto; onLogout: () => void }) {
  const { open, close, buttonProps, menuProps } = useMenuButton<HTMLDivElement>();

  const itemClass =
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus:bg-slate-100 focus-visible:outline-none';
  return (
    <div className="relative">
      <button
        {...buttonProps}
        className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-slate-700 hover:bg-slate-100 sm:pr-3"
      >
        <span
          aria-hidden="true"
          className="grid h-9 w-9 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        >
          {initialOf(user.name)}
        </span>
        <span className="sr-only">{ADMIN_TEXT.profileMenu}: </span>
        <span className="sr-only max-w-[12rem] truncate text-sm font-medium sm:not-sr-only">{user.name}</span>
        <ChevronDownIcon width={16} height={16} className={`text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          {...menuProps}
          aria-label={ADMIN_TEXT.profileMenu}
          className="absolute right-0 z-50 mt-2 w-60 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 transition duration-150 starting:scale-95 starting:opacity-0"
        >
          <div className="border-b border-slate-100 px-3 pt-2 pb-3" role="none">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <div className="pt-1.5" role="none">
            <Link role="menuitem" tabIndex={-1} to="/admin/profile" onClick={() => close(false)} className={itemClass}>
              <UserIcon className="text-slate-400" />
              {T.profile}
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close(false);
                onLogout();
              }}
              className={itemClass}
            >
              <LogoutIcon className="text-slate-400" />
              {T.logout}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
