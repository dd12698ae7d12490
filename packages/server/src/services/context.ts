import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { IdempotencyFault } from './idempotency-points';
import fp from 'fastify-plugin';

/** The current instant; injected so tests can stand on any date (clock changes, holds expiring). */
export type Clock = () => Date;

/** What every service needs from the app. */
export type ServiceContext = {
  db: Db;
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
};

/** Tuning of the in-memory caches (tests set 0 to read the database every time). */
export type CacheOptions = { catalogMs?: number; statsMs?: number; partnersMs?: number; availabilityMs?: number };

/**
 * What tests tune: cache times (0 reads the database every time), the booking reference maker and the
 * idempotency service's crash points (services/idempotency.ts).
 */
export type Tuning = {
  cache: CacheOptions;
  newReference?: () => string;
  idempotencyFault?: IdempotencyFault | undefined;
};

/** The root of the shared plugins: `app.ctx` and `app.tuning`. */
export const contextPlugin = fp(
  async (app, opts: { ctx: ServiceContext; tuning: Tuning }) => {
    app.decorate('ctx', opts.ctx);
    app.decorate('tuning', opts.tuning);
  },
  { name: 'context' },
);
