import { ApiErrorSchema } from '@parking/core';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { isSameOriginPath } from './same-origin';

/** The versioned API: the only paths the document describes. */
const API_PREFIX = '/api/v1/';

/**
 * Browser navigations under the API prefix (the demo checkout's HTML page and form posts, the redirect
 * Stripe sends a cancelled checkout to): pages, not calls a partner's client makes.
 */
const PAGE_PREFIXES = ['/api/v1/demo-checkout/', '/api/v1/checkout/cancelled/'];

/** The schemes the API's callers authenticate with (referenced by name from each operation's `security`). */
export const SECURITY_SCHEMES = {
  partnerKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Partner-Key',
    description:
      "A partner's key. Optional on public calls; a cross-origin call naming it must come from one of the key's allowed origins (from any other origin it is refused, 403 `FORBIDDEN`, before it runs), and manage calls made with it see only the bookings made through it.",
  },
  manageToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The manage token of one booking, from `POST /api/v1/manage/lookup` or the emailed manage link's token.",
  },
  consoleSession: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Secure-better-auth.session_token',
    description:
      "The console session, set by signing in to the console (named `better-auth.session_token` when the site is served over plain http, e.g. on localhost). A request that changes something must come from the site's own pages: its `Origin` the site's (or, from a browser that sends none, `Sec-Fetch-Site: same-origin`), else 403 `CROSS_SITE_REFUSED` before it runs; its body JSON (multipart on the photo uploads), else 415.",
  },
  partnerServerKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A partner's secret server key (`psk_` and 32 characters), created by the partner's owner on the console's API keys page and shown once. For the reporting API only, from the partner's own server: never put it in a web page.",
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-csrf-token',
    description:
      'The token from `GET /api/v1/csrf-token`, sent back with the cookie that call set (the contact form only).',
  },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: '_csrf',
    description: 'The secret cookie `GET /api/v1/csrf-token` sets beside its token.',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's signature over the raw body, checked with the webhook's signing secret.",
  },
} as const;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;
type RouteConfig = { console?: unknown; rateLimit?: unknown; ignorePressure?: boolean };

/** Anyone may call it; a partner's page names its key. */
const PUBLIC: Requirement[] = [{}, { partnerKey: [] }];

/** The one cookie route (modules/contact): a CSRF token in a header and its secret in a cookie, from the site. */
const CSRF_PATHS = ['/api/v1/contact'];

/** The reporting API (modules/partner-api): a partner's server calls it with a server key. */
const SERVER_KEY_PATHS = ['/api/v1/partner/bookings', '/api/v1/partner/statements'];

/**
 * Who may call a route: console routes (`config.console`) need the session, manage routes a booking's
 * token, the reporting API a server key.
 */
function securityOf(url: string, config: RouteConfig | undefined): Requirement[] {
  if (config?.console !== undefined) return [{ consoleSession: [] }];
  if (SERVER_KEY_PATHS.includes(url)) return [{ partnerServerKey: [] }];
  if (url === '/api/v1/webhooks/stripe') return [{ stripeSignature: [] }];
  if (CSRF_PATHS.includes(url)) return PUBLIC.map((r) => ({ csrfToken: [], csrfCookie: [], ...r }));
  if (url.startsWith('/api/v1/manage/') && url !== '/api/v1/manage/lookup')
    return [{ manageToken: [] }, { manageToken: [], partnerKey: [] }];
  return PUBLIC;
}

/**
 * The refusals every console route can give before its handler runs (services/accounts/tenancy.ts): 401
 * without a session, 403 for a role too low, the staff second factor or a step-up; 404 for another kind of
 * organisation or none (not on routes any session may call, `'signed-in'`). Declared here once, from
 * `config.console`, rather than by each console route.
 */
function consoleAnswers(access: unknown) {
  if (access === undefined) return {};
  return access === 'signed-in'
    ? { 401: ApiErrorSchema, 403: ApiErrorSchema }
    : { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
}

/** Methods whose requests carry a body Fastify reads (and so can refuse for its size or media type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The refusals of a state-changing console or account route (plugins/same-origin.ts): 403
 * `CROSS_SITE_REFUSED` from anywhere but our own pages, 415 for a body that is not JSON (or
 * multipart where the route takes it), even from our own pages.
 */
function sameOriginAnswers(url: string, readsBody: boolean) {
  return readsBody && isSameOriginPath(url) ? { 403: ApiErrorSchema, 415: ApiErrorSchema } : {};
}

/**
 * The answers every route can give besides its own: 400 (input-guard refuses a NUL character in any
 * header, and validation any bad parameter), 403 where a partner key may be named (from an origin the key
 * does not allow, plugins/cors.ts), 401, 403 and 404 on console routes (`consoleAnswers`), 401 on the
 * reporting API (no valid server key), 404 for a path naming something unknown and 414 for a path parameter
 * longer than Fastify's `maxParamLength`, 413 and 415 where a body is
 * read (too large, a media type the route does not parse), 403 and 415 on every state-changing console
 * and account route (plugins/same-origin.ts), 429 where the route is rate-limited
 * (`config.rateLimit`), 503 while the server sheds load (plugins/back-pressure.ts; not liveness,
 * `config.ignorePressure`). A route's own schemas win.
 */
function withErrorAnswers(
  url: string,
  schema: FastifySchema,
  config: RouteConfig | undefined,
  security: Requirement[],
  methods: string[],
): FastifySchema {
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const readsBody = methods.some((m) => BODY_METHODS.has(m.toUpperCase()));
  return {
    ...schema,
    response: {
      400: ApiErrorSchema,
      ...(security.some((r) => r.partnerKey) ? { 403: ApiErrorSchema } : {}),
      ...consoleAnswers(config?.console),
      ...(security.some((r) => r.partnerServerKey) ? { 401: ApiErrorSchema } : {}),
      ...(schema.params ? { 404: ApiErrorSchema, 414: ApiErrorSchema } : {}),
      ...(readsBody ? { 413: ApiErrorSchema, 415: ApiErrorSchema } : {}),
      ...sameOriginAnswers(url, readsBody),
      ...(config?.rateLimit ? { 429: ApiErrorSchema } : {}),
      ...(config?.ignorePressure ? {} : { 503: ApiErrorSchema }),
      ...own,
    },
  };
}

/** The extension a header's zod schema carries when the handler refuses a request without it. */
export const REQUIRED_HEADER = 'x-required';

type JsonObject = { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/**
 * After the zod transform: a 204 documents no body (zod's `null` would read as a JSON body), and a
 * header marked `REQUIRED_HEADER` is documented as required. Such a header stays optional in zod so that
 * the handler answers its own code (`IDEMPOTENCY_KEY_REQUIRED`), not `VALIDATION_FAILED`.
 */
function documentedOnly(schema: Record<string, unknown>): Record<string, unknown> {
  const response = schema.response as Record<string, { type?: string; description?: string }> | undefined;
  if (response?.['204']) response['204'] = { type: 'null', description: response['204'].description ?? 'No content' };
  const headers = schema.headers as JsonObject | undefined;
  for (const [name, property] of Object.entries(headers?.properties ?? {})) {
    if (property[REQUIRED_HEADER] !== true) continue;
    delete property[REQUIRED_HEADER];
    headers!.required = [...(headers!.required ?? []), name];
  }
  return schema;
}

/**
 * Wraps the zod transform: pages (every path outside /api/v1, and the browser navigations inside it)
 * are left out, and each API route gets its `security` and its error answers, from its config.
 */
export function apiTransform(zodTransform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const { url, route } = input;
    if (!url.startsWith(API_PREFIX) || PAGE_PREFIXES.some((p) => url.startsWith(p)))
      return { schema: { hide: true }, url };
    const schema = (input.schema ?? {}) as FastifySchema & { security?: unknown; hide?: boolean };
    if (schema.hide) return zodTransform(input);
    const config = route.config as RouteConfig | undefined;
    const security = securityOf(url, config);
    const methods = [route.method].flat();
    const documented = { security, ...withErrorAnswers(url, schema, config, security, methods) };
    const transformed = zodTransform({ ...input, schema: documented });
    return { ...transformed, schema: documentedOnly(transformed.schema as Record<string, unknown>) };
  };
}

/** `GET /api/v1/console/car-parks/{id}` → `getConsoleCarParksById`: unique, since method and path are. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .slice(API_PREFIX.length)
    .split('/')
    .flatMap((segment) => {
      const param = /^[{:](\w+)}?$/.exec(segment)?.[1];
      return param ? ['by', param] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

type Operation = { operationId?: string; responses?: Record<string, unknown>; security?: Requirement[] };
type Components = { securitySchemes?: Record<string, unknown> };
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The API's operations, each with its method and path. */
function operationsOf(paths: Record<string, Record<string, Operation>>) {
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

/**
 * A schema that allows anything (a transform's output has no JSON Schema) already allows null: its
 * `nullable` (from `z.nullable`) is dropped, as OpenAPI 3.0 gives `nullable` meaning only beside `type`.
 * A nullable enum lists null among its values.
 */
function dropUntypedNullable(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(dropUntypedNullable);
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (node.nullable !== undefined && !('type' in node) && Object.keys(node).length === 1) delete node.nullable;
  // OpenAPI 3.0.3: `nullable` does not widen an `enum`; null must be one of its values.
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  Object.values(node).forEach(dropUntypedNullable);
}

/**
 * Gives every operation its operationId (unless its route names one) and, where its route declares no
 * success answer (a file), the default one; declares only the security schemes some operation uses (the
 * Stripe webhook exists only with a Stripe key); tidies untyped nullables.
 */
export function finishDocument<T extends { paths?: object; components?: object }>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const used = new Set<string>();
  for (const { path, method, operation } of operationsOf(paths)) {
    operation.operationId ??= operationIdOf(method, path);
    const responses = (operation.responses ??= {});
    if (!Object.keys(responses).some((code) => /^[23]/.test(code)))
      responses['200'] = { description: 'Default Response' };
    for (const requirement of operation.security ?? []) Object.keys(requirement).forEach((name) => used.add(name));
  }
  // A new object: the registered options (SECURITY_SCHEMES) stay whole for the next document.
  const components = document.components as Components | undefined;
  if (components?.securitySchemes)
    components.securitySchemes = Object.fromEntries(
      Object.entries(components.securitySchemes).filter(([name]) => used.has(name)),
    );
  dropUntypedNullable(paths);
  return document;
}

/**
 * A success answer that is not JSON (a CSV download, an event stream, an image): documented with its own
 * media type and a string body, so a generated client reads it as text or bytes, not as JSON. The route
 * sends the body and sets the type.
 */
export function mediaAnswer(
  mediaType: 'text/csv' | 'text/event-stream' | 'image/svg+xml' | 'image/*',
  description: string,
) {
  const schema = mediaType.startsWith('image/')
    ? z.custom<Buffer>(() => true).meta({ type: 'string', format: 'binary' })
    : z.string();
  return { description, content: { [mediaType]: { schema } } };
}
