import type { StaffBooking } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../../../../packages/server/src/db/schema/index';
import type { Mailer } from '../../../../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../../../../packages/server/src/services/sweeper';
import { bookAndPayDemo } from '../../../support/demo-pay';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
let cookie = '';
/** The mail transport: accepts every message, or (while `down`) refuses it as a mail server would. */
const transport = { down: false, accepted: 0 };
const mailer: Mailer = {
  async send() {
    if (transport.down) throw Object.assign(new Error('421 service not available'), { code: 'ECONNECTION' });
    transport.accepted++;
    return 'accepted';
  },
};

beforeAll(async () => {
  t = await createTestApp({ mailer });
  const db = t.db.database.db;
  await seedOrganization(db, 'staff', 'staff');
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  cookie = (await signIn(t.app, 'support')).cookie;
  // The car park's bookings address: where its emails go.
  await db.update(providers).set({ bookingsEmail: 'desk@luton.example' }).where(eq(providers.id, 'luton-park-and-fly'));
}, 120_000);

afterAll(async () => {
  await t.close();
});

const page = async (reference: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/console/staff/bookings/${reference}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<StaffBooking>();
};
const resend = (reference: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/staff/bookings/${reference}/resend`,
    headers: { cookie, origin: 'http://127.0.0.1:4000' },
    payload: { email: 'confirmation' },
  });
const book = async (entryDate: string) =>
  (await bookAndPayDemo(t, { criteria: { entryDate, exitDate: '2027-03-20' } })).reference;
const lines = (b: StaffBooking) =>
  b.emails.map((e) => `${e.kind}${e.resent ? ' (again)' : ''} → ${e.recipient ?? '—'}: ${e.status}`);

/** A contact message naming the booking, sent through the public form, and our staff's reply to it. */
async function replyToContact(reference: string, email: string) {
  const csrf = await t.app.inject('/api/v1/csrf-token');
  const jar = String(csrf.headers['set-cookie']).split(';')[0]!;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    headers: { 'x-csrf-token': csrf.json().token, cookie: jar },
    payload: { name: 'Ada Lovelace', email, subject: 'My booking', message: `About ${reference}: can I come earlier?` },
  });
  expect(sent.statusCode).toBe(201);
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/v1/console/staff/messages/${sent.json().data.id}/reply`,
    headers: { cookie, origin: 'http://127.0.0.1:4000' },
    payload: { body: 'Yes, any time after 8.' },
  });
  expect(reply.statusCode).toBe(200);
}

describe('the staff booking page lists every email we hold, each with its status', () => {
  it('after a booking, a resend and replies to contact messages: each email, its recipient, queued and sent', async () => {
    t.clock.set('2026-11-22T09:00:00Z');
    const reference = await book('2027-03-01');
    const queued = await page(reference);
    expect(lines(queued)).toEqual(['confirmation → traveller: queued', 'operator-new → car-park: queued']);
    expect(queued.emails[0]).toMatchObject({ queuedAt: '2026-11-22T09:00:00.000Z', sentAt: null, failedAttempts: 0 });
    await sweepOnce(t.app);
    t.clock.set('2026-11-22T10:00:00Z');
    expect((await resend(reference)).statusCode).toBe(200);
    t.clock.set('2026-11-22T11:00:00Z');
    await replyToContact(reference, 'ada@example.com');
    t.clock.set('2026-11-22T11:30:00Z');
    await replyToContact(reference, 'someone.else@example.com');
    await sweepOnce(t.app);
    const b = await page(reference);
    expect(lines(b)).toEqual([
      'confirmation → traveller: sent',
      'operator-new → car-park: sent',
      'confirmation (again) → traveller: sent',
      'contact-reply → traveller: sent',
      'contact-reply → —: sent',
    ]);
    expect(b.emails[0]).toMatchObject({ queuedAt: '2026-11-22T09:00:00.000Z', sentAt: '2026-11-22T09:00:00.000Z' });
    expect(b.emails[1]).toMatchObject({ queuedAt: '2026-11-22T09:00:00.000Z', failedAttempts: 0 });
    expect(b.emails[2]).toMatchObject({ queuedAt: '2026-11-22T10:00:00.000Z', failedAttempts: 0 });
    expect(b.emails[2]!.sentAt).not.toBeNull();
    expect(b.emails[3]).toMatchObject({ queuedAt: '2026-11-22T11:00:00.000Z', sentAt: '2026-11-22T11:30:00.000Z' });
    // A role only: no address beyond the traveller's own, which the page shows already.
    expect(JSON.stringify(b.emails)).not.toMatch(/@/);
    // The timeline is as it was: the resend is still its "Email sent again" entry.
    expect(b.timeline.filter((e) => e.summary === 'Email sent again')).toHaveLength(1);
  });

  it('a send the mail transport refuses is retrying with its failed attempts, then failed once the job gives up', async () => {
    t.clock.set('2026-11-22T12:00:00Z');
    transport.down = true;
    const reference = await book('2027-03-02');
    expect((await resend(reference)).statusCode).toBe(200);
    await sweepOnce(t.app);
    const retrying = await page(reference);
    expect(retrying.emails.map((e) => [e.kind, e.resent, e.status, e.failedAttempts, e.sentAt])).toEqual([
      ['confirmation', false, 'retrying', 1, null],
      ['confirmation', true, 'retrying', 1, null],
      ['operator-new', false, 'retrying', 1, null],
    ]);
    // Ten retries after the first attempt (services/jobs/queue.ts), then the job gives up.
    for (let i = 0; i < 12; i++) await sweepOnce(t.app, { skipBackoff: true });
    const failed = await page(reference);
    expect(failed.emails.map((e) => [e.kind, e.resent, e.status, e.failedAttempts, e.sentAt])).toEqual([
      ['confirmation', false, 'failed', 11, null],
      ['confirmation', true, 'failed', 11, null],
      ['operator-new', false, 'failed', 11, null],
    ]);
    transport.down = false;
  });
});
