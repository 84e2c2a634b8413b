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
  // One line for the build: its chunk list is for `npm run build`; a failed build prints all it said.
  process.stdout.write(`${reason}: building (npm run build)... `);
  const started = performance.now();
  try {
    execSync('npm run build --silent', { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    console.log('failed:');
    console.error(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    process.exit(1);
  }
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
