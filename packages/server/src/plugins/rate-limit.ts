import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { EnvError } from '../env';
import { AppError } from '../errors';

/** Per-client limits (routes opt in with `config.rateLimit`). */
export type RateLimitOptions = { max: number; timeWindowMs: number };

/** `max` requests a minute. */
export const perMinute = (max: number): RateLimitOptions => ({ max, timeWindowMs: 60_000 });

/** Where the counters live: this process's memory, or Redis shared by every node. */
export type RateLimitStore = { redis?: Redis; nameSpace?: string };

/**
 * Connects to REDIS_URL at boot so a wrong address stops the start with one clear line rather than
 * silently leaving every node with its own limits. Commands fail fast instead of queueing.
 */
export async function connectRedis(url: string): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a node without Redis does not pay for the client at start-up.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Without a listener ioredis prints every reconnect failure as an unhandled error event.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new EnvError(`REDIS_URL: cannot connect to Redis (${(err as Error).message})`);
  }
  return redis;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, store: RateLimitStore) => {
  await app.register(rateLimit, {
    global: false,
    ...(store.redis ? { redis: store.redis, nameSpace: store.nameSpace ?? 'parking-rl-' } : {}),
    // A Redis outage must not take bookings down with it: requests pass, and the outage is logged
    // (docs/decisions/0006-scale-out.md).
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
});
