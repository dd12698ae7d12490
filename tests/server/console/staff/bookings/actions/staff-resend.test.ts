import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESENDABLE_EMAILS, type ResendableEmail, type StaffBooking } from '@parking/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookingEvents,
  bookings,
  contactMessages,
  contactReplies,
  handovers,
  reviews,
} from '../../../../../../packages/server/src/db/schema/index';
import { outboxMailer } from '../../../../../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../../../../../packages/server/src/services/sweeper';
import { seedOrganization, seedUser, signIn } from '../../../../support/console';
import { bookAndPayDemo } from '../../../../support/demo-pay';
import { outboxFiles, readableMessage } from '../../../../support/outbox';
import { type TestApp, createTestApp } from '../../../../support/test-app';

// Support sends any email we send a traveller again (RESENDABLE_EMAILS): through the email jobs to the
// outbox, about the booking's latest event of the kind, audited; refused (409, nothing queued or
// audited) for an email the booking never had.
const outbox = mkdtempSync(join(tmpdir(), 'parking-staff-resend-outbox-'));
let t: TestApp;
let cookie = '';
const db = () => t.db.database.db;
const at = (hour: number) => new Date(Date.UTC(2026, 10, 22, hour));

beforeAll(async () => {
  t = await createTestApp({ mailer: outboxMailer(outbox) });
  await seedOrganization(db(), 'staff', 'staff');
  await seedUser(db(), { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  cookie = (await signIn(t.app, 'support')).cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(outbox, { recursive: true, force: true });
});

const resend = (reference: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/staff/bookings/${reference}/resend`,
    headers: { cookie, origin: 'http://127.0.0.1:4000' },
    payload: { email },
  });
const rowOf = async (reference: string) =>
  (await db().select().from(bookings).where(eq(bookings.reference, reference)))[0]!;
const resentEntries = (reference: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.email-resent'), eq(auditLog.targetId, reference)))
    .orderBy(auditLog.id);
const queuedEmails = async () =>
  (
    (await db().execute(sql`select count(*)::int as n from pgboss.job where name = 'booking-email'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
/** The messages of a kind sent again for `reference`, as read from the outbox. */
const resentMessages = (kind: ResendableEmail, reference: string) =>
  outboxFiles(outbox)
    .filter((f) => f.startsWith(`${kind}.resent-`) && f.includes(reference))
    .map((f) => readableMessage(outbox, f));

/** A booking with one or more of every event an email is about: amendments, staff refunds, handovers, a reply, a hidden review. */
async function bookingWithHistory(): Promise<string> {
  const { reference } = await bookAndPayDemo(t, { criteria: { entryDate: '2027-03-01', exitDate: '2027-03-05' } });
  await sweepOnce(t.app);
  const row = await rowOf(reference);
  const event = (id: string, hour: number, kind: 'amended' | 'refunded', extra: object = {}) => ({
    id,
    bookingId: row.id,
    at: at(hour),
    kind,
    summary: kind === 'amended' ? `Dates changed (${id})` : 'Refund to the card you paid with',
    ...extra,
  });
  const refund = { actorKind: 'staff', actorId: 'support', reason: 'goodwill', refundStatus: 'done' as const };
  await db()
    .insert(bookingEvents)
    .values([
      event('ev-amend-1', 10, 'amended'),
      event('ev-amend-2', 11, 'amended'),
      event('ev-refund-1', 12, 'refunded', { ...refund, amount: -300 }),
      event('ev-refund-2', 13, 'refunded', { ...refund, amount: -550 }),
    ]);
  const handover = (id: string, kind: 'check-in' | 'check-out', hour: number, mileage: number) => ({
    id,
    bookingId: row.id,
    providerId: row.providerId,
    kind,
    registration: 'AB12CDE',
    at: at(hour),
    staffUserId: 'desk',
    staffName: 'Dee Desk',
    mileage,
    createdAt: at(hour),
    emailSentAt: at(hour),
  });
  await db()
    .insert(handovers)
    .values([handover('ho-in', 'check-in', 14, 12000), handover('ho-out', 'check-out', 15, 12042)]);
  await db()
    .insert(contactMessages)
    .values({
      id: 'msg-resend',
      name: 'Ada Lovelace',
      email: row.email,
      subject: 'Earlier drop-off',
      message: `About ${reference}: can I come earlier?`,
      createdAt: at(16),
      bookingId: row.id,
    });
  await db()
    .insert(contactReplies)
    .values([
      { id: 'reply-1', messageId: 'msg-resend', authorId: 'support', body: 'First answer.', createdAt: at(16) },
      { id: 'reply-2', messageId: 'msg-resend', authorId: 'support', body: 'Yes, from 8.', createdAt: at(17) },
    ]);
  await db()
    .insert(reviews)
    .values({
      id: 'rv-resend',
      bookingId: row.id,
      rating: 1,
      text: 'Rude words',
      createdAt: at(18),
      hiddenAt: at(19),
      hiddenReason: 'It names a member of staff',
    });
  await db()
    .update(bookings)
    .set({ reviewInviteSentAt: at(18) })
    .where(eq(bookings.id, row.id));
  return reference;
}

/** What each email sent again must say, for the booking of `bookingWithHistory`. */
const EXPECTED: Partial<Record<ResendableEmail, [RegExp, string | undefined]>> = {
  confirmation: [/Subject: Booking confirmed:/, undefined],
  amendment: [/Subject: Booking changed:/, 'ev-amend-2'],
  'staff-refund': [/We are refunding £5\.50/, 'ev-refund-2'],
  'checked-in': [/checked in your car AB12CDE.*Mileage in: 12,000 miles/s, 'ho-in'],
  'checked-out': [/returned your car AB12CDE/, 'ho-out'],
  'review-invite': [/Subject: How was your parking\?/, undefined],
  'review-hidden': [/Our reason: It names a member of staff/, 'rv-resend'],
  'contact-reply': [/Subject: Re: Earlier drop-off[\s\S]*Yes, from 8\./, 'reply-2'],
};

describe('support sends any traveller email again', () => {
  it('lists every kind we send a traveller', () => {
    expect([...RESENDABLE_EMAILS].sort()).toEqual(
      [
        'amendment',
        'cancellation',
        'checked-in',
        'checked-out',
        'confirmation',
        'contact-reply',
        'refund',
        'review-hidden',
        'review-invite',
        'staff-refund',
      ].sort(),
    );
  });

  it('sends each again through the outbox, about the latest of its kind, audited with what it was about', async () => {
    const reference = await bookingWithHistory();
    for (const [kind, [says, aboutId]] of Object.entries(EXPECTED) as [ResendableEmail, [RegExp, string?]][]) {
      const res = await resend(reference, kind);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(res.json().done).toMatch(/is on its way again/);
      await sweepOnce(t.app, { skipBackoff: true });
      const sent = resentMessages(kind, reference);
      expect(sent, kind).toHaveLength(1);
      expect(sent[0], kind).toMatch(says);
      expect(sent[0], kind).toMatch(/^To: .*ada@example\.com/m);
      const entry = (await resentEntries(reference)).at(-1)!;
      expect(entry, kind).toMatchObject({
        actorKind: 'staff',
        actorId: 'support',
        changes: {
          email: { before: null, after: kind },
          ...(aboutId ? { about: { before: null, after: aboutId } } : {}),
        },
      });
    }
    expect((await resentEntries(reference)).length).toBe(Object.keys(EXPECTED).length);
    // The booking page lists each as sent again, by the kind it shows (a staff refund's is a refund's).
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/console/staff/bookings/${reference}`,
      headers: { cookie },
    });
    const again = page.json<StaffBooking>().emails.filter((e) => e.resent);
    expect(again.map((e) => `${e.kind} → ${e.recipient}: ${e.status}`).sort()).toEqual(
      [
        'amendment → traveller: sent',
        'check-in → traveller: sent',
        'check-out → traveller: sent',
        'confirmation → traveller: sent',
        'contact-reply → traveller: sent',
        'refund → traveller: sent',
        'review-hidden → traveller: sent',
        'review-invite → traveller: sent',
      ].sort(),
    );
  });

  it('sends a cancelled booking its cancellation, and a booking refunded for want of spaces its refund', async () => {
    const cancelled = (await bookAndPayDemo(t, { criteria: { entryDate: '2027-04-01', exitDate: '2027-04-03' } }))
      .reference;
    const row = await rowOf(cancelled);
    await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, row.id));
    await db()
      .insert(bookingEvents)
      .values({ id: 'ev-cancel', bookingId: row.id, at: at(20), kind: 'cancelled', summary: 'Cancelled' });
    expect((await resend(cancelled, 'cancellation')).statusCode).toBe(200);
    const refunded = (await bookAndPayDemo(t, { criteria: { entryDate: '2027-04-05', exitDate: '2027-04-07' } }))
      .reference;
    await db().update(bookings).set({ status: 'refunded' }).where(eq(bookings.reference, refunded));
    expect((await resend(refunded, 'refund')).statusCode).toBe(200);
    await sweepOnce(t.app, { skipBackoff: true });
    expect(resentMessages('cancellation', cancelled)).toEqual([expect.stringMatching(/Subject: Booking cancelled:/)]);
    expect(resentMessages('refund', refunded)).toEqual([
      expect.stringMatching(/Subject: Booking not confirmed, payment refunded:/),
    ]);
  });

  it('refuses an email the booking never had: 409 naming why, nothing queued, nothing audited', async () => {
    const { reference } = await bookAndPayDemo(t, { criteria: { entryDate: '2027-05-01', exitDate: '2027-05-03' } });
    await sweepOnce(t.app);
    const jobs = await queuedEmails();
    const refusals: Record<string, RegExp> = {
      amendment: /no amendment/,
      cancellation: /not cancelled/,
      refund: /not refunded/,
      'staff-refund': /no refund by our staff/,
      'checked-in': /no check-in/,
      'checked-out': /no check-out/,
      'review-invite': /not been invited to review/,
      'review-hidden': /no hidden review/,
      'contact-reply': /No reply of ours/,
    };
    for (const [kind, why] of Object.entries(refusals)) {
      const res = await resend(reference, kind);
      expect(res.statusCode, kind).toBe(409);
      expect(res.json().error, kind).toMatchObject({ code: 'CHANGE_NOT_ALLOWED', message: expect.stringMatching(why) });
    }
    expect((await resend(reference, 'newsletter')).statusCode).toBe(400);
    expect(await queuedEmails()).toBe(jobs);
    expect(await resentEntries(reference)).toEqual([]);
  });
});
