import { ApiErrorSchema, BookingCreatedSchema, BookingRequestSchema } from '@parking/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { bodyValidatorAt, schemaPerMinute } from '../../plugins/validation';
import { requestHash } from '../../services/idempotency';
import { BookingHeadersSchema, IDEMPOTENCY_KEY, bookingRequestAt } from './schema';
import { createBookings } from './service';

type Bookings = ReturnType<typeof createBookings>;
type PlaceRequest = {
  headers: {
    'idempotency-key'?: string;
    'replaces-idempotency-key'?: string;
    'x-partner-key'?: string;
    origin?: string;
  };
  body: Parameters<Bookings['create']>[0];
};

/** Places the booking once per Idempotency-Key; a replaced draft's hold is released after. */
async function place(app: FastifyInstance, bookings: Bookings, request: PlaceRequest) {
  const key = request.headers['idempotency-key'];
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header (a new UUID for each booking attempt).',
    );
  }
  const partnerKey = request.headers['x-partner-key'] || undefined;
  const found = partnerKey ? await app.partners.find(partnerKey) : undefined;
  if (partnerKey && !found) throw new AppError(403, 'FORBIDDEN', 'Unknown partner key');
  const partner = found && (await app.partners.forBooking(found, request.headers.origin));
  const hash = requestHash({ body: request.body, partnerKey: found?.id ?? null });
  const result = await app.idempotency.run(key, hash, {
    execute: async (claim) => ({ status: 201, body: await bookings.create(request.body, { partner }, claim) }),
    resume: async (bookingId) => {
      const body = await bookings.resume(bookingId);
      return body && { status: 201, body };
    },
  });
  // A changed draft: the earlier attempt's hold goes back (docs/product-rules.md#booking).
  const replaces = request.headers['replaces-idempotency-key'];
  if (replaces && replaces !== key && IDEMPOTENCY_KEY.test(replaces) && !result.replayed) {
    const old = await app.idempotency.referenceOf(replaces);
    if (old) await bookings.releaseReplaced(old, { partner });
  }
  return result;
}

/** Placing bookings. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, coupons, holds, payments } = app;
  const bookings = createBookings(app.ctx, { catalog, coupons, holds, payments }, app.tuning.newReference);
  const limit = app.bookingRateLimit;
  /**
   * Creates a pending booking: validates the form, re-prices the stay, applies a coupon, holds the
   * spaces for every day and opens a checkout session. Requires `Idempotency-Key` (same key and body →
   * the same answer, nothing new created). `Replaces-Idempotency-Key` names an earlier attempt whose
   * unpaid hold is released once this one is placed. 409 PRICE_CHANGED (with `newTotal`) when the price rose
   * above `expectedTotal`; 409 SOLD_OUT; 400 VALIDATION_FAILED / COUPON_INVALID with `fields`; 502
   * PAYMENT_FAILED when the checkout could not open (nothing charged, the hold released, the key free again).
   */
  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Create a booking',
        headers: BookingHeadersSchema,
        body: BookingRequestSchema,
        response: {
          201: BookingCreatedSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
      validatorCompiler: bodyValidatorAt(schemaPerMinute(app.ctx.clock, bookingRequestAt)),
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
    },
    async (request, reply) => {
      const result = await place(app, bookings, request);
      return reply
        .code(result.status as 201)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body as never);
    },
  );
};

/** The `bookings` resource: encapsulated, with the shared plugins it reads. */
export const bookingsModule = fp(routes, {
  name: 'resource:bookings',
  dependencies: ['context', 'catalog', 'coupons', 'holds', 'payments', 'partners', 'idempotency'],
  encapsulate: true,
});
