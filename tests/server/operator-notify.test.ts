import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  operatorDeliveries,
  operatorEvents,
  providerWebhooks,
  providers,
} from '../../packages/server/src/db/schema/index';
import { outboxMailer } from '../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { seedOrganization, seedUser } from './support/console';
import { bookingBody, newKey } from './support/fixtures';
import { amendBody, bookAndPay, manageCall } from './support/manage';
import { type TestApp, createTestApp } from './support/test-app';
import { selfSignedCert, startReceiver, verifySignature } from './support/webhook-receiver';

const PROVIDER = 'luton-park-and-fly';
const SECRET = 'whsec_test_0123456789abcdef';
const outbox = join(tmpdir(), `parking-operator-outbox-${process.pid}`);
const tls = selfSignedCert();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: TestApp;
const db = () => t.db.database.db;

beforeAll(async () => {
  receiver = await startReceiver(tls);
  t = await createTestApp({
    mailer: outboxMailer(outbox),
    // receiver.test resolves (in the test, no network) to the receiver on 127.0.0.1, allowed as a test receiver.
    webhookHooks: {
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      allow: [`receiver.test:${receiver.port}`],
      ca: tls.cert,
    },
  });
  await seedOrganization(db(), 'op-notify', 'operator');
  await seedUser(db(), { id: 'notify-owner', organizationId: 'op-notify', role: 'owner' });
  await db().update(providers).set({ organizationId: 'op-notify' }).where(eq(providers.id, PROVIDER));
  await db()
    .insert(providerWebhooks)
    .values({
      providerId: PROVIDER,
      url: `https://receiver.test:${receiver.port}/hooks`,
      secret: SECRET,
      createdAt: new Date(),
    });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  rmSync(outbox, { recursive: true, force: true });
});

const eventsOf = (bookingId: string) =>
  db().select().from(operatorEvents).where(eq(operatorEvents.bookingId, bookingId)).orderBy(asc(operatorEvents.seq));
const emailOf = (eventId: string) =>
  readFileSync(
    join(
      outbox,
      readdirSync(outbox).find((f) => f.startsWith(`operator.${eventId}@`))!,
    ),
    'utf8',
  );
/** The Subject header, its RFC 2047 encoded words (quoted-printable UTF-8) decoded. */
const subjectOf = (raw: string) => {
  const folded = /^Subject: (.*(?:\n .*)*)/m.exec(raw)![1]!.replace(/\?=\s+=\?/g, '?==?');
  return folded.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) =>
    Buffer.from(
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
};
const stay = (entryDate: string, exitDate: string) => ({
  airportId: 'luton',
  entryDate,
  entryTime: '06:30',
  exitDate,
  exitTime: '10:00',
  noOfVehicles: 1,
});

describe('operator notifications', () => {
  it('a new, an amended and a cancelled booking: one event each, one email and one signed webhook each', async () => {
    const { row, token } = await bookAndPay(t, {
      criteria: { entryDate: '2026-12-01', exitDate: '2026-12-05', entryTime: '06:30' },
    });
    const body = amendBody(stay('2026-12-01', '2026-12-04'));
    const quote = (await manageCall(t, token, 'POST', 'amend/quote', body)).json().data;
    expect((await manageCall(t, token, 'POST', 'amend', { ...body, expectedAmount: quote.amount })).statusCode).toBe(
      200,
    );
    expect((await manageCall(t, token, 'POST', 'cancel', {})).statusCode).toBe(200);
    const events = await eventsOf(row.id);
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.amended', 'booking.cancelled']);
    await sweepOnce(t.app);

    for (const event of events) {
      const email = emailOf(event.id);
      expect(email).toMatch(new RegExp(`^X-Parking-Event-Id: ${event.id}$`, 'im'));
      expect(email).toMatch(new RegExp(`^Message-ID: <operator\\.${event.id}@127\\.0\\.0\\.1>`, 'm'));
      expect(email).toContain('To: notify-owner@tenancy.example');
    }
    expect(subjectOf(emailOf(events[0]!.id))).toBe(`New booking ${row.reference} · Tue 1 Dec 06:30`);
    expect(subjectOf(emailOf(events[1]!.id))).toBe(`Booking changed ${row.reference} · Tue 1 Dec 06:30`);
    expect(subjectOf(emailOf(events[2]!.id))).toBe(`Booking cancelled ${row.reference} · Tue 1 Dec 06:30`);

    // One request per event (in any order: deliveries are independent jobs), each carrying its event id.
    const mine = events.map((e) => {
      const got = receiver.received.filter((r) => r.headers['parking-event-id'] === e.id);
      expect(got).toHaveLength(1);
      return got[0]!;
    });
    for (const r of mine) {
      expect(verifySignature(SECRET, String(r.headers['parking-signature']), r.body, t.clock.now.getTime())).toBe(true);
      expect(
        verifySignature('wrong-secret', String(r.headers['parking-signature']), r.body, t.clock.now.getTime()),
      ).toBe(false);
      expect(r.host).toBe(`receiver.test:${receiver.port}`);
    }
    const created = JSON.parse(mine[0]!.body);
    expect(created).toMatchObject({
      id: events[0]!.id,
      type: 'booking.created',
      booking: {
        reference: row.reference,
        status: 'confirmed',
        carPark: { id: PROVIDER },
        dropOff: { date: '2026-12-01', time: '06:30' },
        vehicles: [{ registration: 'AB12CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
        traveller: { name: 'Ada Lovelace', phone: '+447700900123', email: 'ada@example.com' },
        passengers: 2,
        amount: row.amount,
        channel: 'site',
      },
    });
    expect(JSON.parse(mine[1]!.body).booking.pickUp).toEqual({ date: '2026-12-04', time: '10:00' });
    expect(JSON.parse(mine[2]!.body).booking.status).toBe('cancelled');

    const deliveries = await db().select().from(operatorDeliveries);
    const ofMine = deliveries.filter((d) => events.some((e) => e.id === d.eventId));
    expect(ofMine).toHaveLength(6);
    expect(ofMine.every((d) => d.status === 'delivered' && d.attempt === 1)).toBe(true);
    // Delivered: a second run sends nothing more.
    await sweepOnce(t.app, { skipBackoff: true });
    expect(receiver.received.filter((r) => JSON.parse(r.body).booking.reference === row.reference)).toHaveLength(3);
  });

  it('paid after its hold ran out: confirmed again and told as new, once, to the bookings address', async () => {
    await db().update(providers).set({ bookingsEmail: 'desk@luton-park.example' }).where(eq(providers.id, PROVIDER));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({ criteria: { entryDate: '2026-12-17', exitDate: '2026-12-19' } }),
      headers: { 'idempotency-key': newKey() },
    });
    const [row] = await db().select().from(bookings).where(eq(bookings.reference, res.json().reference));
    t.clock.advanceMinutes(31);
    await sweepOnce(t.app);
    t.clock.advanceMinutes(-31);
    expect((await db().select().from(bookings).where(eq(bookings.id, row!.id)))[0]!.status).toBe('expired');
    expect(await eventsOf(row!.id)).toEqual([]);
    // The payment lands late (the gateway's report, as the Stripe webhook and the demo Pay both call it).
    expect(await t.app.fulfilment.fulfil(row!.id)).toBe('confirmed');
    expect(await t.app.fulfilment.fulfil(row!.id)).toBe('already-confirmed');
    const events = await eventsOf(row!.id);
    expect(events.map((e) => e.type)).toEqual(['booking.created']);
    await sweepOnce(t.app);
    expect(emailOf(events[0]!.id)).toContain('To: desk@luton-park.example');
    await db().update(providers).set({ bookingsEmail: null }).where(eq(providers.id, PROVIDER));
  });

  it('a pending hold tells the operator nothing until it is paid', async () => {
    const count = async () => (await db().select().from(operatorEvents)).length;
    const n = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({ criteria: { entryDate: '2026-12-10', exitDate: '2026-12-12' } }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(201);
    const [pending] = await db().select().from(bookings).where(eq(bookings.reference, res.json().reference));
    expect(pending!.status).toBe('pending');
    expect(await count()).toBe(n);
  });
});
