import { VIEWINGS_ADMIN_TEXT as V } from '../../../shared/texts/viewings.ts';
import { ClockIcon } from '../../components/ui/icons.tsx';
import type { SidebarEntry } from '../kit/resource.ts';
import { useWaitingViewings } from './waiting-viewings.ts';

/** The resource's link in the sidebar (decision 104). */
export default {
  path: 'viewings',
  label: V.nav,
  Icon: ClockIcon,
  count: { use: useWaitingViewings, suffix: V.waitingSuffix, testId: 'waiting-viewings-count' },
} satisfies SidebarEntry;
