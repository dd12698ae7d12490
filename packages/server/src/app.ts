import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { type Database, openDatabase } from './db/client';
import { seed } from './db/seed/index';
import { type Env, loadEnv } from './env';
import { compressionPlugin } from './plugins/compression';
import { corsPlugin } from './plugins/cors';
import { errorsPlugin, sendError } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { type LogStream, loggerOptions } from './plugins/logging';
import { openApiPlugin } from './plugins/openapi';
import { repoDist } from './paths';
import { prerenderedPagesPlugin } from './plugins/prerendered-pages';
import {
  type RateLimitOptions,
  type RateLimitStore,
  connectRedis,
  perMinute,
  rateLimitPlugin,
} from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { staticSitePlugin } from './plugins/static-site';
import { apiRoutes } from './routes/index';
import type { Clock } from './services/context';
import { type Mailer, mailerFromEnv } from './services/email/transport';
import { type CacheOptions, type Services, createServices } from './services/index';
import type { PaymentGateway } from './services/payments/gateway';
import { gatewayFromEnv } from './services/payments/from-env';
import { createJobQueue } from './services/jobs/queue';
import { startSweeper } from './services/sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services; routes call these and never the database. */
    services: Services;
    /** Limits for the booking routes' `config.rateLimit`. */
    bookingRateLimit: RateLimitOptions;
    /** Limits for search's `config.rateLimit`. */
    searchRateLimit: RateLimitOptions;
  }
}

/** What tests (and server.ts) can inject; everything defaults to the real thing. */
export type BuildAppOptions = {
  env?: Env;
  /** An open database; without one the app opens (and on close, closes) the one the env names. */
  database?: Database;
  clock?: Clock;
  /** `false` for silence; otherwise the app's redacting logger at this level (or LOG_LEVEL), into `stream`. */
  logger?: boolean | { level?: string; stream?: LogStream };
  /** Booking, contact, coupon and review limits (default: RATE_LIMIT_BOOKINGS a minute). */
  rateLimit?: RateLimitOptions;
  /** Search limit (default: RATE_LIMIT_SEARCH a minute). */
  searchRateLimit?: RateLimitOptions;
  /** Rate-limit counters in this Redis (tests); by default REDIS_URL's, when set. */
  rateLimitStore?: RateLimitStore;
  cache?: CacheOptions;
  payments?: PaymentGateway;
  mailer?: Mailer;
  /** Booking references (tests force collisions). */
  newReference?: () => string;
  /**
   * How often expired holds are looked for; `false` turns the timer and the job workers off (tests
   * call sweepOnce, which runs every due job).
   */
  sweepIntervalMs?: number | false;
  /** Extra route plugins under /api/v1 (e.g. content routes added later). */
  routes?: FastifyPluginAsync[];
  /** Built site and widget folders (default: `dist/site`, `dist/widget` at the repo root). */
  staticDirs?: { siteDir: string; widgetDir: string };
};

/** The app's redacting logger; `true` or nothing means LOG_LEVEL to stdout. */
function appLogger(option: true | { level?: string; stream?: LogStream } | undefined, level: string) {
  return typeof option === 'object' ? loggerOptions(option.level ?? level, option.stream) : loggerOptions(level);
}

/** Builds the Fastify app (no listen): database migrated and seeded, plugins and routes registered. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv();
  const app = Fastify({
    logger: options.logger === false ? false : appLogger(options.logger, env.LOG_LEVEL),
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    // Bad percent-encoding, an over-long path parameter...: the same error shape as everything else.
    frameworkErrors: (err, request, reply) => void sendError(reply, err, request),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses are built from core types already; plain JSON keeps the hot search path fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const database =
    options.database ?? (await openDatabase(env, (err) => app.log.warn({ err }, 'database client error')));
  try {
    await database.withBootLock(async () => {
      await database.migrate();
      await seed(database.db);
    });
  } catch (err) {
    // A failed boot must not leave the data folder locked or a pool open.
    if (!options.database) await database.close();
    throw err;
  }

  // Every node counts against the same limits when they share Redis.
  let store = options.rateLimitStore;
  if (!store && env.REDIS_URL) {
    const redis = await connectRedis(env.REDIS_URL).catch(async (err: unknown) => {
      if (!options.database) await database.close();
      throw err;
    });
    redis.on('error', (err: Error) => app.log.warn({ err }, 'redis unavailable: rate limits are not counted'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    store = { redis };
  }

  const ctx = { db: database.db, env, clock: options.clock ?? (() => new Date()), log: app.log };
  const workers = options.sweepIntervalMs !== false;
  const jobs = createJobQueue(ctx, database, { workers });
  try {
    await database.withBootLock(() => jobs.start());
  } catch (err) {
    if (!options.database) await database.close();
    throw err;
  }
  const deps = {
    jobs,
    payments: options.payments ?? gatewayFromEnv(env),
    mailer: options.mailer ?? mailerFromEnv(env),
    ...(options.newReference ? { newReference: options.newReference } : {}),
  };
  const services = createServices(ctx, deps, options.cache);
  app.decorate('services', services);
  app.decorate('bookingRateLimit', options.rateLimit ?? perMinute(env.RATE_LIMIT_BOOKINGS));
  app.decorate('searchRateLimit', options.searchRateLimit ?? perMinute(env.RATE_LIMIT_SEARCH));
  const stopSweeper = workers ? await startSweeper(services, options.sweepIntervalMs || 60_000) : async () => {};
  // One hook, in this order: nothing may touch the database after it is closed.
  app.addHook('onClose', async () => {
    await stopSweeper();
    await jobs.stop().catch((err: unknown) => app.log.warn({ err }, 'could not stop the job queue'));
    await services.stats.flush().catch((err: unknown) => app.log.warn({ err }, 'could not write search views'));
    if (!options.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(corsPlugin, { partners: services.partners });
  await app.register(rateLimitPlugin, store ?? {});
  await app.register(openApiPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(
    async (api) => {
      for (const plugin of [...apiRoutes, ...(options.routes ?? [])]) await api.register(plugin);
    },
    { prefix: '/api/v1' },
  );
  const staticDirs = options.staticDirs ?? { siteDir: repoDist('site'), widgetDir: repoDist('widget') };
  await app.register(prerenderedPagesPlugin, { siteDir: staticDirs.siteDir, publicUrl: env.PUBLIC_URL });
  await app.register(staticSitePlugin, staticDirs);
  return app;
}
