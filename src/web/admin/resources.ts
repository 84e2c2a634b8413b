import type { AdminResource } from './kit/resource.ts';
import applications from './applications/resource.ts';
import auth from './auth/resource.ts';
import dashboard from './dashboard/resource.ts';
import deals from './deals/resource.ts';
import inquiries from './inquiries/resource.ts';
import listings from './listings/resource.ts';
import profile from './profile/resource.ts';
import roommates from './roommates/resource.ts';
import settings from './settings/resource.ts';
import subscribers from './subscribers/resource.ts';
import tips from './tips/resource.ts';
import viewings from './viewings/resource.ts';

/**
 * The back-office's resources, the one list (decision 104): each by the name of its folder, in the
 * sidebar's order. React Router's route config (src/web/routes.ts) makes their screens' routes, the
 * shell their sidebar entries.
 */
export const ADMIN_RESOURCES: Readonly<Record<string, AdminResource>> = {
  dashboard,
  listings,
  inquiries,
  viewings,
  applications,
  deals,
  roommates,
  subscribers,
  tips,
  settings,
  profile,
  auth,
};
