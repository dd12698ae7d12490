import { randomUUID } from 'node:crypto';
import { passkeys } from '../../../packages/server/src/db/schema/index';
import { type Example, first } from './example';
import { photo } from '../support/handovers';
import { bookAndPay } from '../support/manage';
import { softwareAuthenticator } from '../support/webauthn';
import { CAR_PARK, HANDOVER_STAY, SITE_ORIGIN } from './personas';

const weekly = { carPark: CAR_PARK, from: '2026-12-01', to: '2026-12-03', weekdays: [1, 2, 3, 4, 5, 6, 7] };

/** Valid requests of the operator's and the partner's console routes (see valid-examples.ts). */
export const CONSOLE_EXAMPLES: Record<string, Example> = {
  'GET /api/v1/console/board/events': () => ({ query: { carPark: CAR_PARK } }),
  'POST /api/v1/console/notifications/{eventId}/redeliver': async (_w, t) => ({
    params: {
      eventId: await first(t.db.database.db, `select id from operator_events where provider_id = '${CAR_PARK}'`),
    },
    body: { channel: 'email' },
  }),
  'PUT /api/v1/console/webhook': () => ({ body: { carPark: CAR_PARK, url: 'https://hooks.fuzz.example/parking' } }),
  'DELETE /api/v1/console/webhook': () => ({ query: { carPark: CAR_PARK } }),
  'POST /api/v1/console/webhook/rotate': () => ({ body: { carPark: CAR_PARK } }),
  'GET /api/v1/console/calendar': () => ({ query: { carPark: CAR_PARK, from: '2026-12-01', to: '2026-12-03' } }),
  'PUT /api/v1/console/calendar': () => ({ body: { ...weekly, pricePerDay: 1200 } }),
  'POST /api/v1/console/bookings/{reference}/handovers': async (w, t) => ({
    params: { reference: w.bookings.handover.reference },
    // A booking is checked in once: each variant after a success aims at a new one.
    renew: async () => ({
      params: { reference: (await bookAndPay(t, { criteria: HANDOVER_STAY })).row.reference },
      headers: {},
    }),
    body: undefined,
    multipart: {
      fields: {
        kind: 'check-in',
        registration: 'AB12 CDE',
        at: '2026-11-22T09:00:00.000Z',
        mileage: '1000',
        fuel: '',
        keyTag: 'K12',
        bay: 'B4',
        notes: 'Scratch on the rear bumper',
      },
      files: [{ data: await photo() }],
    },
  }),
  'GET /api/v1/console/bookings/{reference}/handovers': (w) => ({
    params: { reference: w.bookings.handover.reference },
  }),
  'GET /api/v1/console/handover-photos/{id}': async (_w, t) => ({
    params: { id: await first(t.db.database.db, 'select id from handover_photos') },
  }),
  'GET /api/v1/console/car-parks/{id}': () => ({ params: { id: CAR_PARK } }),
  'PUT /api/v1/console/car-parks/{id}/listing': () => ({
    params: { id: CAR_PARK },
    body: {
      name: 'Fuzz Car Park',
      description: 'A car park for the fuzz.',
      features: ['CCTV'],
      transferMinutes: 5,
      arrivalInstructions: ['Drive in'],
      returnInstructions: ['Call us'],
      phone: '01632 960301',
      bookingsEmail: null,
    },
  }),
  'POST /api/v1/console/car-parks/{id}/photos': async () => ({
    params: { id: CAR_PARK },
    multipart: { fields: { alt: 'The gate' }, files: [{ data: await photo() }] },
  }),
  'DELETE /api/v1/console/car-parks/{id}/photos/{photoId}': async (_w, t) => ({
    params: { id: CAR_PARK, photoId: await first(t.db.database.db, 'select id from provider_photos') },
  }),
  'PATCH /api/v1/console/partner/keys/{id}': () => ({ params: { id: 'wk_fz' }, body: { name: 'Renamed' } }),
  'POST /api/v1/console/partner/keys/{id}/rotate': () => ({ params: { id: 'wk_fz_spare' }, body: { graceHours: 24 } }),
  'POST /api/v1/console/partner/keys/{id}/revoke': () => ({ params: { id: 'wk_fz_spare' } }),
  /** The operator's passkey answers the session's step-up challenge (a software authenticator, a real signature). */
  'POST /api/v1/console/step-up': async (w, t) => {
    const key = softwareAuthenticator(SITE_ORIGIN);
    await t.db.database.db.insert(passkeys).values({
      id: randomUUID(),
      name: 'Fuzz key',
      publicKey: key.publicKey,
      userId: 'fz-operator',
      credentialID: key.id,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
      createdAt: new Date(),
    });
    const headers = { cookie: w.cookies.operator, origin: SITE_ORIGIN };
    const options = await t.app.inject({ method: 'POST', url: '/api/v1/console/step-up/options', headers });
    return { body: key.assert(options.json()) };
  },
  'POST /api/v1/console/partner/api-keys/{id}/revoke': async (_w, t) => ({
    params: { id: await first(t.db.database.db, 'select id from partner_api_keys order by created_at desc') },
  }),
};
