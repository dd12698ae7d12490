import { ApiErrorSchema, type ConsoleAccess, HandoverListSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { photoRoutes } from './photos';
import { bookingFor, listHandovers } from './service';
import { recordHandover } from './service-record';
import { readHandoverUpload, registerUploads } from './upload';
import { tenantId } from '../../../../services/accounts/tenant-ids';

/** Every member of an operator hands cars over: the desk role and up. */
const DESK = screenAccess('operator/handover');
/** Reading the records: the operator's members, and our staff (settling a claim); partners get 404. */
const OPERATOR_OR_STAFF: ConsoleAccess = { kind: 'any', role: 'any' };

const Reference = z.object({ reference: tenantId('bookingReference', z.string().min(1).max(40)) });

/** Handover records with photos: check-in, check-out and no-show of a booking's vehicles (issue 22). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only here: no other route accepts files.
  await registerUploads(app);

  /**
   * Records a handover of a confirmed booking at one of the organisation's car parks, as
   * `multipart/form-data`: `kind` (check-in, check-out, no-show), `registration` (one of the booking's
   * vehicles; '' for no-show), `at` (ISO; now when left out; not in the future nor before the booking),
   * `mileage`, `fuel`, `keyTag`, `bay`, `notes` (≤ 500) and up to 8 `photos` (JPEG, PNG or WebP by their
   * bytes, ≤ 5 MB each; stored re-encoded within 2,000 px without metadata). One check-in and one
   * check-out per vehicle (409 on a repeat), check-out after check-in with at least its mileage, no-show
   * only before any check-in. A refused form stores nothing. The traveller is emailed for a check-in or
   * check-out. Every operator role; 404 for another organisation's booking.
   */
  app.post(
    '/console/bookings/:reference/handovers',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "Records a vehicle's check-in, check-out or a no-show, with photos",
        consumes: ['multipart/form-data'],
        params: Reference,
        response: { 201: z.object({ id: z.string() }), 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // The booking is checked first: another organisation's reference is refused before any photo is read.
      const booking = await bookingFor(app.ctx, request.member, request.params.reference);
      const upload = await readHandoverUpload(request);
      const deps = { ctx: app.ctx, audit: app.audit, jobs: app.jobs };
      const id = await recordHandover(deps, request.member, booking, upload);
      return reply.code(201).send({ id });
    },
  );

  /**
   * A booking's handover records, oldest first, with its vehicles, and each record's photos as ids and
   * addresses (the bytes from `GET /console/handover-photos/:id`) and who recorded it. The car park's
   * organisation and our staff (audited: `booking.handovers-viewed`); 404 for anyone else.
   */
  app.get(
    '/console/bookings/:reference/handovers',
    {
      config: { console: OPERATOR_OR_STAFF },
      schema: {
        tags: ['console'],
        summary: "A booking's handover records",
        params: Reference,
        response: { 200: HandoverListSchema },
      },
    },
    async (request) => {
      return listHandovers({ ctx: app.ctx, audit: app.audit }, request.member, request.params.reference);
    },
  );

  await app.register(photoRoutes);
};

/** `console/operator/handover`: handover records and their photos (tenancy checked by `tenancy`). */
export const operatorHandoverModule = fp(routes, {
  name: 'console:operator/handover',
  dependencies: ['context', 'console', 'audit', 'jobs'],
  encapsulate: true,
});
