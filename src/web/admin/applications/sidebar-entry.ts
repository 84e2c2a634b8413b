import { ADMIN_APPLICATIONS_TEXT as APPS } from '../../../shared/texts/admin-applications.ts';
import { ClipboardIcon } from '../../components/ui/icons.tsx';
import type { SidebarEntry } from '../kit/resource.ts';
import { useNewApplications } from './new-applications.ts';

/** The resource's link in the sidebar (decision 104). */
export default {
  path: 'applications',
  label: APPS.nav,
  Icon: ClipboardIcon,
  count: { use: useNewApplications, suffix: APPS.newSuffix, testId: 'new-applications-count' },
} satisfies SidebarEntry;
