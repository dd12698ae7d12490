import { AdminReasonSchema, StaffReviewSchema, StaffReviewsSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReviews, setReviewHidden } from './service';
import { idParams } from '../../../../services/console/staff-changes';

/** Every staff member reads the lists (support answers questions about them). */
const SUPPORT = screenAccess('staff/reviews', 'support');
/** Only admins change anything here. */
const ADMIN = screenAccess('staff/reviews');

/** Reviews, for staff: the list for every role, hiding and showing for admins. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The 100 most recent reviews, hidden ones included, with their booking reference. Staff, every role. */
  app.get(
    '/console/staff/reviews',
    {
      config: { console: SUPPORT },
      schema: { tags: ['console'], summary: 'Recent reviews', response: { 200: StaffReviewsSchema } },
    },
    async (_request, reply) => reply.send({ reviews: await listReviews(app.ctx) }),
  );

  /**
   * Hides a review with a reason: off every page, rating and count, and the traveller is emailed why.
   * Audited (`review.hidden`, the booking reference as target). Staff admins.
   */
  app.post(
    '/console/staff/reviews/:id/hide',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: 'Hide a review',
        params: idParams('review'),
        body: AdminReasonSchema,
        response: { 200: StaffReviewSchema },
      },
    },
    async (request) => setReviewHidden(app, request.member, request.params.id, request.body.reason),
  );

  /** Shows a hidden review again. Audited (`review.shown`). Staff admins. */
  app.post(
    '/console/staff/reviews/:id/unhide',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: 'Show a hidden review again',
        params: idParams('review'),
        response: { 200: StaffReviewSchema },
      },
    },
    async (request) => setReviewHidden(app, request.member, request.params.id, null),
  );
};
