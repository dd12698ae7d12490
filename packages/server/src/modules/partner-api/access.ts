import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ServerKey, authenticate, bearerKey, hashOf } from './service';

/**
 * What every reporting API route declares: its rate limit, counted per server key, and the
 * `preValidation` hook that authenticates the key (401 otherwise); `keyOf` reads the key a call was made with.
 */
export function serverKeyAccess(app: FastifyInstance) {
  const keys = new WeakMap<FastifyRequest, ServerKey>();
  const limit = app.bookingRateLimit;
  const config = {
    rateLimit: {
      max: limit.max * 3,
      timeWindow: limit.timeWindowMs,
      // Counted per key (its hash, never the secret); a call without a well-formed key, per address.
      keyGenerator: (request: FastifyRequest) => {
        const token = bearerKey(request.headers.authorization);
        return token ? `psk:${hashOf(token)}` : `ip:${request.ip}`;
      },
    },
  };
  // After the rate limit (onRequest) and before validation: a call without a valid key learns nothing else.
  const preValidation = async (request: FastifyRequest) => {
    keys.set(request, await authenticate(app.ctx, request.headers.authorization));
  };
  const keyOf = (request: FastifyRequest) => keys.get(request)!;

  return { config, preValidation, keyOf };
}
