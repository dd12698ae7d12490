import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app';
import { loadEnv } from '../../packages/server/src/env';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookingBody, newKey } from './support/fixtures';
import { type TestDatabase, createTestDatabase } from './support/test-db';
import { memoryMailer, testClock } from './support/test-app';

/** Two app instances (as two server processes would be) on one database, each with its own mailer. */
let db: TestDatabase;
const nodes: { app: FastifyInstance; mailer: ReturnType<typeof memoryMailer> }[] = [];
const clock = testClock();

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const mailer = memoryMailer();
    const app = await buildApp({
      env: loadEnv({
        PUBLIC_URL: 'http://127.0.0.1:4000',
        LOG_LEVEL: 'silent',
        OUTBOX_DIR: '/tmp/parking-test-outbox',
      }),
      database: db.database,
      clock: () => clock.now,
      mailer,
      logger: false,
      cache: { catalogMs: 0, statsMs: 0, partnersMs: 0, availabilityMs: 0 },
      sweepIntervalMs: false,
      rateLimit: { max: 10_000, timeWindowMs: 60_000 },
      staticDirs: { siteDir: '/nonexistent/site', widgetDir: '/nonexistent/widget' },
    });
    nodes.push({ app, mailer });
  }
});
afterAll(async () => {
  for (const node of nodes) await node.app.close();
  await db.dispose();
});

describe('background jobs on one database shared by two app instances', () => {
  it('run once: 24 confirmation emails, each sent by exactly one instance', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const references: string[] = [];
    for (let i = 0; i < 24; i++) {
      const node = i % 2 ? a : b;
      const res = await node.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        payload: bookingBody({
          criteria: { entryDate: `2027-10-${String(1 + i).padStart(2, '0')}`, exitDate: '2027-10-28' },
        }),
        headers: { 'idempotency-key': newKey() },
      });
      expect(res.statusCode).toBe(201);
      references.push(res.json().reference);
      const sessionId = new URL(res.json().checkoutUrl).pathname.split('/').pop()!;
      const row = (await node.app.services.confirmations.bySession(sessionId))!;
      expect(await node.app.services.fulfilment.fulfil(row.id)).toBe('confirmed');
    }
    await Promise.all([sweepOnce(a.app.services), sweepOnce(b.app.services), sweepOnce(a.app.services)]);
    const sent = [...a.mailer.sent, ...b.mailer.sent].map((m) => references.find((r) => m.subject.includes(r)));
    expect(sent.sort()).toEqual([...references].sort());
  });
});
