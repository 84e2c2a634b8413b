import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { BrandMark } from '../../components/ui/icons.tsx';
import { useAdminBrand } from './admin-brand.ts';

const LOOKS = {
  sidebar: {
    mark: 'h-9 w-9 shrink-0 text-brand-500',
    words: 'min-w-0 flex-1 leading-tight min-[769px]:max-lg:hidden',
    name: 'truncate text-base font-semibold text-white',
    tagline: 'truncate text-xs text-brand-100/70',
  },
  auth: {
    mark: 'h-10 w-10 text-white/15',
    words: 'leading-tight',
    name: 'text-lg font-semibold',
    tagline: 'text-sm text-brand-100',
  },
} as const;

/** The back-office's mark with the agency's name and the tagline beside it: in the sidebar, on the sign-in screens. */
export function BrandLockup({ look }: { look: keyof typeof LOOKS }) {
  const brand = useAdminBrand();
  const classes = LOOKS[look];
  return (
    <>
      <BrandMark className={classes.mark} />
      <div className={classes.words}>
        <p className={classes.name}>{brand}</p>
        <p className={classes.tagline}>{T.brandTagline}</p>
      </div>
    </>
  );
}
