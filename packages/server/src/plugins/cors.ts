import cors from '@fastify/cors';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Partners } from '../services/partners';

/**
 * Records a refused origin for an existing key, without holding the request up. A failure is logged by
 * its error code only: the message could quote the origin or the key.
 */
function countRefusal(partners: Partners, log: FastifyBaseLogger, key: string, origin: string): void {
  partners
    .find(key)
    .then((found) => (found ? partners.refused(found, origin) : undefined))
    .catch((err: unknown) => {
      const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : 'unknown';
      log.warn({ code }, 'could not count a refused partner origin');
    });
}

/**
 * CORS only for partner origins. A request naming a partner key (X-Partner-Key) must come from one
 * of that key's origins; a preflight cannot carry the key's value, so it is allowed for any partner's
 * origin and the real request is checked against the key. The widget's calls are cookieless, so
 * credentials are never allowed. A refused request whose key exists is counted for the partner's console
 * (origin and count only), so a partner sees why its page shows nothing.
 */
export const corsPlugin = fp(async (app: FastifyInstance, opts: { partners: Partners }) => {
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin) return callback(null, { origin: false });
      const header = request.headers['x-partner-key'];
      const key = request.method === 'OPTIONS' || typeof header !== 'string' ? undefined : header;
      opts.partners.allows(origin, key).then(
        (ok) => {
          if (!ok && key !== undefined) countRefusal(opts.partners, request.log, key, origin);
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
          });
        },
        (err: Error) => callback(err),
      );
    },
  });
});
