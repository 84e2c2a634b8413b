import type { Config } from './platform/config.ts';
import type { FormLimitVerdict, PublicForm } from './platform/plugins/form-rate-limit.ts';
import type { Services } from './services.ts';

/** What React Router loaders and actions receive as `context`: the services, in-process. */
// Declared here, beside the composition root that builds the services, not in the platform (which knows no
// feature): the page renderer reads the shape through react-router's own AppLoadContext. Imported by nothing.

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    config: Config;
    nonce: string;
    /** Counts one sending of a public form by this request's client address (decision 014). */
    formLimit: (form: PublicForm) => Promise<FormLimitVerdict>;
    /** A document upload's refusal by the hour's limits (decision 094), counted before its body was read; else null. */
    uploadLimit?: { retryAfterSeconds: number } | null;
    /** The request's client address (`request.ip`: TRUST_PROXY applied), for limits counted per address (decision 054). */
    clientAddress: string;
    /**
     * What the page's loaders leave for its head, written there after React's render
     * (entry.server.tsx, page-html.ts): its JSON-LD, which search engines read from the HTML and
     * the browser has no use for, so it is neither rendered by React nor sent in the page's data
     * (decision 051).
     */
    head: { jsonLd?: Record<string, unknown> };
    /**
     * The page's finished HTML, left here by entry.server.tsx for the server to send (the Response it
     * returns has no body): bytes in memory, not wrapped in a web stream and read back out of it.
     */
    html?: Buffer;
  }
}
