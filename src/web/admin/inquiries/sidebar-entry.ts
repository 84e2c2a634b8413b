import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { ADMIN_INQUIRIES_TEXT as I } from '../../../shared/texts/admin-inquiries.ts';
import { InboxIcon } from '../../components/ui/icons.tsx';
import type { SidebarEntry } from '../kit/resource.ts';
import { useNewInquiries } from './new-inquiries.ts';

/** The resource's link in the sidebar (decision 104). */
export default {
  path: 'inquiries',
  label: T.inquiries,
  Icon: InboxIcon,
  count: { use: useNewInquiries, suffix: I.newSuffix, testId: 'new-inquiries-count' },
} satisfies SidebarEntry;
