import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** The API paths only our own pages may change: the consoles and the accounts (better-auth). */
const SAME_ORIGIN_PREFIXES = ['/api/v1/console', '/api/v1/auth'] as const;

/**
 * Methods that change nothing, and so pass from anywhere. Among them the one cross-site request the
 * accounts must take: `GET /api/v1/auth/magic-link/verify`, the emailed sign-in link opened from a mail
 * client (another site, or none).
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

/** Whether `path` (no query string) is one of the prefixes or below it. */
export function isSameOriginPath(path: string): boolean {
  return SAME_ORIGIN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** `application/json; charset=utf-8` → `application/json`. */
const mediaTypeOf = (header: string) => header.split(';')[0]!.trim().toLowerCase();

/** Whether the request says it carries a body (Fastify reads one on the same signs). */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Whether the request came from one of our pages: its `Origin` is ours or, only when a browser sent no
 * `Origin` at all, it says `Sec-Fetch-Site: same-origin`. `same-site` is not enough: a sibling
 * subdomain or another port of the same host is a different origin.
 */
function fromOurPages(request: FastifyRequest, ours: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === ours;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * The media types the route parses: JSON everywhere, and `multipart/form-data` only where its schema's
 * `consumes` names it (the listing-photo and handover uploads).
 */
function acceptedTypes(request: FastifyRequest): string[] {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return consumes.includes(MULTIPART_TYPE) ? [JSON_TYPE, MULTIPART_TYPE] : [JSON_TYPE];
}

/**
 * The refusal for a state-changing request under the prefixes, if any: 403 `CROSS_SITE_REFUSED` when
 * it did not come from our pages, then 415 when it carries a body (or names a type) that the route does
 * not take. A form-encoded or `text/plain` body is what another site can post without asking (no
 * preflight), so it is refused even from our own origin.
 */
function sameOriginRefusal(request: FastifyRequest, ours: string): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const path = request.routeOptions.url ?? request.url.split('?')[0]!;
  if (!isSameOriginPath(path)) return undefined;
  if (!fromOurPages(request, ours))
    return new AppError(
      403,
      'CROSS_SITE_REFUSED',
      "Changes to the console and to accounts are accepted only from this site's own pages",
    );
  const type = request.headers['content-type'];
  if (type === undefined && !carriesBody(request)) return undefined;
  const accepted = acceptedTypes(request);
  if (type !== undefined && accepted.includes(mediaTypeOf(type))) return undefined;
  return new AppError(415, 'VALIDATION_FAILED', `Unsupported Content-Type: send ${accepted.join(' or ')}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Origin and media-type check as an `onRequest` hook. The console plugin (modules/console/plugin.ts)
     * runs it first on its own routes, before tenancy reads the session; this plugin runs it on the rest.
     */
    refuseCrossSite: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The check for every state-changing request under `/api/v1/console` and `/api/v1/auth`
 * (docs/architecture.md, Console: Same origin): no route opts out, and the refusal comes before the
 * route reads its body or runs. `SameSite=Lax` cookies alone do not separate sites that share a
 * registrable domain. Bodyless writes (revoke, rotate, redeliver) need the Origin all the same. Here,
 * app-wide (app.ts registers it ahead of the rest), it covers the accounts and any console path that is
 * no console route (an unknown one); a console route (`config.console`) is checked by the console
 * plugin, whose boundary it is.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const ours = new URL(options.publicUrl).origin;
    app.decorate('refuseCrossSite', async (request: FastifyRequest) => {
      const refusal = sameOriginRefusal(request, ours);
      if (refusal) throw refusal;
    });
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.console === undefined) await app.refuseCrossSite(request);
    });
  },
  { name: 'same-origin' },
);
