import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSessions, bookings, partners, passkeys } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { cookieRequests } from './support/accounts';
import { seedOrganization, seedUser, signIn, snapshot } from './support/console';
import { bookingBody, newKey } from './support/fixtures';
import { passkeyCeremonies } from './support/passkey-ceremonies';
import { type StripeTestApp, deliverEvent, sessionEvent, startStripeApp } from './support/stripe-app';
import type { TestApp } from './support/test-app';
import { softwareAuthenticator } from './support/webauthn';

// A passkey's relying party must be a domain, so this app's PUBLIC_URL (and every write's Origin) is localhost.
const ORIGIN = 'http://localhost:4000';
let stripe: StripeTestApp;
let t: TestApp;
const keyOfSupport = softwareAuthenticator(ORIGIN);
const keyOfAdmin = softwareAuthenticator(ORIGIN);
const session: Record<string, { cookie: string; sessionId: string }> = {};

beforeAll(async () => {
  stripe = await startStripeApp({ PUBLIC_URL: ORIGIN });
  t = stripe.t;
  // better-auth lets a session enrol a passkey only within a day of its creation, by the real clock.
  t.clock.set(new Date().toISOString());
  const db = t.db.database.db;
  await seedOrganization(db, 'staff', 'staff');
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support' });
  await seedUser(db, { id: 'admin', organizationId: 'staff', role: 'admin' });
  await seedOrganization(db, 'deals', 'partner');
  await seedUser(db, { id: 'keyed-owner', organizationId: 'deals', role: 'owner', passkey: true });
  await seedOrganization(db, 'more-deals', 'partner');
  await seedUser(db, { id: 'plain-owner', organizationId: 'more-deals', role: 'owner' });
  await db.insert(partners).values([
    { id: 'wk_keyed', key: 'pk_test_keyed', name: 'Keyed', allowedOrigins: [], organizationId: 'deals' },
    { id: 'wk_plain', key: 'pk_test_plain', name: 'Plain', allowedOrigins: [], organizationId: 'more-deals' },
  ]);
  for (const id of ['support', 'admin', 'keyed-owner', 'plain-owner']) session[id] = await signIn(t.app, id);
  // Each staff member enrols a real passkey (better-auth's ceremony), as the account page does.
  expect((await ceremony.register(keyOfSupport, session.support!.cookie)).statusCode).toBe(200);
  expect((await ceremony.register(keyOfAdmin, session.admin!.cookie)).statusCode).toBe(200);
}, 120_000);
afterAll(() => stripe?.close());

const { get, post } = cookieRequests(() => t.app, ORIGIN);
const ceremony = passkeyCeremonies(() => t.app, ORIGIN);
const db = () => t.db.database.db;
const verifiedAt = async (who: string) =>
  (await db().select().from(authSessions).where(eq(authSessions.id, session[who]!.sessionId)))[0]?.passkeyVerifiedAt;

/** Books through Stripe and pays (the webhook). */
async function bookPaid() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate: '2027-05-03', exitDate: '2027-05-06' } }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await db().select().from(bookings).where(eq(bookings.reference, res.json().reference));
  stripe.fake.complete(row!.sessionId!);
  const event = sessionEvent(`evt_step_up_${row!.id}`, 'checkout.session.completed', {
    id: row!.sessionId,
    client_reference_id: row!.id,
  });
  expect((await deliverEvent(t, event)).json().outcome).toBe('fulfilled');
  await sweepOnce(t.app, { skipBackoff: true });
  return row!;
}

const refund = (reference: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/staff/bookings/${reference}/refund`,
    headers: { origin: ORIGIN, cookie: session.support!.cookie, 'idempotency-key': newKey() },
    payload: { amount: 500, reason: 'goodwill' },
  });
const refundCalls = (bookingId: string) =>
  stripe.fake.calls.filter((c) => c.path === '/v1/refunds' && c.form['metadata[bookingId]'] === bookingId);
const refundAudits = (reference: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, reference), eq(auditLog.action, 'booking.refunded')));
const sweep = async () => {
  await sweepOnce(t.app, { skipBackoff: true });
  await sweepOnce(t.app, { skipBackoff: true });
};

describe('step-up before a staff refund', () => {
  let row: Awaited<ReturnType<typeof bookPaid>>;
  let accepted: object;

  it('refuses a refund 10 minutes after the last passkey assertion: 403 STEP_UP_REQUIRED, nothing refunded', async () => {
    row = await bookPaid();
    t.clock.set(new Date(t.clock.now.getTime() + 10 * 60_000 + 1000).toISOString());
    const before = await snapshot(db());
    const res = await refund(row.reference);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STEP_UP_REQUIRED');
    const exported = await get(
      '/api/v1/console/staff/data-requests/export?email=a%40b.example',
      session.support!.cookie,
    );
    expect(exported.json().error.code).toBe('STEP_UP_REQUIRED');
    await sweep();
    expect(refundCalls(row.id)).toHaveLength(0);
    expect(await refundAudits(row.reference)).toHaveLength(0);
    expect(await snapshot(db())).toEqual(before);
  });

  it('lets the refund through, once, after a passkey assertion (the counter kept)', async () => {
    const [before] = await db().select().from(passkeys).where(eq(passkeys.userId, 'support'));
    const { assertion, answer } = await ceremony.stepUp(keyOfSupport, session.support!.cookie);
    expect(answer.statusCode).toBe(204);
    accepted = assertion;
    expect(await verifiedAt('support')).toEqual(t.clock.now);
    const [after] = await db().select().from(passkeys).where(eq(passkeys.userId, 'support'));
    expect(after!.counter).toBeGreaterThan(before!.counter);
    const me = await get('/api/v1/console/me', session.support!.cookie);
    expect(me.json().stepUpFreshUntil).toBe(new Date(t.clock.now.getTime() + 600_000).toISOString());
    expect((await refund(row.reference)).statusCode).toBe(200);
    await sweep();
    expect(refundCalls(row.id)).toHaveLength(1);
    expect(await refundAudits(row.reference)).toHaveLength(1);
  });

  it('refuses the same assertion again (400, already used), and the stale session stays refused', async () => {
    t.clock.advanceMinutes(11);
    const was = await verifiedAt('support');
    const replayed = await ceremony.confirm(session.support!.cookie, accepted);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toMatch(/already used/);
    expect(await verifiedAt('support')).toEqual(was);
    expect((await refund(row.reference)).json().error.code).toBe('STEP_UP_REQUIRED');
    await sweep();
    expect(refundCalls(row.id)).toHaveLength(1);
  });

  it("refuses an assertion made with another user's passkey, or for another session's challenge", async () => {
    const was = await verifiedAt('support');
    const options = await ceremony.stepUpOptions(session.support!.cookie);
    const theirs = await ceremony.confirm(session.support!.cookie, keyOfAdmin.assert(options.json()));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.message).toMatch(/not one of your account/);
    const forged = await ceremony.stepUpOptions(session.support!.cookie);
    const signedByOther = keyOfAdmin.assert(forged.json(), keyOfSupport.id);
    expect((await ceremony.confirm(session.support!.cookie, signedByOther)).statusCode).toBe(400);
    const elsewhere = await ceremony.stepUpOptions(session.admin!.cookie);
    const answered = await ceremony.confirm(session.support!.cookie, keyOfSupport.assert(elsewhere.json()));
    expect(answered.statusCode).toBe(400);
    expect(await verifiedAt('support')).toEqual(was);
  });

  it('refuses a challenge answered after 5 minutes, a malformed assertion, and options without a passkey', async () => {
    const options = await ceremony.stepUpOptions(session.support!.cookie);
    t.clock.advanceMinutes(6);
    const late = await ceremony.confirm(session.support!.cookie, keyOfSupport.assert(options.json()));
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/5 minutes/);
    const malformed = await ceremony.confirm(session.support!.cookie, { id: 'x', response: {} });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
    const none = await ceremony.stepUpOptions(session['plain-owner']!.cookie);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('PASSKEY_REQUIRED');
  });
});

describe('sessions the test helpers open for the refusals', () => {
  it('a link session is refused on staff routes; a passkey session without an assertion on step-up routes', async () => {
    const link = await signIn(t.app, 'support', { openedBy: 'link' });
    const listed = await get('/api/v1/console/staff/bookings', link.cookie);
    expect(listed.json().error.code).toBe('PASSKEY_SIGN_IN_REQUIRED');
    const unasserted = await signIn(t.app, 'support', { verifiedAt: null });
    expect((await get('/api/v1/console/staff/bookings', unasserted.cookie)).statusCode).toBe(200);
    const exported = await get('/api/v1/console/staff/data-requests/export?email=a%40b.example', unasserted.cookie);
    expect(exported.json().error.code).toBe('STEP_UP_REQUIRED');
  });
});

describe('step-up for operators and partners', () => {
  it('asks a partner owner who has a passkey to confirm before revoking a key; not one without', async () => {
    t.clock.advanceMinutes(30);
    const keyed = await post('/api/v1/console/partner/keys/wk_keyed/revoke', session['keyed-owner']!.cookie);
    expect(keyed.statusCode).toBe(403);
    expect(keyed.json().error.code).toBe('STEP_UP_REQUIRED');
    expect((await db().select().from(partners).where(eq(partners.id, 'wk_keyed')))[0]?.revokedAt).toBeNull();
    const plain = await post('/api/v1/console/partner/keys/wk_plain/revoke', session['plain-owner']!.cookie);
    expect(plain.statusCode).toBe(200);
  });
});
