// Builds the web app when there is no build yet, so that `npm install && npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(`${process.env.WEB_BUILD_DIR ?? 'build'}/server/index.js`)) {
  console.log('No web build yet: building it once (npm run build)...');
  execSync('npm run build', { stdio: 'inherit' });
}
