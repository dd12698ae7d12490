import { newKey } from './fixtures';
import { multipartForm, photo } from './handovers';

/**
 * What a valid request of a route carries besides its ids (which the walk fills from the world). A field
 * given here wins over the world's id: a route that makes a thing takes a new id, not an existing one.
 */
export type Sample = {
  headers?: () => Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Form fields of a multipart upload (with one small photo). */
  multipart?: Record<string, string>;
};

const STAY = {
  entryDate: '2027-01-04',
  entryTime: '10:00',
  exitDate: '2027-01-06',
  exitTime: '10:00',
  noOfVehicles: 1,
};
const STAFF_BOOKINGS = '/api/v1/console/staff/bookings/:reference';

/**
 * A valid rest of the request for each console route that needs one (`METHOD url` as registered), so that
 * member "b"'s own request would succeed and the walk's 404 for organisation "a"'s id is about whose it is,
 * not a 400 for the body. Add one with every console route that takes a body or a required query field.
 */
export const SAMPLES: Record<string, Sample> = {
  'PUT /api/v1/console/car-parks/:id/listing': {
    body: {
      name: 'Sample Car Park',
      description: 'A sample listing.',
      features: ['CCTV'],
      transferMinutes: 5,
      arrivalInstructions: ['Drive in'],
      returnInstructions: ['Call us'],
      phone: '01632 960301',
      bookingsEmail: null,
    },
  },
  'POST /api/v1/console/car-parks/:id/photos': { multipart: { alt: 'The gate' } },
  'POST /api/v1/console/bookings/:reference/handovers': {
    multipart: { kind: 'check-out', registration: 'AB12CDE', at: '2026-11-22T09:00:00.000Z', mileage: '1010' },
  },
  'POST /api/v1/console/notifications/:eventId/redeliver': { body: { channel: 'email' } },
  'PUT /api/v1/console/webhook': { body: { url: 'https://hooks.tenancy.example/sample' } },
  'POST /api/v1/console/webhook/rotate': { body: {} },
  'PUT /api/v1/console/calendar': { body: { weekdays: [1, 2, 3, 4, 5, 6, 7], pricePerDay: 1200 } },
  'POST /api/v1/console/partner/keys': { body: { name: 'Sample key', mode: 'test' } },
  'PATCH /api/v1/console/partner/keys/:id': { body: { name: 'Sample key' } },
  'POST /api/v1/console/partner/keys/:id/rotate': { body: { graceHours: 24 } },
  'POST /api/v1/console/partner/api-keys': { body: { name: 'Sample key' } },
  'PUT /api/v1/console/staff/partners/:orgId/commission': { body: { percent: 9 } },
  [`POST ${STAFF_BOOKINGS}/notes`]: { body: { body: 'A sample note' } },
  [`POST ${STAFF_BOOKINGS}/refund`]: {
    headers: () => ({ 'idempotency-key': newKey() }),
    body: { amount: 100, reason: 'goodwill', notifyTraveller: false },
  },
  [`POST ${STAFF_BOOKINGS}/cancel`]: {
    body: { refund: 'none', overrideCutoff: true, reason: 'goodwill', notifyTraveller: false },
  },
  [`POST ${STAFF_BOOKINGS}/resend`]: { body: { email: 'confirmation' } },
  [`PATCH ${STAFF_BOOKINGS}/contact`]: { body: { phone: '01632 960301' } },
  [`POST ${STAFF_BOOKINGS}/amend/preview`]: { body: STAY },
  [`POST ${STAFF_BOOKINGS}/amend`]: {
    body: { ...STAY, overrideCutoff: true, waiveDifference: true, reason: 'goodwill', notifyTraveller: false },
  },
  'POST /api/v1/console/staff/messages/:id/reply': { body: { body: 'A sample reply' } },
  'GET /api/v1/console/staff/data-requests': { query: { email: 'traveller-a@tenancy.example' } },
  'GET /api/v1/console/staff/data-requests/export': { query: { email: 'traveller-a@tenancy.example' } },
  'POST /api/v1/console/staff/data-requests/erase': { body: { email: 'traveller-a@tenancy.example', confirm: true } },
  'POST /api/v1/console/staff/operators': { body: { name: 'Sample Parking', ownerEmail: 'owner@sample.example' } },
  'POST /api/v1/console/staff/operators/:orgId/car-parks': {
    body: {
      id: 'sample-car-park',
      name: 'Sample Car Park',
      type: 'park-ride',
      pricePerDay: 900,
      spacesPerDay: 50,
      address: '1 Sample Road, Luton',
      phone: '01632 960301',
    },
  },
  'POST /api/v1/console/staff/car-parks/:id/deactivate': { body: { reason: 'A sample reason' } },
  'POST /api/v1/console/staff/car-parks/:id/activate': { body: { reason: 'A sample reason' } },
  'POST /api/v1/console/staff/coupons': { body: { code: 'SAMPLE10', percent: 10 } },
  'POST /api/v1/console/staff/reviews/:id/hide': { body: { reason: 'A sample reason' } },
  'POST /api/v1/console/staff/members/:id/reset-passkeys': { body: { reason: 'A sample reason' } },
};

let image: Promise<Buffer> | undefined;

/** A multipart body with the fields and one small photo, as a browser's FormData sends it. */
export async function multipartOf(fields: Record<string, string>) {
  image ??= photo();
  return multipartForm(fields, [{ data: await image }]);
}
