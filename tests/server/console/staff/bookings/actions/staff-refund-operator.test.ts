import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { formatGBP } from '@parking/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookings,
  operatorEvents,
  partners,
  providerWebhooks,
} from '../../../../../../packages/server/src/db/schema/index';
import { streamChanges } from '../../../../../../packages/server/src/modules/console/operator/board/service-live';
import { outboxMailer } from '../../../../../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../../../../../packages/server/src/services/sweeper';
import { seedOrganization, seedUser, signIn } from '../../../../support/console';
import { payDemo } from '../../../../support/demo-pay';
import { bookingBody, newKey } from '../../../../support/fixtures';
import { bookAndPay } from '../../../../support/manage';
import { type TestApp, createTestApp } from '../../../../support/test-app';
import { selfSignedCert, startReceiver } from '../../../../support/webhook-receiver';

const PROVIDER = 'luton-park-and-fly';
const TEST_KEY = 'pk_test_r24r24r24r24r24r24r24r24';
const outbox = join(tmpdir(), `parking-staff-refund-outbox-${process.pid}`);
const tls = selfSignedCert();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: TestApp;
let cookie = '';
const db = () => t.db.database.db;

beforeAll(async () => {
  receiver = await startReceiver(tls);
  t = await createTestApp({
    mailer: outboxMailer(outbox),
    webhookHooks: {
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      allow: [`receiver.test:${receiver.port}`],
      ca: tls.cert,
    },
  });
  await seedOrganization(db(), 'staff', 'staff');
  await seedOrganization(db(), 'pt-r24', 'partner');
  await seedUser(db(), { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await db()
    .insert(partners)
    .values({
      id: 'wk_r24test',
      key: TEST_KEY,
      name: 'Test key',
      allowedOrigins: ['http://localhost:*'],
      organizationId: 'pt-r24',
      mode: 'test',
    });
  await db()
    .insert(providerWebhooks)
    .values({
      providerId: PROVIDER,
      url: `https://receiver.test:${receiver.port}/hooks`,
      secret: 'whsec_r24',
      createdAt: new Date(),
    });
  cookie = (await signIn(t.app, 'support')).cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  rmSync(outbox, { recursive: true, force: true });
});

const eventsOf = (bookingId: string) =>
  db().select().from(operatorEvents).where(eq(operatorEvents.bookingId, bookingId)).orderBy(asc(operatorEvents.seq));
const emailOf = (eventId: string) => {
  const file = readdirSync(outbox).find((f) => f.startsWith(`operator.${eventId}@`));
  return file ? readFileSync(join(outbox, file), 'utf8') : undefined;
};
/** Quoted-printable bytes (=C2=A3) as UTF-8 text. */
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=([0-9A-F]{2})/g, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
/** The Subject header, its RFC 2047 encoded words decoded. */
const subjectOf = (raw: string) => {
  const folded = /^Subject: (.*(?:\n .*)*)/m.exec(raw)![1]!.replace(/\?=\s+=\?/g, '?==?');
  return folded.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) => qp(q.replace(/_/g, ' ')));
};
/** The message's parts, quoted-printable decoded (soft line breaks joined). */
const bodyOf = (raw: string) => qp(raw.replace(/=\r?\n/g, ''));
const refund = (reference: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/staff/bookings/${reference}/refund`,
    headers: { cookie, origin: 'http://127.0.0.1:4000', 'idempotency-key': newKey() },
    payload: { amount, reason: 'goodwill', notifyTraveller: false },
  });

/** What the day board's live stream sends for the car park from the start of its log (its first read). */
async function boardChanges(): Promise<unknown[]> {
  const written: string[] = [];
  const res = {
    destroyed: false,
    writableEnded: false,
    write: (chunk: string) => written.push(chunk),
    once: () => res,
    end: () => void (res.writableEnded = true),
  };
  const stream = streamChanges(t.app.ctx, res as unknown as ServerResponse, PROVIDER, 0, () => undefined);
  await vi.waitFor(() => expect(written.length).toBeGreaterThan(0));
  stream.end();
  return written.map((m) => JSON.parse(/^data: (.*)$/m.exec(m)![1]!));
}

describe('a staff refund tells the operator', () => {
  it('one booking.refunded event on a confirmed booking: one email ("Refund on booking", the new amount), one webhook', async () => {
    const { row } = await bookAndPay(t, { criteria: { entryDate: '2026-12-01', exitDate: '2026-12-05' } });
    const res = await refund(row.reference, 500);
    expect(res.statusCode).toBe(200);
    const events = await eventsOf(row.id);
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.refunded']);
    const refunded = events[1]!;
    expect(refunded.payload).toMatchObject({
      type: 'booking.refunded',
      booking: { reference: row.reference, status: 'confirmed', amount: row.amount - 500 },
    });

    await sweepOnce(t.app, { skipBackoff: true });
    const email = emailOf(refunded.id)!;
    expect(subjectOf(email)).toBe(`Refund on booking ${row.reference} · Tue 1 Dec 10:00`);
    expect(bodyOf(email)).toContain(`Amount: ${formatGBP(row.amount - 500)}`);
    const hooks = receiver.received.filter((r) => r.headers['parking-event-id'] === refunded.id);
    expect(hooks).toHaveLength(1);
    expect(JSON.parse(hooks[0]!.body)).toMatchObject({
      id: refunded.id,
      type: 'booking.refunded',
      booking: { reference: row.reference, amount: row.amount - 500 },
    });

    // A second refund: a second event, its amount after both.
    expect((await refund(row.reference, 300)).statusCode).toBe(200);
    const after = await eventsOf(row.id);
    expect(after.map((e) => e.type)).toEqual(['booking.created', 'booking.refunded', 'booking.refunded']);
    expect((after[2]!.payload as { booking: { amount: number } }).booking.amount).toBe(row.amount - 800);
    // The day board is unaffected: its live stream carries the booking's creation, never the refunds.
    expect(await boardChanges()).toEqual([
      { type: 'booking.created', reference: row.reference, eventId: events[0]!.id },
    ]);
  });

  it('nothing for a test booking: no event, email or webhook', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({ criteria: { entryDate: '2026-12-08', exitDate: '2026-12-09' } }),
      headers: { 'idempotency-key': newKey(), 'x-partner-key': TEST_KEY, origin: 'http://localhost:5173' },
    });
    expect(placed.statusCode).toBe(201);
    expect((await payDemo(t, placed.json().checkoutUrl)).statusCode).toBe(303);
    const [row] = await db().select().from(bookings).where(eq(bookings.reference, placed.json().reference));
    expect(row).toMatchObject({ test: true, status: 'confirmed' });

    expect((await refund(row!.reference, 200)).statusCode).toBe(200);
    await sweepOnce(t.app, { skipBackoff: true });
    expect(await eventsOf(row!.id)).toEqual([]);
    const operatorMail = readdirSync(outbox).filter((f) => f.startsWith('operator.'));
    expect(operatorMail.length).toBeGreaterThan(0);
    expect(operatorMail.some((f) => bodyOf(readFileSync(join(outbox, f), 'utf8')).includes(row!.reference))).toBe(
      false,
    );
    expect(receiver.received.some((r) => r.body.includes(row!.reference))).toBe(false);
  });
});
