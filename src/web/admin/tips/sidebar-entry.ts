import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { LightbulbIcon } from '../../components/ui/icons.tsx';
import type { SidebarEntry } from '../kit/resource.ts';

/** The resource's link in the sidebar (decision 104). */
export default {
  path: 'tips',
  label: T.tips,
  Icon: LightbulbIcon,
} satisfies SidebarEntry;
