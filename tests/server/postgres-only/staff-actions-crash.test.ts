import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../packages/server/src/db/client';
import { bookings } from '../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../support/console';
import { waitFor } from '../support/crash-restart';
import { startFakeStripe } from '../support/fake-stripe';
import { bookingBody, newKey } from '../support/fixtures';
import { freePorts, startServer, stopServer, useScratchPostgres } from '../support/server-process';
import { STRIPE_KEY, WEBHOOK_SECRET, deliverEvent, sessionEvent } from '../support/stripe-app';
import { createTestApp } from '../support/test-app';

// The real server process runs the refund job and is killed with SIGKILL while the fake Stripe holds the
// refund request (the provider makes the refund; we never hear); a second process on the same PostgreSQL
// database takes the job over. The staff member's request goes through an in-test app on the same database.
const root = mkdtempSync(join(tmpdir(), 'parking-staff-refund-crash-'));
const ports = await freePorts();
const db = useScratchPostgres('staffrefund', root);

/** A server process on the scratch database that refunds through the fake Stripe at `stripeUrl`. */
const start = (port: number, stripeUrl: string) =>
  startServer(port, {
    DATABASE_URL: db.url,
    OUTBOX_DIR: join(root, 'outbox'),
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeUrl,
  });

describe('kill -9 while a staff refund is at the provider', () => {
  it('after the restart there is exactly one refund at the provider, recorded done', { timeout: 180_000 }, async () => {
    const fake = await startFakeStripe();
    const first = await start(ports[0], fake.url);
    const database = openPostgres(db.url, 4);
    const t = await createTestApp({
      sharedDatabase: { database, dispose: async () => {} },
      envOverrides: { STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url },
    });
    await seedOrganization(database.db, 'staff', 'staff');
    await seedUser(database.db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
    const { cookie } = await signIn(t.app, 'support');

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({ criteria: { entryDate: '2027-06-01', exitDate: '2027-06-03' } }),
      headers: { 'idempotency-key': newKey() },
    });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, booked.json().reference));
    fake.complete(row!.sessionId!);
    const paid = sessionEvent('evt_crash_1', 'checkout.session.completed', {
      id: row!.sessionId,
      client_reference_id: row!.id,
    });
    expect((await deliverEvent(t, paid)).json().outcome).toBe('fulfilled');

    const release = fake.holdRefunds();
    const refund = { cookie, key: newKey() };
    const sendRefund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/console/staff/bookings/${row!.reference}/refund`,
        headers: { cookie: refund.cookie, origin: 'http://127.0.0.1:4000', 'idempotency-key': refund.key },
        payload: { amount: 700, reason: 'goodwill', notifyTraveller: false },
      });
    const res = await sendRefund();
    expect(res.statusCode).toBe(200);
    const refundCalls = () => fake.calls.filter((c) => c.path === '/v1/refunds');
    await waitFor(
      async () => refundCalls().length,
      (n) => n > 0,
      'the refund to reach the provider',
      90_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    // The provider carries out the refund it was asked for; the answer goes nowhere.
    release();
    const pending = await db.query(
      `SELECT refund_status FROM booking_events WHERE booking_id = $1 AND kind = 'refunded'`,
      [row!.id],
    );
    expect(pending.rows).toEqual([{ refund_status: 'pending' }]);

    const second = await start(ports[1], fake.url);
    const done = await waitFor(
      () =>
        db.query(
          `SELECT id, refund_status, refund_id FROM booking_events WHERE booking_id = $1 AND kind = 'refunded'`,
          [row!.id],
        ),
      (r) => r.rows[0]?.refund_status === 'done',
      'the refund recorded done',
      90_000,
    );
    expect(done.rows).toHaveLength(1);
    expect(done.rows[0].refund_id).toMatch(/^re_test_/);
    // Asked again after the restart, always under the event's one key: the provider made one refund.
    const keys = new Set(refundCalls().map((c) => c.headers['idempotency-key']));
    expect(refundCalls().length).toBeGreaterThanOrEqual(2);
    expect([...keys]).toEqual([`refund-${done.rows[0].id}`]);
    // The staff member, who never saw the outcome, sends the same refund again with its key: nothing new.
    const callsBefore = refundCalls().length;
    expect((await sendRefund()).statusCode).toBe(200);
    const after = await db.query(`SELECT id FROM booking_events WHERE booking_id = $1 AND kind = 'refunded'`, [
      row!.id,
    ]);
    expect(after.rows).toEqual([{ id: done.rows[0].id }]);
    expect(refundCalls().length).toBe(callsBefore);
    await stopServer(second);
    await t.close();
    await database.close();
    await fake.close();
  });
});
