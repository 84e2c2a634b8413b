import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the lint's own module is plain JavaScript without types.
import { cyclesOf, featureGraph, forbiddenImport, resolveSpecifier, specifiersOf } from '../../eslint.import-direction.js';

// The layout's lint (decision 073): each specifier is resolved before it is matched, so every spelling
// of a path is caught, in static imports, type imports, re-exports and import(), in .ts and .mjs files.
const eslint = new ESLint();
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'layout/import-direction').map((m) => m.message);
}

describe('the import-direction lint', () => {
  it.each([
    ['a non-canonical path into another feature', 'src/server/features/deals/x.ts', "import { a } from '../../features/listings/listings.service.ts';\nvoid a;", "Another feature's internals are out of reach"],
    ['a dotted path into another feature', 'src/server/features/deals/x.ts', "import { a } from './../listings/listing-photos.ts';\nvoid a;", "Another feature's internals are out of reach"],
    ['import() of another feature', 'src/server/features/deals/x.ts', "export const load = () => import('../listings/listing-photos.ts');", "Another feature's internals are out of reach"],
    ['a re-export of another feature', 'src/server/features/deals/x.ts', "export { a } from '../listings/listing-photos.ts';", "Another feature's internals are out of reach"],
    ['a platform type import of a feature', 'src/server/platform/x.ts', "import type { A } from '../features/listings/index.ts';\nexport type B = A;", 'A platform module never imports a feature'],
    ['platform → services.ts', 'src/server/platform/web/x.ts', "import type { Services } from '../../services.ts';\nexport type S = Services;", 'never imports the composition root'],
    ['an .mjs platform file importing a feature', 'src/server/platform/x.mjs', "import { a } from '../features/listings/index.ts';\nexport default a;", 'A platform module never imports a feature'],
    ['the app importing a feature past the list', 'src/server/app.ts', "import { a } from './features/listings/index.ts';\nexport default a;", 'a feature is reached only through their list'],
    ['a page loader type-importing a feature', 'src/web/routes/public/x.server.ts', "import type { A } from '../../../server/features/deals/index.ts';\nexport type B = A;", 'a feature is reached only through their list'],
    ['the public site importing the back-office', 'src/web/routes/public/x.tsx', "import { a } from '../../admin/kit/api.ts';\nexport default a;", 'The public site never imports the back-office'],
    ['the back-office importing a public feature', 'src/web/admin/viewings/x.tsx', "import { a } from '../../routes/public/viewings/viewing-fields.tsx';\nexport default a;", "The back-office never imports the public site's pages"],
    ["a resource's declaration importing a screen", 'src/web/admin/deals/resource.ts', "import { a } from './deals-page.tsx';\nexport default a;", "React Router's route config reads this module in Node"],
    ["a public feature's declaration importing browser code", 'src/web/routes/public/viewings/feature.ts', "import { a } from './viewing-button.tsx';\nexport default a;", "React Router's route config reads this module in Node"],
    ['the route config importing a page', 'src/web/routes.ts', "import { a } from './routes/public/home.tsx';\nexport default a;", "React Router's route config reads this module in Node"],
    ["another resource's declaration, past the list", 'src/web/admin/dashboard/x.ts', "import a from '../deals/resource.ts';\nexport default a;", "Another back-office resource's internals are out of reach"],
  ])('refuses %s', async (_name, file, code, message) => {
    expect((await problems(file, code)).join('\n')).toContain(message);
  });

  it("allows a feature's door and the platform", async () => {
    expect(await problems('src/server/features/deals/x.ts', "import { a } from '../listings/index.ts';\nimport { b } from '../../platform/errors.ts';\nvoid a; void b;")).toEqual([]);
    expect(forbiddenImport('src/server/features/deals/x.ts', 'src/server/features/deals/y.ts')).toBeUndefined();
    expect(forbiddenImport('src/server/app.ts', 'src/server/features/index.ts')).toBeUndefined();
    expect(forbiddenImport('src/web/admin/resources.ts', 'src/web/admin/deals/resource.ts')).toBeUndefined();
    expect(forbiddenImport('src/web/routes.ts', 'src/web/admin/resources.ts')).toBeUndefined();
    expect(forbiddenImport('src/web/routes/public/features.ts', 'src/web/routes/public/viewings/feature.ts')).toBeUndefined();
  });

  it('finds a cycle between features, through a third one too', () => {
    const files = new Map([
      ['src/server/features/alerts/a.ts', "import { x } from '../newsletter/index.ts';"],
      ['src/server/features/newsletter/b.ts', "import type { Y } from '../../features/viewings/index.ts';"],
      ['src/server/features/viewings/c.ts', "const m = await import('../alerts/index.ts');"],
      ['src/server/features/deals/d.ts', "import { x } from '../alerts/index.ts';"],
    ]);
    const edges = featureGraph(files);
    expect(cyclesOf(edges)).toEqual([['src/server/features/alerts', 'src/server/features/newsletter', 'src/server/features/viewings']]);
    files.delete('src/server/features/viewings/c.ts');
    expect(cyclesOf(featureGraph(files))).toEqual([]);
  });

  it('passes on the tree as it is: every import allowed, no cycle between features', () => {
    const files = new Map<string, string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(full);
        else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.set(full, readFileSync(full, 'utf8'));
      }
    };
    walk('src');
    const refused = [...files].flatMap(([file, text]) =>
      specifiersOf(text).flatMap((specifier: string) => {
        const message = forbiddenImport(file, resolveSpecifier(file, specifier));
        return message ? [`${file} → ${specifier}: ${message}`] : [];
      }),
    );
    expect(refused).toEqual([]);
    expect(cyclesOf(featureGraph(files))).toEqual([]);
  });
});
