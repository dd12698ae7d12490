import {
  CalendarEditSchema,
  CalendarEditedSchema,
  CalendarQuerySchema,
  CalendarSchema,
  EDITS_CALENDAR,
  screenAccess,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { editCalendar, readCalendar } from './service';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';

/** Every operator member reads the calendar (the desk answers "are you open on Friday?"). */
const DESK = screenAccess('operator/calendar');
/** Owners and managers set prices, capacity and close-outs. */
const EDITOR = screenAccess('operator/calendar', EDITS_CALENDAR);

const CalendarQuery = withTenantIds(CalendarQuerySchema, { carPark: 'carPark', from: 'day', to: 'day' });
const CalendarEdit = withTenantIds(CalendarEditSchema, { carPark: 'carPark', from: 'day', to: 'day' });

/** The operator's rate calendar: per car park and London day, price, capacity and close-out. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * One car park's days from `from` to `to` (`YYYY-MM-DD`, London, at most 92 days): each day's price per
   * vehicle (its own or the standard price), the standard price, capacity, spaces booked, close-out, and
   * whether a stay over it can be booked with the reason when not ('Closed', 'Sold out', 'No price').
   * `carPark` must be one of the organisation's (404 otherwise; its first by name when left out). Every
   * operator role.
   */
  app.get(
    '/console/calendar',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's prices, capacity and close-outs per day",
        querystring: CalendarQuery,
        response: { 200: CalendarSchema },
      },
    },
    async (request) => {
      return readCalendar(app.ctx, request.member, request.query);
    },
  );

  /**
   * Bulk edit: sets the price per vehicle (whole pence, above 0), the capacity and/or the close-out of
   * every day from `from` to `to` (at most 366) falling on the listed ISO weekdays (1 Monday … 7 Sunday).
   * All or nothing, one audit entry: 400 for a past day (London), a bad price, from after to, or a
   * capacity below the spaces booked on any of the days (the message names the day). New searches show
   * it within the search caches' few seconds; a booking already made keeps its price, and a close-out
   * refuses new bookings at once. Owners and managers.
   */
  app.put(
    '/console/calendar',
    {
      config: { console: EDITOR },
      schema: {
        tags: ['console'],
        summary: "Change a car park's prices, capacity or close-outs over a range of days",
        body: CalendarEdit,
        response: { 200: CalendarEditedSchema },
      },
    },
    async (request) => editCalendar({ ctx: app.ctx, audit: app.audit }, request.member, request.body),
  );
};

/** `console/operator/calendar`: the operator's rate calendar (tenancy checked by the `tenancy` plugin). */
export const operatorCalendarModule = fp(routes, {
  name: 'console:operator/calendar',
  dependencies: ['context', 'console', 'audit'],
  encapsulate: true,
});
