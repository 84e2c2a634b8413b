// Runs before `npm start`: builds the web app and the server when there is no build, or when the
// sources changed since the last one (after `git pull` or an edit), so a start never serves a stale build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { recordedFingerprint, SERVER_ENTRY, sourcesFingerprint } from './build-sources.mjs';

const recorded = recordedFingerprint();
const reason =
  !existsSync(SERVER_ENTRY) || !recorded
    ? 'No build yet'
    : recorded !== sourcesFingerprint()
      ? 'The sources changed since the last build'
      : null;
if (reason) {
  console.log(`${reason}: building (npm run build)...`);
  execSync('npm run build', { stdio: 'inherit' });
}
