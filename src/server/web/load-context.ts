import type { Config } from '../config.ts';
import type { FormLimitVerdict, PublicForm } from '../plugins/form-rate-limit.ts';
import type { Services } from '../services.ts';

/** What React Router loaders and actions receive as `context`: the services, in-process. */
export type { AppLoadContext } from 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    config: Config;
    nonce: string;
    /** Counts one sending of a public form by this request's client address (decision 014). */
    formLimit: (form: PublicForm) => Promise<FormLimitVerdict>;
  }
}
