import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingEvents, bookings, partners, providers } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { lastLinkTo, sessionCookieOf } from './support/accounts';
import { seedOrganization, seedUser, signIn } from './support/console';
import { bookingBody, newKey } from './support/fixtures';
import { handoverCounts, multipartForm, photo, seedBooking } from './support/handovers';
import { type StripeTestApp, deliverEvent, sessionEvent, startStripeApp } from './support/stripe-app';
import type { TestApp } from './support/test-app';

// Cross-site requests to the console and the accounts (plugins/same-origin.ts): refused before the route
// runs, whatever the session, so a page on another site (or another port of this host) that the browser
// sends our cookies from changes nothing.
const OURS = 'http://127.0.0.1:4000';
const EVIL = 'https://evil.example';
const OTHER_PORT = 'http://127.0.0.1:4001';

let stripe: StripeTestApp;
let t: TestApp;
const cookie: Record<string, string> = {};
const db = () => t.db.database.db;

beforeAll(async () => {
  stripe = await startStripeApp();
  ({ t } = stripe);
  await seedOrganization(db(), 'staff', 'staff');
  await seedOrganization(db(), 'po', 'partner');
  await seedOrganization(db(), 'op', 'operator');
  await seedUser(db(), { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db(), { id: 'po-owner', organizationId: 'po', role: 'owner' });
  await seedUser(db(), { id: 'op-desk', organizationId: 'op', role: 'desk' });
  await db()
    .insert(partners)
    .values({ id: 'wk_po', key: 'pk_live_po', name: 'Blog', mode: 'live', allowedOrigins: [], organizationId: 'po' });
  const [park] = await db().select({ id: providers.id }).from(providers).limit(1);
  await db().update(providers).set({ organizationId: 'op' }).where(eq(providers.id, park!.id));
  await seedBooking(db(), 'PK-ORIGIN', park!.id, new Date('2026-11-20T10:00:00Z'));
  for (const id of ['support', 'po-owner', 'op-desk']) cookie[id] = (await signIn(t.app, id)).cookie;
}, 120_000);
afterAll(() => stripe?.close());

/** Books through the fake Stripe and pays (its webhook), as the staff refund tests do. */
async function bookPaid(event: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate: '2027-08-01', exitDate: '2027-08-03' } }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db().select().from(bookings).where(eq(bookings.reference, res.json().reference));
  stripe.fake.complete(row!.sessionId!);
  const paid = sessionEvent(event, 'checkout.session.completed', { id: row!.sessionId, client_reference_id: row!.id });
  expect((await deliverEvent(t, paid)).json().outcome).toBe('fulfilled');
  await sweepOnce(t.app, { skipBackoff: true });
  return row!;
}

/** The staff refund of £4 on `reference` with the support session's cookie and `headers` on top. */
const refund = (reference: string, headers: Record<string, string>, payload?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/staff/bookings/${reference}/refund`,
    headers: { cookie: cookie.support!, 'idempotency-key': newKey(), ...headers },
    payload: payload ?? { amount: 400, reason: 'service-problem', notifyTraveller: false },
  });

const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;

/** What a refund leaves: refunds at the fake Stripe, refund rows of the booking, and audit entries. */
async function refundTraces(bookingId: string) {
  // Any job a refused call had queued would ask the provider now.
  await sweepOnce(t.app, { skipBackoff: true });
  const rows = await db()
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, 'refunded')));
  return {
    atProvider: stripe.fake.refundsMade().filter((r) => r.bookingId === bookingId).length,
    rows: rows.length,
    audit: await auditCount(),
  };
}

describe('a staff session from a page that is not ours', () => {
  it('refuses the refund from another site (403) and a form-encoded body from ours (415): no refund, no audit', async () => {
    const row = await bookPaid('evt_origin_1');
    const before = await refundTraces(row.id);
    expect(before).toMatchObject({ atProvider: 0, rows: 0 });

    const evil = await refund(row.reference, { origin: EVIL });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toMatchObject({
      code: 'CROSS_SITE_REFUSED',
      message: expect.stringMatching(/own pages/),
    });

    const form = 'amount=400&reason=service-problem&notifyTraveller=false';
    const encoded = await refund(
      row.reference,
      { origin: OURS, 'content-type': 'application/x-www-form-urlencoded' },
      form,
    );
    expect(encoded.statusCode).toBe(415);
    expect(encoded.json().error.message).toMatch(/application\/json/);
    // text/plain is the other body a page on another site can post without asking first.
    const plain = await refund(row.reference, { origin: OURS, 'content-type': 'text/plain' }, form);
    expect(plain.statusCode).toBe(415);

    expect(await refundTraces(row.id)).toEqual(before);
  });

  it('refuses another port of the same host, and a browser that sends no Origin but says same-site', async () => {
    const row = await bookPaid('evt_origin_2');
    const before = await refundTraces(row.id);
    expect((await refund(row.reference, { origin: OTHER_PORT })).statusCode).toBe(403);
    expect((await refund(row.reference, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await refund(row.reference, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await refund(row.reference, {})).statusCode).toBe(403);
    expect((await refund(row.reference, { origin: 'null' })).statusCode).toBe(403);
    expect(await refundTraces(row.id)).toEqual(before);
  });

  it('takes the refund from our own page: no Origin with Sec-Fetch-Site same-origin, and our Origin', async () => {
    const row = await bookPaid('evt_origin_3');
    const sameOrigin = await refund(row.reference, { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    const ours = await refund(row.reference, { origin: OURS });
    expect(ours.statusCode, ours.body).toBe(200);
    expect(await refundTraces(row.id)).toMatchObject({ atProvider: 2, rows: 2 });
  });
});

describe('the partner and operator consoles', () => {
  const revoke = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/console/partner/keys/wk_po/revoke',
      headers: { cookie: cookie['po-owner']!, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const keyActive = async () => (await db().select().from(partners).where(eq(partners.id, 'wk_po')))[0]!.active;

  it("refuses a bodyless revoke of a partner's key from another port or with no Origin, and a text body from ours", async () => {
    const audit = await auditCount();
    expect((await revoke({ origin: OTHER_PORT })).json().error.code).toBe('CROSS_SITE_REFUSED');
    expect((await revoke({})).statusCode).toBe(403);
    expect((await revoke({ origin: OURS, 'content-type': 'text/plain' }, 'x')).statusCode).toBe(415);
    // Refused before the session is read: signed out, the answer is the same 403, not a 401; and it names
    // its request like every answer.
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/partner/keys/wk_po/revoke',
      headers: { origin: OTHER_PORT },
    });
    expect(signedOut.json().error.code).toBe('CROSS_SITE_REFUSED');
    expect(signedOut.headers['x-request-id']).toEqual(expect.any(String));
    expect(await keyActive()).toBe(true);
    expect(await auditCount()).toBe(audit);
    // The same call from our page revokes it: the refusals above were the Origin's and the body's.
    expect((await revoke({ origin: OURS })).statusCode).toBe(200);
    expect(await keyActive()).toBe(false);
  });

  it('refuses a handover photo upload from another origin and stores nothing; takes it from ours', async () => {
    t.clock.set('2026-12-01T07:00:00Z');
    const before = await handoverCounts(db());
    const upload = async (origin: string) => {
      const form = multipartForm({ kind: 'check-in', registration: 'AB12 CDE' }, [{ data: await photo() }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/console/bookings/PK-ORIGIN/handovers',
        headers: { ...form.headers, cookie: cookie['op-desk']!, origin },
        payload: form.payload,
      });
    };
    const refused = await upload(OTHER_PORT);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('CROSS_SITE_REFUSED');
    expect(await handoverCounts(db())).toEqual(before);
    // Multipart is taken where the route consumes it.
    expect((await upload(OURS)).statusCode).toBe(201);
    expect((await handoverCounts(db())).photos).toBe(before.photos! + 1);
  });

  it('refuses multipart on a route that takes only JSON', async () => {
    const form = multipartForm({ name: 'x' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/console/partner/keys/wk_po',
      headers: { ...form.headers, cookie: cookie['po-owner']!, origin: OURS },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('the accounts', () => {
  it('refuses a sign-in request from another site; the emailed link (a cross-site GET) still signs in', async () => {
    const ask = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in/magic-link',
        headers: { origin, 'content-type': 'application/json' },
        payload: { email: 'support@tenancy.example', callbackURL: '/console' },
      });
    const refused = await ask(EVIL);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('CROSS_SITE_REFUSED');
    expect((await ask(OURS)).statusCode).toBe(200);
    await sweepOnce(t.app, { skipBackoff: true });
    const link = lastLinkTo(t.mailer.sent, 'support@tenancy.example');
    const opened = await t.app.inject({
      method: 'GET',
      url: link.slice(OURS.length),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(opened.statusCode).toBe(302);
    expect(sessionCookieOf(opened)).toBeDefined();
  });
});
