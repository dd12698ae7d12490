import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDatabaseFault } from './support/audit-fault';
import { bookingBody, newKey } from './support/fixtures';
import { MARKED_DETAILS, markedIn } from './support/marked-traveller';
import { type TestApp, createTestApp } from './support/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
  // A constraint that only this traveller breaks: the booking insert fails inside the database, with
  // the row (and drizzle's parameters) in the error.
  await t.db.database.db.execute(
    sql.raw(`ALTER TABLE bookings ADD CONSTRAINT test_refuse_zed CHECK (details->>'firstName' <> 'Zedekiah')`),
  );
  markDatabaseFault(t.db.database.db);
});
afterAll(() => t.close());

describe('logs hold no personal data', () => {
  it('a database error on a booking logs the failure without the traveller', async () => {
    const body = bookingBody({ details: MARKED_DETAILS });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: body,
      headers: { 'idempotency-key': newKey(), authorization: 'Bearer secret-token', cookie: 'sid=cookie-secret' },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    // The failure itself is logged, with what an operator needs to find it.
    if (process.env.SHOW_LOG) console.log(log);
    expect(log).toContain('"msg":"request failed"');
    expect(log).toContain('test_refuse_zed');
    expect(markedIn(log)).toEqual([]);
    for (const value of ['secret-token', 'cookie-secret']) expect(log).not.toContain(value);
    // Neither the SQL text nor its parameters.
    expect(log).not.toMatch(/insert into|params:/i);
  });

  it('checkout session ids and every query value are redacted from logged URLs', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/v1/checkout/cs_test_a1b2c3d4e5' });
    await t.app.inject({ method: 'GET', url: '/api/v1/demo-checkout/demo_0123456789abcdef' });
    await t.app.inject({ method: 'GET', url: '/booking/success?session_id=cs_live_zzz999&q=x' });
    const log = lines.join('');
    expect(log).toContain('/api/v1/checkout/[redacted]');
    expect(log).toContain('/booking/success?session_id=[redacted]&q=[redacted]');
    for (const id of ['cs_test_a1b2c3d4e5', 'demo_0123456789abcdef', 'cs_live_zzz999']) expect(log).not.toContain(id);
  });
});
