import {
  ApiErrorSchema,
  BookingReferenceSchema,
  EmailSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';

const ReviewTextSchema = z.object({
  rating: z.number().int().min(1, 'Rate from 1 to 5').max(5, 'Rate from 1 to 5'),
  text: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(2000, 'At most 2000 characters'),
});

/**
 * Who is reviewing: the signed link from the invitation email (`token`), or the booking's `reference`
 * and `email`. One flat object, so every bad field gets its own message.
 */
const NewReviewSchema = ReviewTextSchema.extend({
  token: z.string().min(10).max(500).optional(),
  reference: z.string().trim().toUpperCase().pipe(BookingReferenceSchema).optional(),
  email: z.optional(EmailSchema),
}).superRefine((body, issues) => {
  if (body.token) return;
  if (!body.reference)
    issues.addIssue({ code: 'custom', path: ['reference'], message: 'Enter your booking reference' });
  if (!body.email)
    issues.addIssue({ code: 'custom', path: ['email'], message: 'Enter the email address you booked with' });
});

/** Customer reviews: only from confirmed bookings ("verified booking", docs/product-rules.md#content). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;

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
      return { data: { ...(await content.listReviews(request.query)), page, limit } };
    },
  );

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
      const added = await content.addReview(
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
};
