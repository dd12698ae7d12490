import {
  ApiErrorSchema,
  StaffActionResultSchema,
  StaffCancelSchema,
  StaffContactSchema,
  StaffMoneyEffectSchema,
  StaffRefundSchema,
  StaffResendSchema,
  screenAccess,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { amendRoutes } from './amend-route';
import { type ActionDeps, bookingOf, moneyOf } from './service';
import { staffCancel } from './service-cancel';
import { changeContact } from './service-contact';
import { resendEmail } from './service-resend';
import { retryRefund, staffRefund } from './service-refund';
import { tenantId } from '../../../../../services/accounts/tenant-ids';

/** Support and admins act on bookings. */
const SUPPORT = screenAccess('staff/bookings');

const params = z.object({ reference: tenantId('bookingReference', z.string().min(1).max(40)) });
const base = '/console/staff/bookings/:reference';

/**
 * A route's options: staff support and up, tagged, the booking reference in the path, refusals declared;
 * `stepUp` for an action that moves money (a fresh passkey assertion, docs/product-rules.md).
 */
function options<S extends Record<string, unknown>>(
  summary: string,
  schema: S,
  o: { conflict?: boolean; stepUp?: boolean } = {},
) {
  const response = {
    200: StaffActionResultSchema,
    ...(o.conflict === false ? {} : { 409: ApiErrorSchema }),
  };
  return {
    config: { console: SUPPORT, ...(o.stepUp ? { stepUp: true } : {}) },
    schema: { tags: ['console'], summary, params, response, ...schema },
  };
}

/** The money effect, refunds and their retries. */
const moneyRoutes: FastifyPluginAsyncZod<{ deps: ActionDeps }> = async (app, { deps }) => {
  const booking = (reference: string) => bookingOf(app.ctx, reference);
  /**
   * The money effect every action shows first: paid, refunded so far (pending and failed included: they
   * are owed), refundable now, what a cancel would give back, whether the 48-hour rule applies, and each
   * refund with its provider status. Staff support and admins.
   */
  app.get(
    `${base}/money`,
    options("A booking's money and what each action would do", {
      response: { 200: StaffMoneyEffectSchema },
    }),
    async (request, reply) => reply.send(await moneyOf(app.ctx, await booking(request.params.reference))),
  );
  /**
   * Refunds part of what was paid (pence, up to what is refundable; 400 above it) for a reason from the
   * fixed list. Needs an `Idempotency-Key`: the same key again is the same one refund. The provider is asked
   * by the refund job; a refusal shows as failed, a timeout stays pending and is retried. Audited.
   * Needs a fresh passkey assertion (403 STEP_UP_REQUIRED).
   */
  app.post(
    `${base}/refund`,
    options(
      'Refund part of a booking',
      { headers: z.object({ 'idempotency-key': z.string().min(8).max(200) }), body: StaffRefundSchema },
      { stepUp: true },
    ),
    async (request) => {
      const row = await booking(request.params.reference);
      return staffRefund(deps, request.member, row, request.body, request.headers['idempotency-key']);
    },
  );
  /** Asks the provider again for a refund it refused (409 unless that refund failed). Audited. */
  app.post(
    `${base}/refunds/:eventId/retry`,
    options('Retry a failed refund', {
      params: params.extend({ eventId: tenantId('bookingEvent', z.string().min(1).max(100)) }),
    }),
    async (request) =>
      retryRefund(deps, request.member, await booking(request.params.reference), request.params.eventId),
  );
};

/** Cancel on the traveller's behalf, resend an email, change contact details. */
const bookingRoutes: FastifyPluginAsyncZod<{ deps: ActionDeps }> = async (app, { deps }) => {
  const booking = (reference: string) => bookingOf(app.ctx, reference);
  /**
   * Cancels on the traveller's behalf with a full, partial or no refund, as the traveller's cancel does
   * (spaces back, the operator told). Inside 48 hours of drop-off it needs `overrideCutoff` (409 without).
   * Needs a fresh passkey assertion (403 STEP_UP_REQUIRED).
   */
  app.post(
    `${base}/cancel`,
    options('Cancel a booking for the traveller', { body: StaffCancelSchema }, { stepUp: true }),
    async (request) => staffCancel(deps, request.member, await booking(request.params.reference), request.body),
  );
  /**
   * Sends one of the booking's emails to the traveller again (any kind we send: the confirmation, an
   * amendment, a cancellation, a refund, a check-in or check-out, the review invitation, a hidden review, a
   * reply to a contact message), as a new message through the email jobs; an email about one event is
   * about the booking's latest of its kind. 409 when the booking never had that email. Audited.
   */
  app.post(`${base}/resend`, options('Send a booking email again', { body: StaffResendSchema }), async (request) =>
    resendEmail(deps, request.member, await booking(request.params.reference), request.body),
  );
  /** Changes the traveller's email and/or phone; audited as changed, never with the values. */
  app.patch(
    `${base}/contact`,
    options("Change the traveller's contact details", { body: StaffContactSchema }, { conflict: false }),
    async (request) => changeContact(deps, request.member, await booking(request.params.reference), request.body),
  );
};

/** Support's actions on one booking: one pattern for every money action (issue 24). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: ActionDeps = { ctx: app.ctx, manage: app.manage, jobs: app.jobs, audit: app.audit };
  await app.register(moneyRoutes, { deps });
  await app.register(bookingRoutes, { deps });
  await app.register(amendRoutes, { deps });
};

/** Support's actions on a booking: refunds, cancel and amend on behalf, resend emails, contact details (issue 24). */
export const staffBookingActionsModule = fp(routes, {
  name: 'console:staff/bookings/actions',
  dependencies: ['context', 'console', 'audit', 'manage', 'jobs'],
  encapsulate: true,
});
