import { ADMIN_RESOURCES } from './resources.ts';
import type { SidebarEntry } from './kit/resource.ts';

/** Every resource's `sidebar-entry.ts`, by its path ('./inquiries/sidebar-entry.ts'): bundled with the shell, which alone imports this module. */
const ENTRIES = import.meta.glob<SidebarEntry>('./*/sidebar-entry.ts', { eager: true, import: 'default' });

/**
 * The sidebar's entries (decision 104): those of the resources in the list, in its order. Browser code,
 * apart from the list that React Router's route config reads in Node.
 */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = Object.keys(ADMIN_RESOURCES).flatMap((folder) => {
  const entry = ENTRIES[`./${folder}/sidebar-entry.ts`];
  return entry ? [entry] : [];
});
