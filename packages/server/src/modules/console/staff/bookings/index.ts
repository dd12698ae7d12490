import { StaffBookingSchema, StaffBookingsQuerySchema, StaffBookingsSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { notesRoutes } from './notes-route';
import { SUPPORT, params } from './route-shared';
import { viewBooking } from './service-booking';
import { searchBookings } from './service-search';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';

// Staff search every organisation's bookings: the ids only narrow the list. The cursor is a place in it.
const BookingsQuery = withTenantIds(StaffBookingsQuerySchema, {
  from: 'day',
  to: 'day',
  airport: { filter: 'airport' },
  carPark: { filter: 'carPark' },
  partner: { filter: 'partnerOrganization' },
});

/** Support's booking search, the one booking page and internal notes (issue 24). */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Finds bookings: `q` is one box matched exactly against the booking's search terms (reference, email,
   * phone digits, a name word or the full name, registration), with filters on the stay's entry dates,
   * status, airport, car park and partner; newest first, `limit` (at most 50) a page, `cursor` the
   * previous page's `nextCursor`. The results show names and emails, so every call is recorded in the
   * audit log as `bookings.searched`: the filters used by name and the references listed, never the search
   * text. Staff, every role.
   */
  app.get(
    '/console/staff/bookings',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'Find bookings',
        querystring: BookingsQuery,
        response: { 200: StaffBookingsSchema },
      },
    },
    async (request, reply) =>
      reply.send(await searchBookings({ ctx: app.ctx, audit: app.audit }, request.member, request.query)),
  );

  /**
   * The whole booking: traveller, vehicles, flights, stay, price, partner and commission, payments and
   * refunds with the provider's status, every email we hold for it (the traveller's, resends, the car
   * park's, replies to contact messages naming it: each with its recipient's role, when queued and sent,
   * and its status: queued, sent, retrying or failed, with the failed attempts), amendments, handovers,
   * notes and one timeline with each entry's actor. Every call is recorded in the audit log as
   * `booking.viewed`. 404 for an unknown reference. Staff, every role.
   */
  app.get(
    '/console/staff/bookings/:reference',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'One booking with its timeline',
        params,
        response: { 200: StaffBookingSchema },
      },
    },
    async (request, reply) => reply.send(await viewBooking(app, request.member, request.params.reference)),
  );

  await app.register(notesRoutes);
};

/** Support's booking search, the one booking page (timeline) and internal notes (issue 24). */
export const staffBookingsModule = fp(routes, {
  name: 'console:staff/bookings',
  dependencies: ['context', 'console', 'audit', 'jobs'],
  encapsulate: true,
});
