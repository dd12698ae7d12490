import { type Example, first } from './example';
import { bookAndPay } from '../support/manage';
import { CAR_PARK } from './personas';

const stay = {
  entryDate: '2026-12-02',
  entryTime: '10:00',
  exitDate: '2026-12-05',
  exitTime: '10:00',
  noOfVehicles: 1,
};
const staffBooking: Example = (w) => ({ params: { reference: w.bookings.staff.reference } });
const partnerOrg = { orgId: 'fz-partner' };

/** Valid requests of the staff console's routes (see valid-examples.ts). */
export const STAFF_EXAMPLES: Record<string, Example> = {
  'GET /api/v1/console/staff/partners/{orgId}/statements': () => ({ params: partnerOrg }),
  'POST /api/v1/console/staff/partners/{orgId}/statements/{month}/pay': () => ({
    params: { ...partnerOrg, month: '2026-10' },
  }),
  'GET /api/v1/console/staff/bookings/{reference}': staffBooking,
  'POST /api/v1/console/staff/bookings/{reference}/notes': (w) => ({
    params: { reference: w.bookings.staff.reference },
    body: { body: 'Called the traveller.' },
  }),
  'GET /api/v1/console/staff/bookings/{reference}/money': staffBooking,
  'POST /api/v1/console/staff/bookings/{reference}/refund': (w) => ({
    params: { reference: w.bookings.staff.reference },
    body: { amount: 100, reason: 'goodwill' },
  }),
  'POST /api/v1/console/staff/bookings/{reference}/refunds/{eventId}/retry': async (w, t) => {
    const db = t.db.database.db;
    const eventId = await first(
      db,
      `update booking_events set refund_status = 'failed' where id = (select e.id from booking_events e
         join bookings b on b.id = e.booking_id where b.reference = '${w.bookings.staff.reference}'
         and e.kind = 'refunded' order by e.seq limit 1) returning id`,
    );
    return { params: { reference: w.bookings.staff.reference, eventId } };
  },
  'POST /api/v1/console/staff/bookings/{reference}/resend': (w) => ({
    params: { reference: w.bookings.staff.reference },
    body: { email: 'confirmation' },
  }),
  'PATCH /api/v1/console/staff/bookings/{reference}/contact': (w) => ({
    params: { reference: w.bookings.staff.reference },
    body: { phone: '07700 900999' },
  }),
  'POST /api/v1/console/staff/bookings/{reference}/amend/preview': (w) => ({
    params: { reference: w.bookings.staff.reference },
    body: stay,
  }),
  'POST /api/v1/console/staff/bookings/{reference}/amend': (w) => ({
    params: { reference: w.bookings.staff.reference },
    body: { ...stay, reason: 'goodwill', waiveDifference: true },
  }),
  'POST /api/v1/console/staff/bookings/{reference}/cancel': (w, t) => ({
    params: { reference: w.bookings.cancel.reference },
    renew: async () => ({ params: { reference: (await bookAndPay(t)).row.reference }, headers: {} }),
    body: { refund: 'full', reason: 'goodwill' },
  }),
  'POST /api/v1/console/staff/messages/{id}/assign': async (_w, t) => ({
    params: { id: await first(t.db.database.db, 'select id from contact_messages') },
    body: { to: 'me' },
  }),
  'POST /api/v1/console/staff/messages/{id}/reply': async (_w, t) => ({
    params: { id: await first(t.db.database.db, 'select id from contact_messages') },
    body: { body: 'Yes, any time after 8.' },
  }),
  'GET /api/v1/console/staff/data-requests': (w) => ({ query: { email: w.bookings.erase.email } }),
  'GET /api/v1/console/staff/data-requests/export': (w) => ({ query: { email: w.bookings.erase.email } }),
  'POST /api/v1/console/staff/data-requests/erase': (w) => ({ body: { email: w.bookings.erase.email, confirm: true } }),
  'POST /api/v1/console/staff/operators/{orgId}/car-parks': () => ({
    unique: ['name'],
    params: { orgId: 'fz-operator' },
    body: {
      name: 'Fuzz Park',
      airportId: 'luton',
      type: 'park-ride',
      pricePerDay: 1000,
      spacesPerDay: 50,
      address: '1 Fuzz Road, Luton',
      phone: '01632 960301',
    },
  }),
  'PUT /api/v1/console/staff/car-parks/{id}/operator': () => ({
    params: { id: CAR_PARK },
    body: { organizationId: 'fz-operator' },
  }),
  'POST /api/v1/console/staff/car-parks/{id}/deactivate': () => ({
    params: { id: 'luton-parkway-secure' },
    body: { reason: 'Closed for works' },
  }),
  'POST /api/v1/console/staff/car-parks/{id}/activate': () => ({
    params: { id: 'luton-parkway-secure' },
    body: { reason: 'Open again' },
  }),
  'POST /api/v1/console/staff/keys/{id}/suspend': () => ({ params: { id: 'wk_fz_spare' } }),
  'POST /api/v1/console/staff/keys/{id}/unsuspend': () => ({ params: { id: 'wk_fz_spare' } }),
  'POST /api/v1/console/staff/coupons': () => ({
    body: {
      code: 'FUZZ',
      percent: 10,
      activeFrom: '2026-11-01T00:00:00.000Z',
      activeUntil: '2026-12-31T00:00:00.000Z',
      maxUses: 10,
    },
    unique: ['code'],
  }),
  'POST /api/v1/console/staff/coupons/{code}/expire': async (_w, t) => ({
    params: { code: await first(t.db.database.db, `select code from coupons where code like 'FUZZ%'`) },
  }),
  'POST /api/v1/console/staff/reviews/{id}/hide': async (_w, t) => ({
    params: { id: await first(t.db.database.db, 'select id from reviews order by id') },
    body: { reason: 'Names a person' },
  }),
  'POST /api/v1/console/staff/reviews/{id}/unhide': async (_w, t) => ({
    params: { id: await first(t.db.database.db, 'select id from reviews order by id') },
  }),
  // Another member of the fuzz world's staff organisation, made on first use (an admin cannot reset their own).
  'POST /api/v1/console/staff/members/{id}/reset-passkeys': async (_w, t) => {
    const db = t.db.database.db;
    await first(
      db,
      `insert into users (id, name, email, email_verified, created_at, updated_at)
         values ('fz-staff-lost', 'Lost', 'lost@fuzz.example', true, now(), now())
         on conflict (id) do update set name = excluded.name returning id`,
    );
    const id = await first(
      db,
      `insert into organization_members (id, organization_id, user_id, role, created_at)
         values ('m-fz-staff-lost', 'fz-staff', 'fz-staff-lost', 'support', now())
         on conflict (id) do update set role = excluded.role returning id`,
    );
    return { params: { id }, body: { reason: 'Lost their phone' } };
  },
  'POST /api/v1/console/staff/partners/{orgId}/approve-live': () => ({ params: partnerOrg }),
  'PUT /api/v1/console/staff/partners/{orgId}/commission': () => ({ params: partnerOrg, body: { percent: 9 } }),
};
