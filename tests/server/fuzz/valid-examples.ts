import { amendBody, bookAndPay } from '../support/manage';
import { bookingBody, criteria, newKey } from '../support/fixtures';
import { multipartForm, photo } from '../support/handovers';
import type { TestApp } from '../support/test-app';
import { type Example, first } from './example';
import { CAR_PARK, PARTNER_ORIGIN, SITE_ORIGIN, type World } from './personas';
import { CONSOLE_EXAMPLES } from './valid-examples-console';
import { STAFF_EXAMPLES } from './valid-examples-staff';

/** The same stay as the booking fixture, moved a day later: what an amendment asks for. */
const LATER = criteria({ entryDate: '2026-12-02', exitDate: '2026-12-05' });

const PUBLIC_EXAMPLES: Record<string, Example> = {
  'POST /api/v1/search/packages': () => ({ body: criteria() }),
  'GET /api/v1/providers': () => ({ query: { airportId: 'luton' } }),
  'GET /api/v1/providers/{id}': () => ({ params: { id: CAR_PARK } }),
  'GET /api/v1/providers/{id}/photos/{photoId}': async (w, t) => {
    const upload = await uploadPhoto(t, w);
    if (upload !== 201) throw new Error(`photo upload answered ${upload}`);
    return { params: { id: CAR_PARK, photoId: await first(t.db.database.db, 'select id from provider_photos') } };
  },
  'GET /api/v1/assets/providers/{file}': () => ({ params: { file: `${CAR_PARK}.svg` } }),
  'POST /api/v1/coupons/check': async (_w, t) => ({
    body: { code: await first(t.db.database.db, 'select code from coupons where active_until is null limit 1') },
  }),
  'POST /api/v1/bookings': () => ({ body: bookingBody(), headers: { 'idempotency-key': newKey() } }),
  'GET /api/v1/checkout/{sessionId}': (w) => ({ params: { sessionId: w.bookings.manage.sessionId } }),
  'GET /api/v1/blogs/{id}': async (_w, t) => ({
    params: { id: await first(t.db.database.db, 'select id from blogs') },
  }),
  'GET /api/v1/assets/blogs/{file}': async (_w, t) => ({
    params: { file: `${await first(t.db.database.db, 'select id from blogs')}.svg` },
  }),
  'GET /api/v1/reviews/invitation': (w) => ({ query: { token: w.reviewToken } }),
  'POST /api/v1/reviews': (w) => ({ body: { token: w.reviewToken, rating: 4, text: 'Easy to find, quick bus.' } }),
  'POST /api/v1/contact': async (_w, t) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/csrf-token' });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return {
      persona: 'visitor',
      headers: { cookie, 'x-csrf-token': res.json().token as string },
      body: { name: 'Sam', email: 'sam@example.com', subject: 'Large van', message: 'Is there room for a van?' },
    };
  },
  'POST /api/v1/manage/lookup': (w) => ({
    persona: 'visitor',
    body: { reference: w.bookings.manage.reference, email: w.bookings.manage.email },
  }),
  'POST /api/v1/manage/amend/quote': () => ({ body: amendBody(LATER) }),
  'POST /api/v1/manage/amend': () => ({ body: amendBody(LATER) }),
  // Cancelled once: each variant after a success aims at a new booking, with its own manage token.
  'POST /api/v1/manage/cancel': (_w, t) => ({
    renew: async () => ({ params: {}, headers: { authorization: `Bearer ${(await bookAndPay(t)).token}` } }),
  }),
  'POST /api/v1/partners/sign-up': () => ({
    persona: 'visitor',
    unique: ['organisationName'],
    body: {
      organisationName: 'Fuzz Travel',
      website: 'https://fuzz-travel.example',
      name: 'Fay',
      email: 'fay@fuzz-travel.example',
    },
  }),
  // A sign-up with an address that has an account waits for its confirmation: the token from its email.
  'POST /api/v1/partners/sign-up/confirm': async (_w, t) => ({
    persona: 'visitor',
    body: { token: await confirmationToken(t) },
  }),
  'POST /api/v1/partner/events': () => ({ headers: { origin: PARTNER_ORIGIN }, body: { k: 'pk_wk_fz', s: 'loaded' } }),
};

/** Signs a partner up with an existing account's address; the token of the confirmation link it queued. */
async function confirmationToken(t: TestApp): Promise<string> {
  const db = t.db.database.db;
  const email = await first(db, 'select email from users order by email limit 1');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/partners/sign-up',
    headers: { origin: SITE_ORIGIN },
    payload: { organisationName: 'Fuzz Confirm', website: 'https://fuzz-confirm.example', name: 'Fay', email },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up answered ${res.statusCode}`);
  const link = await first(
    db,
    "select link from account_emails where kind = 'partner-confirmation' order by created_at desc limit 1",
  );
  return new URL(link).hash.replace('#confirm=', '');
}

/** Uploads a photo of the car park as its operator (an answer's status). */
async function uploadPhoto(t: TestApp, w: World): Promise<number> {
  const form = multipartForm({ alt: 'The entrance' }, [{ data: await photo() }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/console/car-parks/${CAR_PARK}/photos`,
    headers: { ...form.headers, cookie: w.cookies.operator, origin: SITE_ORIGIN },
    payload: form.payload,
  });
  return res.statusCode;
}

/**
 * Valid requests the document alone cannot make (ids of things that exist, fields that must agree),
 * keyed `METHOD path` as the document spells it. Only where generation fails: an operation with neither
 * a working generated request nor an example fails the fuzz, so a new route must be covered.
 */
export const EXAMPLES: Record<string, Example> = { ...PUBLIC_EXAMPLES, ...CONSOLE_EXAMPLES, ...STAFF_EXAMPLES };
