import { ApiErrorSchema, ConfirmationSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Reading a checkout's outcome. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.bookingRateLimit;
  /**
   * The booking behind a checkout session, for the success page: reference, status, provider with
   * address, phone and instructions, stay, vehicles, amounts, free-cancellation deadline. 404 if unknown.
   */
  app.get(
    '/checkout/:sessionId',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Confirmation of a checkout session',
        params: z.object({ sessionId: z.string().min(1).max(255) }),
        response: { 200: z.object({ data: ConfirmationSchema }), 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { rateLimit: { max: limit.max * 3, timeWindow: limit.timeWindowMs } },
    },
    async (request) => ({ data: await app.services.confirmations.forSession(request.params.sessionId) }),
  );
};
