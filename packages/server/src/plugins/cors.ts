import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Partners } from '../services/partners';

/**
 * CORS only for partner origins. A request naming a partner key (X-Partner-Key) must come from one
 * of that key's origins; a preflight cannot carry the key's value, so it is allowed for any partner's
 * origin and the real request is checked against the key. The widget's calls are cookieless, so
 * credentials are never allowed.
 */
export const corsPlugin = fp(async (app: FastifyInstance, opts: { partners: Partners }) => {
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin) return callback(null, { origin: false });
      const header = request.headers['x-partner-key'];
      const key = request.method === 'OPTIONS' || typeof header !== 'string' ? undefined : header;
      opts.partners.allows(origin, key).then(
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
});
