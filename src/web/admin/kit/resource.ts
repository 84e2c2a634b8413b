import type { ComponentType, SVGProps } from 'react';

/**
 * What a back-office resource declares of itself (decision 104): its screens, in
 * `admin/<resource>/resource.ts`, and its link in the sidebar, in `admin/<resource>/sidebar-entry.ts`.
 * The screens are plain data: React Router's route config (src/web/routes.ts) reads them in Node at
 * build time, so that module names no browser code; the sidebar entry (an icon, a count read from the
 * API) is browser code, read by the shell only.
 */
export interface AdminResource {
  /** The screens inside the signed-in shell: a path under /admin/ → its route module, in the resource's folder. */
  screens?: Readonly<Record<string, string>>;
  /** The screens outside the shell, before signing in (the sign-in page, a forgotten password). */
  signedOut?: Readonly<Record<string, string>>;
}

/** A resource's link in the sidebar; the sidebar lists them in the order of the resources' list (admin/resources.ts). */
export interface SidebarEntry {
  /** Where it leads, under /admin/ (one of the resource's screens). */
  path: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A count shown beside the label while it is not 0 (new inquiries, viewing requests waiting…). */
  count?: {
    /** The count, null until known (a hook: called while the entry is shown). */
    use: () => number | null;
    /** Read after the number by screen readers ('new', 'waiting'…). */
    suffix: string;
    testId: string;
  };
}
