import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { DashboardIcon } from '../../components/ui/icons.tsx';
import type { SidebarEntry } from '../kit/resource.ts';

/** The resource's link in the sidebar (decision 104). */
export default {
  path: 'dashboard',
  label: T.dashboard,
  Icon: DashboardIcon,
} satisfies SidebarEntry;
