import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminsOnly, type RouteAccess } from './plugins/auth.ts';
import { formLimitHook, type PublicForm } from './plugins/form-rate-limit.ts';

/** The app a feature's routes are declared on: its zod schemas type each handler's request and reply. */
export type RoutesApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a route may set beside its access and its schema: hooks, a body limit, more of its config. */
type RouteExtras = Omit<RouteShorthandOptions, 'config' | 'schema'> & { config?: Omit<FastifyContextConfig, 'access'> };

/** The OpenAPI security of a route that needs a bearer token. */
const bearerToken = [{ bearerAuth: [] }];

/**
 * A route's options from its access and its schema, e.g.
 * `app.get('/tips', route('public', { tags, summary: 'Active tips', response: { 200: TipsAnswerSchema } }), handler)`.
 * A 'private' route is documented as taking a bearer token (its schema's `security`); an 'optional' or
 * 'public' one that reads a token of its own names its `security` in the schema. The schema's type is
 * kept, so the handler's request and reply are typed by it as before (docs/decisions/074).
 */
export function route<Schema extends FastifySchema>(
  access: RouteAccess,
  schema: Schema,
  extras: RouteExtras = {},
): RouteExtras & { config: FastifyContextConfig; schema: Schema } {
  return {
    ...extras,
    config: { ...extras.config, access },
    schema: access === 'private' ? { ...schema, security: bearerToken } : schema,
  };
}

/**
 * A public form's route: anyone may send it, and each sending counts against the form's limit (decision
 * 014), answered 429 past it before the body is read: `formRoute('inquiry', { tags, summary, body, response })`.
 */
export function formRoute<Schema extends FastifySchema>(
  form: PublicForm,
  schema: Schema,
  extras: Omit<RouteExtras, 'onRequest'> = {},
) {
  return route('public', schema, { ...extras, onRequest: formLimitHook(form) });
}

/**
 * A route for administrators only: it needs a signed-in account ('private'), and any other account is
 * answered 403 with `message` before the body is validated: `adminRoute(T.adminOnly, { summary, body, response })`.
 */
function adminRoute<Schema extends FastifySchema>(
  message: string,
  schema: Schema,
  extras: Omit<RouteExtras, 'preValidation'> = {},
) {
  return route('private', schema, { ...extras, preValidation: adminsOnly(message) });
}

/**
 * `route`, `formRoute` and `adminRoute` for a routes file whose routes all carry one OpenAPI tag, the tag said once:
 * `const { route } = routesTagged('Tips')`, then `route('public', { summary: 'Active tips', … })`.
 */
export function routesTagged(tag: string) {
  const tags = [tag];
  return {
    route: <Schema extends FastifySchema>(access: RouteAccess, schema: Schema, extras?: RouteExtras) =>
      route(access, { tags, ...schema }, extras),
    formRoute: <Schema extends FastifySchema>(form: PublicForm, schema: Schema, extras?: Omit<RouteExtras, 'onRequest'>) =>
      formRoute(form, { tags, ...schema }, extras),
    adminRoute: <Schema extends FastifySchema>(message: string, schema: Schema, extras?: Omit<RouteExtras, 'preValidation'>) =>
      adminRoute(message, { tags, ...schema }, extras),
  };
}

/**
 * A `preHandler` hook that keeps every answer of the routes it is added to out of browser and shared
 * caches (`cache-control: no-store`), from the handler on: `app.addHook('preHandler', noStore)` in the
 * routes of a feature whose answers are a person's own data (applications, roommate profiles, deals).
 */
export async function noStore(_request: unknown, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/**
 * The headers of an API answer to a link that carries a secret token (a lease's pages, the landlord's
 * package, a tenant's signed disclosure), its 404 alike, as the token pages' (TOKEN_PAGE_HEADERS of the
 * web routes): never stored by a browser or a cache, never indexed, the address never sent on.
 */
export const TOKEN_LINK_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;
