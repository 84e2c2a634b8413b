import { ADMIN_DEALS_TEXT as DEALS } from '../../../shared/texts/admin-deals.ts';
import { KeyIcon } from '../../components/ui/icons.tsx';
import type { SidebarEntry } from '../kit/resource.ts';

/** The resource's link in the sidebar (decision 104). */
export default {
  path: 'deals',
  label: DEALS.nav,
  Icon: KeyIcon,
} satisfies SidebarEntry;
