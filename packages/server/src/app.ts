import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { type Database, openDatabase } from './db/client';
import { seed } from './db/seed/index';
import { type Env, loadEnv } from './env';
import { corsPlugin } from './plugins/cors';
import { errorsPlugin } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { DEFAULT_BOOKING_RATE_LIMIT, type RateLimitOptions, rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { staticSitePlugin } from './plugins/static-site';
import { apiRoutes } from './routes/index';
import type { Clock } from './services/context';
import { type Mailer, mailerFromEnv } from './services/email/transport';
import { type CacheOptions, type Services, createServices } from './services/index';
import type { PaymentGateway } from './services/payments/gateway';
import { gatewayFromEnv } from './services/payments/from-env';
import { startSweeper } from './services/sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services; routes call these and never the database. */
    services: Services;
    /** Limits for the booking routes' `config.rateLimit`. */
    bookingRateLimit: RateLimitOptions;
  }
}

/** What tests (and server.ts) can inject; everything defaults to the real thing. */
export type BuildAppOptions = {
  env?: Env;
  /** An open database; without one the app opens (and on close, closes) the one the env names. */
  database?: Database;
  clock?: Clock;
  logger?: boolean | { level: string };
  rateLimit?: RateLimitOptions;
  cache?: CacheOptions;
  payments?: PaymentGateway;
  mailer?: Mailer;
  /** Booking references (tests force collisions). */
  newReference?: () => string;
  /** How often expired holds are released; `false` turns the timer off (tests call sweepOnce). */
  sweepIntervalMs?: number | false;
  /** Extra route plugins under /api/v1 (e.g. content routes added later). */
  routes?: FastifyPluginAsync[];
  /** Built site and widget folders (default: `dist/site`, `dist/widget` at the repo root). */
  staticDirs?: { siteDir: string; widgetDir: string };
};

const repoDist = (name: string) => fileURLToPath(new URL(`../../../dist/${name}`, import.meta.url));

/** Builds the Fastify app (no listen): database migrated and seeded, plugins and routes registered. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv();
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses are built from core types already; plain JSON keeps the hot search path fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const database =
    options.database ?? (await openDatabase(env, (err) => app.log.warn({ err }, 'database client error')));
  try {
    await database.migrate();
    await seed(database.db);
  } catch (err) {
    // A failed boot must not leave the data folder locked or a pool open.
    if (!options.database) await database.close();
    throw err;
  }

  const ctx = { db: database.db, env, clock: options.clock ?? (() => new Date()), log: app.log };
  const deps = {
    payments: options.payments ?? gatewayFromEnv(env),
    mailer: options.mailer ?? mailerFromEnv(env),
    ...(options.newReference ? { newReference: options.newReference } : {}),
  };
  const services = createServices(ctx, deps, options.cache);
  app.decorate('services', services);
  app.decorate('bookingRateLimit', options.rateLimit ?? DEFAULT_BOOKING_RATE_LIMIT);
  const stopSweeper =
    options.sweepIntervalMs === false ? () => {} : startSweeper(services, options.sweepIntervalMs ?? 60_000);
  // One hook, in this order: nothing may touch the database after it is closed.
  app.addHook('onClose', async () => {
    stopSweeper();
    await services.stats.flush().catch((err: unknown) => app.log.warn({ err }, 'could not write search views'));
    if (!options.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(corsPlugin, { partners: services.partners });
  await app.register(rateLimitPlugin);
  await app.register(openApiPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(
    async (api) => {
      for (const plugin of [...apiRoutes, ...(options.routes ?? [])]) await api.register(plugin);
    },
    { prefix: '/api/v1' },
  );
  await app.register(
    staticSitePlugin,
    options.staticDirs ?? { siteDir: repoDist('site'), widgetDir: repoDist('widget') },
  );
  return app;
}
