import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { type Database, openDatabase } from './db/client';
import { seed } from './db/seed/index';
import { allowsSamples, isDemo } from './deployment';
import { type Env, loadEnv } from './env';
import { compressionPlugin } from './plugins/compression';
import { corsPlugin } from './plugins/cors';
import { demoBannerPlugin } from './plugins/demo-banner';
import { answerClientError, errorsPlugin, sendError } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { backPressurePlugin } from './plugins/back-pressure';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { reqIdMixin } from './services/request-context';
import { type LogStream, type LoggerTestOptions, loggerOptions } from './plugins/logging';
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
import { sameOriginPlugin } from './plugins/same-origin';
import { securityPlugin } from './plugins/security';
import { staticSitePlugin } from './plugins/static-site';
import { apiModules } from './modules/index';
import { metricsModule } from './modules/metrics/index';
import { backupSocketPlugin } from './services/backup-socket';
import type { CacheOptions, Clock } from './services/context';
import type { Mailer } from './services/email/transport';
import './services/decorators';
import { sharedServices } from './services/index';
import type { WebhookTestHooks } from './services/operator-events/index';
import type { PaymentGateway } from './services/payments/gateway';
import type { IdempotencyFault, IdempotencyPoint } from './services/idempotency-points';
import { startSweeper } from './services/sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits for the booking routes' `config.rateLimit`. */
    bookingRateLimit: RateLimitOptions;
    /** Limits for search's `config.rateLimit`. */
    searchRateLimit: RateLimitOptions;
    /** The rate limiter's Redis (REDIS_URL), read by readiness; undefined without one. */
    redis: RateLimitStore['redis'];
  }
}

/** What tests (and server.ts) can inject; everything defaults to the real thing. */
export type BuildAppOptions = {
  env?: Env;
  /** An open database; without one the app opens (and on close, closes) the one the env names. */
  database?: Database;
  clock?: Clock;
  /** `false` for silence; otherwise the app's redacting logger at this level (or LOG_LEVEL), into `stream`. */
  logger?: boolean | AppLoggerOption;
  /** Booking, contact, coupon and review limits (default: RATE_LIMIT_BOOKINGS a minute). */
  rateLimit?: RateLimitOptions;
  /** Search limit (default: RATE_LIMIT_SEARCH a minute). */
  searchRateLimit?: RateLimitOptions;
  /** Rate-limit counters in this Redis (tests); by default REDIS_URL's, when set. */
  rateLimitStore?: RateLimitStore;
  cache?: CacheOptions;
  payments?: PaymentGateway;
  mailer?: Mailer;
  /** Operator webhook delivery test hooks (services/operator-events). */
  webhookHooks?: WebhookTestHooks;
  /** Booking references (tests force collisions). */
  newReference?: () => string;
  /** Stops a keyed booking at a crash point (tests); by default IDEMPOTENCY_PAUSE_FOR_TESTS's pause, or none. */
  idempotencyFault?: IdempotencyFault;
  /**
   * How often expired holds are looked for; `false` turns the timer and the job workers off (tests
   * call sweepOnce, which runs every due job).
   */
  sweepIntervalMs?: number | false;
  /** Extra route plugins under /api/v1 (e.g. content routes added later). */
  routes?: FastifyPluginAsync[];
  /**
   * Seed the sample reviews (default: on a local or demo deployment, never a live one). The site build
   * says no: its pages would carry the samples into every deployment.
   */
  sampleReviews?: boolean;
  /** Built site and widget folders (default: `dist/site`, `dist/widget` at the repo root). */
  staticDirs?: { siteDir: string; widgetDir: string };
};

/**
 * IDEMPOTENCY_PAUSE_FOR_TESTS: a local test server stops for good at that crash point, so a process test can
 * `kill -9` it exactly there (env.ts refuses the setting anywhere but a local, non-production deployment).
 */
function pauseAt(point: IdempotencyPoint | undefined): IdempotencyFault | undefined {
  if (!point) return undefined;
  return (at) => (at === point ? new Promise<void>(() => {}) : Promise.resolve());
}

/** A level, a stream to write to, and the switches only tests pull (plugins/logging.ts). */
type AppLoggerOption = { level?: string; stream?: LogStream; test?: LoggerTestOptions };

/** The app's redacting logger; `true` or nothing means LOG_LEVEL to stdout. */
function appLogger(option: true | AppLoggerOption | undefined, level: string) {
  return typeof option === 'object'
    ? loggerOptions(option.level ?? level, option.stream, option.test)
    : loggerOptions(level);
}

/** The database the env names (or the one given), migrated and seeded under the boot lock. */
async function openMigrated(options: BuildAppOptions, env: Env, log: FastifyBaseLogger): Promise<Database> {
  const database = options.database ?? (await openDatabase(env, (err) => log.warn({ err }, 'database client error')));
  try {
    await database.withBootLock(async () => {
      await database.migrate();
      await seed(database.db, { samples: options.sampleReviews ?? allowsSamples(env) });
    });
  } catch (err) {
    // A failed boot must not leave the data folder locked or a pool open.
    if (!options.database) await database.close();
    throw err;
  }
  return database;
}

/** Every node counts against the same limits when they share Redis. */
async function rateLimitStore(app: FastifyInstance, options: BuildAppOptions, env: Env) {
  if (options.rateLimitStore || !env.REDIS_URL) return options.rateLimitStore;
  const redis = await connectRedis(env.REDIS_URL);
  redis.on('error', (err: Error) => app.log.warn({ err }, 'redis unavailable: rate limits are not counted'));
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  return { redis };
}

/** The shared plugins (`app.catalog`, `app.jobs`…), the sweeper and the one ordered shutdown. */
async function registerServices(app: FastifyInstance, options: BuildAppOptions, env: Env, database: Database) {
  const workers = options.sweepIntervalMs !== false;
  const ctx = { db: database.db, env, clock: options.clock ?? (() => new Date()), log: app.log };
  const tuning = {
    cache: options.cache ?? {},
    ...(options.newReference ? { newReference: options.newReference } : {}),
    idempotencyFault: options.idempotencyFault ?? pauseAt(env.IDEMPOTENCY_PAUSE_FOR_TESTS),
  };
  await app.register(sharedServices, {
    ctx,
    tuning,
    database,
    workers,
    payments: options.payments,
    mailer: options.mailer,
    webhookHooks: options.webhookHooks,
  });
  app.decorate('bookingRateLimit', options.rateLimit ?? perMinute(env.RATE_LIMIT_BOOKINGS));
  app.decorate('searchRateLimit', options.searchRateLimit ?? perMinute(env.RATE_LIMIT_SEARCH));
  const stopSweeper = workers ? await startSweeper(app, options.sweepIntervalMs || 60_000) : async () => {};
  // The shutdown order (docs/architecture.md#shutdown), kept here rather than spread over the plugins
  // (their own onClose hooks run children first). Background work stops taking jobs as soon as the
  // close begins, while requests drain: a running job finishes, or after pg-boss's timeout goes back to
  // the queue for another node. Nothing may touch the database after it is closed.
  let stopping: Promise<void> | undefined;
  const stopBackgroundWork = () =>
    (stopping ??= (async () => {
      await stopSweeper();
      await app.jobs.stop().catch((err: unknown) => app.log.warn({ err }, 'could not stop the job queue'));
    })());
  app.addHook('preClose', async () => void stopBackgroundWork());
  app.addHook('onClose', async () => {
    await stopBackgroundWork();
    app.log.info('shutdown: job workers stopped');
    await app.stats.flush().catch((err: unknown) => app.log.warn({ err }, 'could not write search views'));
    if (!options.database) await database.close();
    app.log.info('shutdown: database closed');
  });
}

/** The HTTP layer: hardening plugins, the resources under /api/v1, then the site's pages and files. */
async function registerHttp(app: FastifyInstance, options: BuildAppOptions, env: Env, store?: RateLimitStore) {
  app.decorate('redis', store?.redis);
  await app.register(errorsPlugin);
  await app.register(backPressurePlugin, env);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  // Before the routes, so the server's own HTML pages (the demo checkout) carry the notice too.
  if (isDemo(env)) await app.register(demoBannerPlugin);
  await app.register(corsPlugin, { partners: app.partners });
  await app.register(rateLimitPlugin, store ?? {});
  await app.register(openApiPlugin, { publicUrl: env.PUBLIC_URL });
  // At the root, where Prometheus scrapes, not under the versioned API.
  await app.register(metricsModule);
  await app.register(
    async (api) => {
      for (const plugin of [...apiModules, ...(options.routes ?? [])]) await api.register(plugin);
    },
    { prefix: '/api/v1' },
  );
  const staticDirs = options.staticDirs ?? { siteDir: repoDist('site'), widgetDir: repoDist('widget') };
  await app.register(prerenderedPagesPlugin, {
    siteDir: staticDirs.siteDir,
    publicUrl: env.PUBLIC_URL,
    demo: isDemo(env),
  });
  await app.register(staticSitePlugin, staticDirs);
}

/** Builds the Fastify app (no listen): database migrated and seeded, plugins and routes registered. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv();
  const app = Fastify({
    logger: options.logger === false ? false : { ...appLogger(options.logger, env.LOG_LEVEL), mixin: reqIdMixin },
    // A UUID per request (or the proxy's id, when safe): in every log line, the answer and its jobs.
    genReqId,
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    // While closing, a request on a kept-alive socket is still served (with `Connection: close`): a 503
    // would reach the visitor, since a proxy does not retry a POST it has already sent.
    return503OnClosing: false,
    // Bad percent-encoding, an over-long path parameter...: the same error shape as everything else.
    frameworkErrors: (err, request, reply) => void sendError(reply, err, request),
    // ...and what the HTTP parser refuses before there is a request (431, 400).
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses are built from core types already; plain JSON keeps the hot search path fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // First, before the shared services' hooks: every answer (a shed one too) names its request, and the
  // request's work carries its id; then account writes from other sites (and any to an unknown console
  // path) are refused before their session or body is read. The console's own routes get the same check
  // from the console plugin (modules/console/plugin.ts), ahead of tenancy.
  await app.register(requestIdPlugin);
  await app.register(sameOriginPlugin, { publicUrl: env.PUBLIC_URL });
  const database = await openMigrated(options, env, app.log);
  let store: RateLimitStore | undefined;
  try {
    store = await rateLimitStore(app, options, env);
    await registerServices(app, options, env, database);
    await app.register(backupSocketPlugin, { database });
  } catch (err) {
    if (!options.database) await database.close();
    throw err;
  }
  await registerHttp(app, options, env, store);
  return app;
}
