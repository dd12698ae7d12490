import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookingBody, newKey } from './support/fixtures';
import { type TestDatabase, createTestDatabase } from './support/test-db';
import { type TestApp, createTestApp } from './support/test-app';

/** Two app instances (as two server processes would be) on one database, each with its own mailer. */
let db: TestDatabase;
const nodes: TestApp[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) nodes.push(await createTestApp({ sharedDatabase: db }));
});
afterAll(async () => {
  for (const node of nodes) await node.close();
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
      const row = (await node.app.confirmations.bySession(sessionId))!;
      expect(await node.app.fulfilment.fulfil(row.id)).toBe('confirmed');
    }
    await Promise.all([sweepOnce(a.app), sweepOnce(b.app), sweepOnce(a.app)]);
    const sent = [...a.mailer.sent, ...b.mailer.sent].map((m) => references.find((r) => m.subject.includes(r)));
    expect(sent.sort()).toEqual([...references].sort());
  });
});
