import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { DEFAULT_IMAP_WATCHER_OPTIONS, ImapWatcher, type ImapWatcherOptions } from './imap-watcher.ts';
import { inboundRoutes } from './inbound.routes.ts';
import { InboundService } from './inbound.service.ts';
import { inboundMigrations } from './migrations/index.ts';
import type { MailKindTable } from '../../platform/mail/types.ts';

/** The e-mails this feature sends, with what the platform must know of each (decision 097). */
const MAIL_KINDS = {
  'inbound-alert': { staff: true },
} as const satisfies MailKindTable;

declare module '../../platform/feature.ts' {
  interface FeatureNames {
    inbound: { mail: typeof MAIL_KINDS };
  }
}

export interface InboundOptions {
  /** IMAP watcher timings (tests shorten the polling and the reconnection waits). */
  imapWatcher?: Partial<ImapWatcherOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the renters' answers from the agent's mailbox (INBOUND_IMAP_URL), or null without the setting. */
    imapWatcher: ImapWatcher | null;
  }
}

/** What the inbound feature adds to the services. */
export interface InboundServices {
  /** The renter's answers imported into their inquiries (webhook and IMAP, decision 035). */
  inbound: InboundService;
  /** Reads the renters' answers from the agent's mailbox (INBOUND_IMAP_URL), or null without the setting. */
  imapWatcher: ImapWatcher | null;
}

/** The renter's answers imported into their inquiries: the webhook and the IMAP watcher (decisions 035, 036). */
export const inboundFeature: ProductFeature<InboundServices> = {
  name: 'inbound',
  mailKinds: MAIL_KINDS,
  migrations: inboundMigrations,
  services: ({ config, database, mail, photos, options }) => {
    const inbound = new InboundService(database.db, mail, photos, () => config.siteUrl);
    return {
      inbound,
      imapWatcher: config.inboundImap
        ? new ImapWatcher(config.inboundImap, database.db, inbound, { ...DEFAULT_IMAP_WATCHER_OPTIONS, ...options.imapWatcher })
        : null,
    };
  },
  api: async (api, options) => {
    await api.register(inboundRoutes, { bodyDeadlineMs: options.inboundBodyDeadlineMs });
  },
  // The message being imported finishes; the connection logs out.
  background: (services) => [services.imapWatcher],
  start: async (app) => {
    app.decorate('imapWatcher', app.services.imapWatcher);
  },
};
