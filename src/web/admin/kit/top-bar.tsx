import type { RefObject } from 'react';
import type { UserDto } from '../../../shared/auth.schema.ts';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { useAdminBrand } from './admin-brand.ts';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { ProfileMenu } from './profile-menu.tsx';

export function TopBar({
  user,
  onLogout,
  overlayOpen,
  onOpenNavigation,
  menuButton,
}: {
  user: UserDto;
  onLogout: () => void;
  overlayOpen: boolean;
  onOpenNavigation: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const brand = useAdminBrand();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        ref={menuButton}
        type="button"
        onClick={onOpenNavigation}
        aria-label={T.openNavigation}
        aria-controls="admin-sidebar"
        aria-expanded={overlayOpen}
        className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 min-[769px]:hidden"
      >
        <MenuIcon />
      </button>
      <p className="truncate text-sm font-semibold text-slate-900 min-[769px]:hidden">{brand}</p>
      <div className="ml-auto">
        <ProfileMenu user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
