import { ROOMMATES_TEXT as R } from '../../../shared/texts/roommates.ts';
import { BedIcon } from '../../components/ui/icons.tsx';
import type { SidebarEntry } from '../kit/resource.ts';

/** The resource's link in the sidebar (decision 104). */
export default {
  path: 'roommates',
  label: R.navLabel,
  Icon: BedIcon,
} satisfies SidebarEntry;
