import type { Transaction } from 'kysely';
import { DEFAULT_SITE_SETTINGS, SOCIAL_NETWORKS } from '../../../shared/site-settings.ts';
import type { AgentPhoto, SiteSettings } from '../../../shared/site-settings.schema.ts';
import type { SiteSettingsInput } from '../../../shared/site-settings.schema.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { nowIso } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { processPhoto } from '../../platform/images/photo-processor.ts';
import { variantName, type PhotoStore, type StoredPhotoFiles } from '../../platform/images/photo-store.ts';
import { versionSourceFor, type VersionSource } from '../listings/index.ts';
import { lockRows } from '../../platform/db/sql.ts';

const ROW = 'site';

/** The headshot as stored: the photo pipeline's file key and widths. */
interface StoredPhoto extends StoredPhotoFiles {
  width: number;
  height: number;
}

/** The stored document: the editable settings and the headshot's files. */
type StoredSettings = SiteSettingsInput & { photo: StoredPhoto | null };

function toAgentPhoto(photo: StoredPhoto | null, url: (name: string) => string): AgentPhoto | null {
  if (!photo || photo.widths.length === 0) return null;
  const largest = photo.widths[photo.widths.length - 1];
  const variant = (width: number) => url(variantName(photo.fileKey, width));
  return {
    url: variant(largest),
    srcset: photo.widths.map((w) => `${variant(w)} ${w}w`).join(', '),
    width: photo.width,
    height: photo.height,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored document over the defaults: a setting added by a later version starts at its default. */
function readDocument(text: string | undefined): StoredSettings {
  const { agent, ...rest } = DEFAULT_SITE_SETTINGS;
  const { photo: _defaultPhoto, ...agentDefaults } = agent;
  const defaults: StoredSettings = { ...rest, agent: agentDefaults, photo: null };
  if (!text) return defaults;
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    stored = isRecord(parsed) ? parsed : {};
  } catch {
    stored = {};
  }
  const nested = <K extends 'agent' | 'office' | 'social'>(key: K) =>
    ({ ...defaults[key], ...(isRecord(stored[key]) ? stored[key] : {}) }) as StoredSettings[K];
  const photo =
    isRecord(stored.photo) && typeof stored.photo.fileKey === 'string' ? (stored.photo as unknown as StoredPhoto) : null;
  const translations = isRecord(stored.translations) ? stored.translations : {};
  const translated = <L extends 'es' | 'zh'>(language: L) =>
    ({
      ...defaults.translations[language],
      ...(isRecord(translations[language]) ? translations[language] : {}),
    }) as StoredSettings['translations'][L];
  return {
    ...defaults,
    ...stored,
    agent: nested('agent'),
    office: nested('office'),
    social: nested('social'),
    translations: { es: translated('es'), zh: translated('zh') },
    photo,
  };
}

function toSiteSettings(doc: StoredSettings, url: (name: string) => string): SiteSettings {
  const { photo, agent, social, ...rest } = doc;
  return {
    ...rest,
    agent: { ...agent, photo: toAgentPhoto(photo, url) },
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, social[n] ?? ''])) as SiteSettings['social'],
  };
}

/**
 * The agent's site settings: one document in `site_settings`, the defaults while none is
 * saved. Reads are answered from memory while the 'settings' data version is unchanged (on
 * PostgreSQL one primary-key lookup tells); every write bumps it, which also drops every cached
 * public page on every instance.
 */
export class SiteSettingsService {
  private readonly versions: VersionSource;
  private cached: { version: number; value: Promise<SiteSettings> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly photos: PhotoStore,
  ) {
    this.versions = versionSourceFor(db, dialect, 'settings');
  }

  /** The settings data version: it changes with every settings write (on PostgreSQL, by any instance). */
  dataVersion(): number | Promise<number> {
    return this.versions.current();
  }

  /** The current settings (frozen: callers must not change them). */
  async get(): Promise<SiteSettings> {
    const current = this.versions.current();
    const version = typeof current === 'number' ? current : await current;
    if (this.cached?.version === version) return this.cached.value;
    const value = this.load(this.db).then((doc) => Object.freeze(toSiteSettings(doc, (name) => this.photos.url(name))));
    this.cached = { version, value };
    value.catch(() => {
      if (this.cached?.value === value) this.cached = null;
    });
    return value;
  }

  /** PUT /api/settings: every editable setting at once (the headshot is kept). */
  async update(input: SiteSettingsInput): Promise<SiteSettings> {
    await this.write(async (trx) => {
      const doc = await this.load(trx, true);
      await this.save(trx, { ...input, photo: doc.photo });
    });
    return this.get();
  }

  /** POST /api/settings/photo: a new headshot through the photo pipeline; the old one's files are deleted. */
  async setPhoto(data: Buffer): Promise<SiteSettings> {
    const batch = await this.photos.stage([await processPhoto(data)]);
    const staged = batch.photos[0];
    let old: StoredPhoto | null = null;
    try {
      await this.write(async (trx) => {
        const doc = await this.load(trx, true);
        old = doc.photo;
        await this.save(trx, {
          ...doc,
          photo: { fileKey: staged.fileKey, widths: staged.widths, width: staged.width, height: staged.height },
        });
        await batch.publish();
      });
    } catch (error) {
      await batch.discard();
      throw error;
    }
    if (old) await this.photos.remove([old]).catch(() => undefined);
    return this.get();
  }

  /** DELETE /api/settings/photo: back to the initials. */
  async removePhoto(): Promise<SiteSettings> {
    let old: StoredPhoto | null = null;
    await this.write(async (trx) => {
      const doc = await this.load(trx, true);
      old = doc.photo;
      await this.save(trx, { ...doc, photo: null });
    });
    if (old) await this.photos.remove([old]).catch(() => undefined);
    return this.get();
  }

  private async load(db: Db | Transaction<Database>, lock = false): Promise<StoredSettings> {
    let query = db.selectFrom('site_settings').select('value').where('name', '=', ROW);
    if (lock) query = lockRows(this.dialect, query);
    const row = await query.executeTakeFirst();
    return readDocument(row?.value);
  }

  private async save(trx: Transaction<Database>, doc: StoredSettings) {
    const value = JSON.stringify(doc);
    const updated_at = nowIso();
    await trx
      .insertInto('site_settings')
      .values({ name: ROW, value, updated_at })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at }))
      .execute();
  }

  /** A write in a transaction that bumps the settings version. On PostgreSQL the first save of two instances at once is serialised by the version row's lock. */
  private async write(work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        // Bump first: the version row's lock orders concurrent writers (the settings row may not exist yet).
        await this.versions.bump(trx);
        await work(trx);
      });
    } finally {
      this.versions.afterWrite();
      this.cached = null;
    }
  }
}
