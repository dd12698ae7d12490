import {
  ApiErrorSchema,
  BookingReferenceSchema,
  EmailSchema,
  ReviewInvitationQuerySchema,
  ReviewInvitationResponseSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  ReviewTextSchema,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { ZodApp } from '../../plugins/validation';
import { type Reviews, createReviews } from './service';
import fp from 'fastify-plugin';

/**
 * Who is reviewing: the signed link from the invitation email (`token`), or the booking's `reference`
 * and `email`. One flat object, so every bad field gets its own message.
 */
const NewReviewSchema = z
  .object({
    ...ReviewTextSchema.shape,
    token: z.string().min(10).max(500).optional(),
    reference: z.string().trim().toUpperCase().pipe(BookingReferenceSchema).optional(),
    email: z.optional(EmailSchema),
  })
  .superRefine((body, issues) => {
    if (body.token) return;
    if (!body.reference)
      issues.addIssue({ code: 'custom', path: ['reference'], message: 'Enter your booking reference' });
    if (!body.email)
      issues.addIssue({ code: 'custom', path: ['email'], message: 'Enter the email address you booked with' });
  });

function invitationRoute(app: ZodApp) {
  /**
   * The stay an invitation email's link asks about (reference, car park, airport, dates), read when the
   * review page opens so that a link that cannot be used says why at once: 404 `LINK_INVALID` (altered or
   * not for a confirmed booking), 410 `LINK_EXPIRED`, 409 `ALREADY_REVIEWED`. The signed token is the only
   * proof asked, as for `POST /reviews`; it names one booking, so nothing can be probed with it.
   */
  app.get(
    '/reviews/invitation',
    {
      config: { rateLimit: { max: app.bookingRateLimit.max, timeWindow: app.bookingRateLimit.timeWindowMs } },
      schema: {
        tags: ['content'],
        summary: 'Read a review invitation link',
        querystring: ReviewInvitationQuerySchema,
        response: {
          200: ReviewInvitationResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          410: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const checked = await app.reviewInvites.invitation(request.query.token);
      if (checked.ok) return { data: checked.invitation };
      if (checked.reason === 'used') throw new AppError(409, 'ALREADY_REVIEWED', 'You have already reviewed this stay');
      if (checked.reason === 'expired') throw new AppError(410, 'LINK_EXPIRED', 'This review link has expired');
      throw new AppError(404, 'LINK_INVALID', 'This link is not valid');
    },
  );
}

function listRoute(app: ZodApp, reviews: Reviews) {
  /**
   * Verified reviews, newest first, filterable by `airportId` and `providerId`, a page at a time; `total`
   * is the number that match, the same figure a provider's card shows as its review count. The reviewer
   * is shown as first name + initial.
   */
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['content'],
        summary: 'List verified reviews',
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { data: { ...(await reviews.list(request.query)), page, limit } };
    },
  );
}

function addRoute(app: ZodApp, reviews: Reviews) {
  /**
   * Review a confirmed booking whose stay has ended, proven by the invitation email's signed link
   * (`token`) or by its reference and email. One answer for
   * "no such booking", "wrong email", "not yet" and "already reviewed", so the route cannot be used to
   * probe for bookings.
   */
  app.post(
    '/reviews',
    {
      config: { rateLimit: { max: app.bookingRateLimit.max, timeWindow: app.bookingRateLimit.timeWindowMs } },
      schema: {
        tags: ['content'],
        summary: 'Review a confirmed booking',
        body: NewReviewSchema,
        response: {
          201: z.object({ data: z.object({ ok: z.literal(true) }) }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, reference, email, rating, text } = request.body;
      const added = await reviews.add(
        token ? { token, rating, text } : { reference: reference!, email: email!, rating, text },
      );
      if (!added)
        throw new AppError(
          404,
          'NOT_FOUND',
          'We could not find a completed, unreviewed booking with that reference and email',
        );
      return reply.code(201).send({ data: { ok: true as const } });
    },
  );
}

/** Customer reviews: only from confirmed bookings ("verified booking", docs/product-rules.md#content). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviews(app.ctx, app.links);
  invitationRoute(app);
  listRoute(app, reviews);
  addRoute(app, reviews);
};

/** The `reviews` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const reviewsModule = fp(routes, {
  name: 'resource:reviews',
  dependencies: ['context', 'links', 'review-invites'],
  encapsulate: true,
});
