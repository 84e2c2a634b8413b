import { DEFAULT_VIEWING_SETTINGS, type ViewingSettings, type ViewingSettingsInput } from '../../../shared/viewings.ts';
import type { Db } from '../../platform/db/client.ts';
import { readSettingsDocument, saveSettingsDocument } from '../settings/index.ts';
import type { Executor } from './viewing-context.ts';

/** The agent's availability is one document of the site settings. */
const SETTINGS_ROW = 'viewings';

/** The availability as stored, the defaults filling what it lacks (or all of it, when there is none). */
export async function readSettings(executor: Executor): Promise<ViewingSettings> {
  const stored = (await readSettingsDocument(executor, SETTINGS_ROW)) as Partial<ViewingSettings> | undefined;
  return stored === undefined ? DEFAULT_VIEWING_SETTINGS : { ...DEFAULT_VIEWING_SETTINGS, ...stored };
}

/** PUT /viewings/settings: the availability replaced, as read back. */
export async function writeSettings(db: Db, input: ViewingSettingsInput): Promise<ViewingSettings> {
  await saveSettingsDocument(db, SETTINGS_ROW, input, new Date().toISOString());
  return readSettings(db);
}
