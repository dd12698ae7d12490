import {
  ApiErrorSchema,
  StaffActionResultSchema,
  StaffAmendPreviewSchema,
  StaffAmendSchema,
  StaffAmendStaySchema,
  screenAccess,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ActionDeps, bookingOf } from './service';
import { previewAmend, staffAmend } from './service-amend';
import { tenantId } from '../../../../../services/accounts/tenant-ids';

/** Support and admins amend bookings. */
const SUPPORT = screenAccess('staff/bookings');
const params = z.object({ reference: tenantId('bookingReference', z.string().min(1).max(40)) });
const base = '/console/staff/bookings/:reference/amend';

/** Amend on the traveller's behalf: the money effect first, then the change (issue 24). */
export const amendRoutes: FastifyPluginAsyncZod<{ deps: ActionDeps }> = async (app, { deps }) => {
  const booking = (reference: string) => bookingOf(app.ctx, reference);
  /**
   * The money effect of moving the booking to these dates, times and vehicle count, priced as the
   * traveller's amendment: the new price, the difference, what would be refunded or waived, and whether
   * the 24-hour cut-off applies (then the change needs its override). Changes nothing (a POST, like the
   * traveller's `/manage/amend/quote`). 409 when the booking is not confirmed or its stay started, or the
   * car park has no price for the new days. Staff support and admins.
   */
  app.post(
    `${base}/preview`,
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'Price an amendment on the traveller’s behalf',
        params,
        body: StaffAmendStaySchema,
        response: { 200: StaffAmendPreviewSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.send(await previewAmend(deps, await booking(request.params.reference), request.body)),
  );
  /**
   * Amends on the traveller's behalf, for a reason from the fixed list: same price or cheaper applies at
   * once with the difference refunded (actor the staff member); dearer applies only with `waiveDifference`
   * (a goodwill waiver, nothing charged). Inside the 24-hour cut-off it needs `overrideCutoff` (409 without).
   * The operator gets `booking.amended`; the traveller the amendment email unless `notifyTraveller` is false.
   * 409 PRICE_CHANGED when `expectedDifference` no longer holds. Audited. Needs a fresh passkey assertion
   * (403 STEP_UP_REQUIRED).
   */
  app.post(
    base,
    {
      config: { console: SUPPORT, stepUp: true },
      schema: {
        tags: ['console'],
        summary: 'Amend a booking for the traveller',
        params,
        body: StaffAmendSchema,
        response: { 200: StaffActionResultSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => staffAmend(deps, request.member, await booking(request.params.reference), request.body),
  );
};
