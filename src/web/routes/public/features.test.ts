import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FEATURES } from './features.ts';

// The public features as they declare themselves (decision 104).
describe('the public features', () => {
  it('name pages that exist in their own folders, each path once', () => {
    const pages = Object.entries(PUBLIC_FEATURES).flatMap(([folder, feature]) =>
      Object.entries(feature.pages).map(([path, file]) => ({ path, file: `src/web/routes/public/${folder}/${file}` })),
    );
    expect(pages.filter(({ file }) => !existsSync(file))).toEqual([]);
    expect(new Set(pages.map(({ path }) => path)).size).toBe(pages.length);
  });
});
