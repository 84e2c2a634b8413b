/** What the inbound feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { DEFAULT_IMAP_WATCHER_OPTIONS, ImapWatcher } from './imap-watcher.ts';
export type { ImapWatcherOptions } from './imap-watcher.ts';
export { inboundRoutes } from './inbound.routes.ts';
export { InboundService } from './inbound.service.ts';
