import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from './resources.ts';
import { SIDEBAR_ENTRIES } from './sidebar-entries.ts';

// The back-office's resources as they declare themselves (decision 104).
describe('the back-office resources', () => {
  it('name route modules that exist in their own folders', () => {
    const files = Object.entries(ADMIN_RESOURCES).flatMap(([folder, resource]) =>
      [...Object.values(resource.screens ?? {}), ...Object.values(resource.signedOut ?? {})].map(
        (file) => `src/web/admin/${folder}/${file}`,
      ),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
  });

  it("give the sidebar its entries in the list's order, each leading to one of its resource's screens", () => {
    const folders = Object.keys(ADMIN_RESOURCES).filter((folder) => existsSync(`src/web/admin/${folder}/sidebar-entry.ts`));
    expect(SIDEBAR_ENTRIES.map((entry) => entry.path)).toHaveLength(folders.length);
    SIDEBAR_ENTRIES.forEach((entry, i) => expect(Object.keys(ADMIN_RESOURCES[folders[i]!]!.screens ?? {})).toContain(entry.path));
    expect(SIDEBAR_ENTRIES.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Listings',
      'Inquiries',
      'Viewings',
      'Applications',
      'Deals',
      'Roommates',
      'Subscribers',
      'Tips',
      'Settings',
    ]);
  });
});
