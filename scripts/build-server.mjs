// Compiles the server (src/server, TypeScript) into one ES module, build/backend/index.js, run by plain
// `node` in production; packages stay in node_modules. Then records what the build was made from.
// Runs after `react-router build` (npm run build). See docs/decisions/018-compiled-server-and-complete-lockfile.md.
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_ENTRY, sourcesFingerprint, STAMP_FILE } from './build-sources.mjs';

const fingerprint = sourcesFingerprint();
await build({
  entryPoints: ['src/server/index.ts'],
  outfile: SERVER_ENTRY,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
});
// Worker threads start from a file of their own, found beside the module that starts them (with the
// plain JavaScript modules they import).
for (const worker of [
  'src/server/features/inbound/parse-message.worker.mjs',
  'src/server/features/applications/heic.worker.mjs',
  'src/server/features/applications/pdf.worker.mjs',
  'src/server/platform/pdf-text.worker.mjs',
  'src/server/platform/pdf-text.mjs',
]) {
  copyFileSync(worker, path.join(path.dirname(SERVER_ENTRY), path.basename(worker)));
}
writeFileSync(STAMP_FILE, `${fingerprint}\n`);
console.log(`Server compiled to ${SERVER_ENTRY}`);
