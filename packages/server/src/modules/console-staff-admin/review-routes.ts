import { AdminReasonSchema, StaffReviewSchema, StaffReviewsSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReviews, setReviewHidden } from './service-reviews';
import { ADMIN, SUPPORT, idParams, refusals } from './service-shared';

const noStore = { 'cache-control': 'no-store' };

/** Reviews, for staff: the list for every role, hiding and showing for admins. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The 100 most recent reviews, hidden ones included, with their booking reference. Staff, every role. */
  app.get(
    '/console/staff/reviews',
    {
      config: { console: SUPPORT },
      schema: { tags: ['console'], summary: 'Recent reviews', response: { 200: StaffReviewsSchema, ...refusals } },
    },
    async (_request, reply) => reply.headers(noStore).send({ reviews: await listReviews(app.ctx) }),
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
        response: { 200: StaffReviewSchema, ...refusals },
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
        response: { 200: StaffReviewSchema, ...refusals },
      },
    },
    async (request) => setReviewHidden(app, request.member, request.params.id, null),
  );
};
