import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** Per-client limits for the booking routes (routes opt in with `config.rateLimit`). */
export type RateLimitOptions = { max: number; timeWindowMs: number };

export const DEFAULT_BOOKING_RATE_LIMIT: RateLimitOptions = { max: 20, timeWindowMs: 60_000 };

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
});
