import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { createBackup } from './backup.ts';
import { BACKUPS_KEPT } from './scheduler.ts';
import { restoreBackup, RestoreError } from './restore.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `npm run backup` and `npm run restore -- FILE`: by hand, on the data folder of DATA_DIR. */
async function main() {
  const [command, file] = process.argv.slice(2);
  // A placeholder signing key: reading the settings must not create one in the folder being restored.
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32) });
  if (config.databaseUrl) {
    console.error('This product runs on PostgreSQL (DATABASE_URL): back it up with pg_dump, see README "Backups".');
    process.exit(1);
  }
  if (command === 'backup') {
    const result = await createBackup({
      dataDir: config.dataDir,
      uploadsDir: config.s3 ? null : config.uploadsDir,
      keep: BACKUPS_KEPT,
    });
    console.log(
      `Backup written: ${path.relative(process.cwd(), result.file)} (${megabytes(result.bytes)}, ${result.photos} photo files) in ${(result.durationMs / 1000).toFixed(1)} s`,
    );
    return;
  }
  if (command === 'restore' && file) {
    const { movedAside, manifest, secrets } = await restoreBackup(path.resolve(file), config.dataDir, {
      jwtSecret: Boolean(process.env.JWT_SECRET),
      applicationKey: Boolean(process.env.APPLICATION_KEY),
    });
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}.`);
    if (movedAside) console.log(`The data it replaced was moved to ${movedAside}.`);
    // A backup holds no secret (decision 078): name those the data folder still lacks.
    if (secrets.length > 0) console.log(`A backup holds no secret; supply these before starting:\n  ${secrets.join('\n  ')}`);
    console.log('Start the server again (npm start).');
    return;
  }
  console.error('Usage: npm run backup  |  npm run restore -- FILE   (stop the server before restoring)');
  process.exit(2);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof RestoreError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
