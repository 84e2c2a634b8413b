import type { Config } from '../config.ts';
import type { Services } from '../services.ts';

/** What React Router loaders and actions receive as `context`: the services, in-process. */
export type { AppLoadContext } from 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    config: Config;
    nonce: string;
  }
}
