import cors from '@fastify/cors';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { Partners, WidgetKey } from '../services/partners';

/**
 * The partner key a request is checked against. A preflight cannot carry the key's value, so it names
 * none; nor does a repeated header (not a string).
 */
function keyToCheck(request: FastifyRequest): string | undefined {
  const header = request.headers['x-partner-key'];
  return request.method === 'OPTIONS' || typeof header !== 'string' ? undefined : header;
}

/**
 * Records a refused origin for an existing key. A failure is logged by its error code only (the message
 * could quote the origin or the key) and never turns the refusal into a 500.
 */
async function countRefusal(partners: Partners, log: FastifyBaseLogger, key: WidgetKey, origin: string) {
  await partners.refused(key, origin).catch((err: unknown) => {
    const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : 'unknown';
    log.warn({ code }, 'could not count a refused partner origin');
  });
}

/**
 * Refuses a request that names an existing key from an origin the key does not allow, before any handler
 * runs. The missing Access-Control-Allow-Origin only hides the answer from the page: without this the
 * request itself would still run (a booking placed, space held, the key's partner credited) for any site
 * that copies the public key. The refusal is counted once, for the partner's refused-requests view. No
 * Origin (a server, curl) and an unknown key are left to the routes, which answer them as before.
 */
async function refuseForeignOrigin(partners: Partners, request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  const key = keyToCheck(request);
  if (!origin || key === undefined) return;
  const found = await partners.find(key);
  if (!found || (await partners.allows(origin, key))) return;
  await countRefusal(partners, request.log, found, origin);
  throw new AppError(403, 'FORBIDDEN', 'This site is not allowed to use this partner key');
}

/**
 * CORS only for partner origins. A request naming a partner key (X-Partner-Key) must come from one
 * of that key's origins; a preflight cannot carry the key's value, so it is allowed for any partner's
 * origin and the real request is checked against the key. The widget's calls are cookieless, so
 * credentials are never allowed. A request from an origin its existing key does not allow gets no CORS
 * headers and is refused (403) before its route runs; the refusal is counted for the partner's console
 * (origin and count only), so a partner sees why its page shows nothing.
 */
export const corsPlugin = fp(async (app: FastifyInstance, opts: { partners: Partners }) => {
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin) return callback(null, { origin: false });
      opts.partners.allows(origin, keyToCheck(request)).then(
        (ok) =>
          callback(null, {
            origin: ok ? origin : false,
            credentials: false,
            methods: ['GET', 'POST', 'OPTIONS'],
            allowedHeaders: [
              'Content-Type',
              'Idempotency-Key',
              'Replaces-Idempotency-Key',
              'X-Partner-Key',
              'Authorization',
            ],
            maxAge: 600,
          }),
        (err: Error) => callback(err),
      );
    },
  });
  // After the CORS hook, so the refusal carries its `Vary: Origin` and, like any refused origin, no
  // Access-Control-Allow-Origin; before every route's own hooks and handler.
  app.addHook('onRequest', async (request) => refuseForeignOrigin(opts.partners, request));
});
