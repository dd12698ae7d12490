import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

const WINDOW_MS = 15 * 60_000;

/**
 * Sign-in attempts allowed in a 15-minute window: links asked for one address, links asked from one IP,
 * and passkey sign-ins (options and answers) from one IP. Counted in the API's own limiter store
 * (Redis when REDIS_URL is set, so every node counts together).
 */
export const SIGN_IN_LIMITS = { perAddress: 5, perIp: 20, passkeyPerIp: 30, windowMs: WINDOW_MS } as const;

// Counters are keyed by a hash of the address: the limiter's store (Redis) holds no address.
const addressKey = (email: string) =>
  `sign-in:address:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

const MAGIC_LINK = '/api/v1/auth/sign-in/magic-link';
const PASSKEY = new Set([
  '/api/v1/auth/passkey/generate-authenticate-options',
  '/api/v1/auth/passkey/verify-authentication',
]);

/** The request's path without its query. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/**
 * A preHandler for /api/v1/auth/*: 429 RATE_LIMITED with Retry-After once a limit is reached. The
 * answer does not depend on whether the address has an account, and a refused request sends nothing.
 */
export function signInLimiter(app: FastifyInstance) {
  const opts = { timeWindow: SIGN_IN_LIMITS.windowMs };
  const byAddress = app.createRateLimit({
    ...opts,
    max: SIGN_IN_LIMITS.perAddress,
    keyGenerator: (req) => addressKey(String((req.body as { email?: unknown } | undefined)?.email ?? '')),
  });
  const byIp = app.createRateLimit({ ...opts, max: SIGN_IN_LIMITS.perIp, keyGenerator: (r) => `sign-in:ip:${r.ip}` });
  const passkeyByIp = app.createRateLimit({
    ...opts,
    max: SIGN_IN_LIMITS.passkeyPerIp,
    keyGenerator: (r) => `sign-in:passkey-ip:${r.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = pathOf(request);
    const checks =
      path === MAGIC_LINK && request.method === 'POST' ? [byIp, byAddress] : PASSKEY.has(path) ? [passkeyByIp] : [];
    for (const check of checks) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many sign-in attempts. Please wait ${Math.ceil(result.ttlInSeconds / 60)} minutes and try again.`,
      );
    }
  };
}
