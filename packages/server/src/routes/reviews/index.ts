import { ApiErrorSchema, BookingReferenceSchema, EmailSchema, ReviewListResponseSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';

const NewReviewSchema = z.object({
  reference: z.string().trim().toUpperCase().pipe(BookingReferenceSchema),
  email: EmailSchema,
  rating: z.number().int().min(1, 'Rate from 1 to 5').max(5, 'Rate from 1 to 5'),
  text: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(2000, 'At most 2000 characters'),
});

/** Customer reviews: only from confirmed bookings ("verified booking", product rules). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;

  /** Reviews of confirmed bookings, newest first; the reviewer is shown as first name + initial. */
  app.get(
    '/reviews',
    { schema: { tags: ['content'], summary: 'List verified reviews', response: { 200: ReviewListResponseSchema } } },
    async () => ({ data: { items: await content.listReviews() } }),
  );

  /**
   * Review a confirmed booking, proven by its reference and email. One answer for "no such booking",
   * "wrong email" and "already reviewed", so the route cannot be used to probe for bookings.
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
      const added = await content.addReview(request.body);
      if (!added)
        throw new AppError(
          404,
          'NOT_FOUND',
          'We could not find a confirmed, unreviewed booking with that reference and email',
        );
      return reply.code(201).send({ data: { ok: true as const } });
    },
  );
};
