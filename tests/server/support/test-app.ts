import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../../packages/server/src/app';
import { type Env, loadEnv } from '../../../packages/server/src/env';
import type { Mailer } from '../../../packages/server/src/services/email/transport';
import { validatingInject } from './response-validation';
import { type TestDatabase, createTestDatabase } from './test-db';

/** A clock the test moves by hand. */
type TestClock = { now: Date; set(iso: string): void; advanceMinutes(m: number): void };

function testClock(iso = '2026-11-22T09:00:00Z'): TestClock {
  const clock: TestClock = {
    now: new Date(iso),
    set: (value) => void (clock.now = new Date(value)),
    advanceMinutes: (m) => void (clock.now = new Date(clock.now.getTime() + m * 60_000)),
  };
  return clock;
}

type Sent = { subject: string; to: string; text: string; html: string; attachments: string[]; messageId: string };

/**
 * A mailer that keeps messages in memory: travellers' and account emails in `sent`, the operators'
 * booking notifications (they carry `X-Parking-Event-Id`) apart in `operator`.
 */
function memoryMailer(): Mailer & { sent: Sent[]; operator: Sent[] } {
  const sent: Sent[] = [];
  const operator: Sent[] = [];
  return {
    sent,
    operator,
    async send(message) {
      const headers = message.headers && !Array.isArray(message.headers) ? message.headers : {};
      ('X-Parking-Event-Id' in headers ? operator : sent).push({
        subject: String(message.subject),
        to: String(message.to),
        text: String(message.text),
        html: String(message.html),
        attachments: (message.attachments ?? []).map((a) => String(a.filename)),
        messageId: String(message.messageId),
      });
      return 'memory';
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  db: TestDatabase;
  clock: TestClock;
  mailer: ReturnType<typeof memoryMailer>;
  close: () => Promise<void>;
};

/** The app on a throwaway database, with a hand-moved clock, an in-memory mailer and no caches. */
export async function createTestApp(
  options: Partial<BuildAppOptions> & {
    envOverrides?: Record<string, string>;
    /** A database another app also runs on (as two server processes would); not disposed on close. */
    sharedDatabase?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const { envOverrides, sharedDatabase, ...rest } = options;
  const db = sharedDatabase ?? (await createTestDatabase());
  const clock = testClock();
  const mailer = memoryMailer();
  const env: Env = loadEnv({
    PUBLIC_URL: 'http://127.0.0.1:4000',
    LOG_LEVEL: 'silent',
    OUTBOX_DIR: '/tmp/parking-test-outbox',
    // A busy test machine stalls the event loop; load shedding is tested on its own (back-pressure.test.ts).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...envOverrides,
  });
  const app = await buildApp({
    env,
    database: db.database,
    clock: () => clock.now,
    mailer,
    logger: false,
    cache: { catalogMs: 0, statsMs: 0, partnersMs: 0, availabilityMs: 0 },
    sweepIntervalMs: false,
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    searchRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    staticDirs: { siteDir: '/nonexistent/site', widgetDir: '/nonexistent/widget' },
    ...rest,
  });
  // Every answer is checked against the OpenAPI document: an undocumented status, media type or shape fails.
  validatingInject(app, db.database.db, {
    documentKey: rest.routes ? undefined : env.STRIPE_SECRET_KEY ? 'stripe' : 'plain',
    crashes: rest.idempotencyFault !== undefined,
  });
  return {
    app,
    db,
    clock,
    mailer,
    close: async () => {
      await app.close();
      if (!sharedDatabase) await db.dispose();
    },
  };
}
