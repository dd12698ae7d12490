import { ApiErrorSchema, CouponCheckRequestSchema, CouponCheckResponseSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { COUPON_REFUSALS } from '../../services/pricing';
import fp from 'fastify-plugin';

/** Discount codes, checked before booking (the booking itself re-checks and prices the code). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.bookingRateLimit;
  /**
   * Checks a coupon code without booking, so the booking form can show the new total on Apply.
   * Codes are case-insensitive. 200 `{ data: { code, percentOff } }` for an active code (percentOff
   * 7.5 = 7.5% off the parking total); 404 COUPON_NOT_FOUND for an unknown, expired or not yet valid
   * one, and for a code whose every use is taken ("This code has been used up"); 400 VALIDATION_FAILED
   * for a malformed code; 429 when rate limited (like the booking routes: codes must not be guessable by
   * brute force). POST /bookings still applies the code and prices it (and takes one of its uses).
   */
  app.post(
    '/coupons/check',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Check a coupon code',
        description:
          'Checks a discount code before booking. Codes are case-insensitive. Answers the code and its percent off the parking total for an active code, 404 COUPON_NOT_FOUND for an unknown, expired or not yet valid one, or one whose every use is taken (message "This code has been used up"). Rate limited like POST /bookings, which applies the code and prices it again.',
        body: CouponCheckRequestSchema,
        response: {
          200: CouponCheckResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
    },
    async (request) => {
      const { code } = request.body;
      const state = await app.coupons.check(code);
      if ('refused' in state) throw new AppError(404, 'COUPON_NOT_FOUND', COUPON_REFUSALS[state.refused]);
      return { data: { code, percentOff: state.percentOff } };
    },
  );
};

/** The `coupons` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const couponsModule = fp(routes, { name: 'resource:coupons', dependencies: ['coupons'], encapsulate: true });
