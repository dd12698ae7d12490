import {
  AmendQuoteSchema,
  AmendRequestSchema,
  AmendResultSchema,
  ApiErrorSchema,
  CancelResultSchema,
  ManageLookupSchema,
  ManageTokenSchema,
  ManagedBookingSchema,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { LookupThrottled } from '../../services/manage/lookup-throttle';
import { type ZodApp, bodyValidatorAt, schemaPerMinute, withDatedCriteria } from '../../plugins/validation';
import fp from 'fastify-plugin';

const Headers = z.object({
  /** `Bearer <manage token>`: from `POST /manage/lookup` or the emailed manage link. */
  authorization: z.string().optional(),
  /** A partner's key: its callers see only the bookings made through it. */
  'x-partner-key': z.string().optional(),
});
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const data = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema });

type RateLimit = { max: number; timeWindow: number };
type Access = ReturnType<typeof manageAccess>;

/** Who is asking (a partner key is checked) and which booking their token opens; the routes' limits. */
function manageAccess(app: ZodApp) {
  const { manage, partners } = app;
  /** The id of the widget key the request names (a rotated key in its grace period included). */
  async function partnerOf(request: FastifyRequest): Promise<string | undefined> {
    const key = request.headers['x-partner-key'];
    if (typeof key !== 'string' || !key) return undefined;
    const found = await partners.find(key);
    if (!found) throw new AppError(403, 'FORBIDDEN', 'Unknown partner key');
    return found.id;
  }
  async function opened(request: FastifyRequest) {
    const auth = request.headers.authorization;
    const token = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
    return manage.access.open(token, { partnerKeyId: await partnerOf(request) });
  }
  const limit = app.bookingRateLimit;
  const rateLimit: RateLimit = { max: limit.max, timeWindow: limit.timeWindowMs };
  const validatorCompiler = bodyValidatorAt(schemaPerMinute(app.ctx.clock, withDatedCriteria(AmendRequestSchema)));
  return { partnerOf, opened, rateLimit, validatorCompiler };
}

function lookupRoute(app: ZodApp, access: Access) {
  const { manage } = app;
  /**
   * Finds a booking by reference and email and answers a manage token (valid until pick-up). The same
   * 404 NOT_FOUND for an unknown reference and a wrong email. After a few failures a client waits
   * longer before each further try (1, 2, 4, … seconds, capped): 429 RATE_LIMITED with `Retry-After`.
   * A reference is never locked for everyone (docs/product-rules.md#amend-and-cancel).
   */
  app.post(
    '/manage/lookup',
    {
      schema: {
        tags: ['manage'],
        summary: 'Find a booking',
        headers: Headers,
        body: ManageLookupSchema,
        response: { 200: data(ManageTokenSchema), 403: ApiErrorSchema, 404: ApiErrorSchema, ...errors },
      },
      config: { rateLimit: access.rateLimit },
    },
    async (request, reply) => {
      try {
        const caller = { partnerKeyId: await access.partnerOf(request), client: request.ip };
        return { data: await manage.access.lookup(request.body, caller) };
      } catch (err) {
        if (err instanceof LookupThrottled) void reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );
}

function viewRoutes(app: ZodApp, access: Access) {
  const { manage } = app;
  /** The booking a manage token opens: details, deadlines, history and what each action would cost. 401 LINK_INVALID / LINK_EXPIRED. */
  app.get(
    '/manage/booking',
    {
      schema: {
        tags: ['manage'],
        summary: 'A booking to manage',
        headers: Headers,
        response: { 200: data(ManagedBookingSchema), ...errors },
      },
      config: { rateLimit: access.rateLimit },
    },
    async (request) => ({ data: await manage.view.of(await access.opened(request)) }),
  );

  /** Cancels the booking: a full refund up to 48 hours before drop-off, none after. 409 CHANGE_NOT_ALLOWED once the stay started. */
  app.post(
    '/manage/cancel',
    {
      schema: {
        tags: ['manage'],
        summary: 'Cancel a booking',
        headers: Headers,
        response: { 200: data(CancelResultSchema), ...errors },
      },
      config: { rateLimit: access.rateLimit },
    },
    async (request) => {
      const refund = await manage.cancellation.cancel(await access.opened(request));
      return { data: { refund, booking: await manage.view.of(await access.opened(request)) } };
    },
  );
}

function amendRoutes(app: ZodApp, access: Access) {
  const { manage } = app;
  /** The price of an amendment before it is made (`difference` > 0 to pay, < 0 refunded). 409 CHANGE_NOT_ALLOWED after the 24-hour cut-off. */
  app.post(
    '/manage/amend/quote',
    {
      schema: {
        tags: ['manage'],
        summary: 'Price an amendment',
        headers: Headers,
        body: AmendRequestSchema,
        response: { 200: data(AmendQuoteSchema), ...errors },
      },
      validatorCompiler: access.validatorCompiler,
      config: { rateLimit: access.rateLimit },
    },
    async (request) => ({ data: await manage.amendments.quote(await access.opened(request), request.body) }),
  );

  /**
   * Amends the booking: applied at once when the price is the same or lower (the difference refunded),
   * or a checkout for the difference (`payment-required`) that applies it when paid. 409 PRICE_CHANGED
   * when `expectedAmount` differs, SOLD_OUT, CHANGE_NOT_ALLOWED, CONFLICT.
   */
  app.post(
    '/manage/amend',
    {
      schema: {
        tags: ['manage'],
        summary: 'Amend a booking',
        headers: Headers,
        body: AmendRequestSchema,
        response: { 200: data(AmendResultSchema), 502: ApiErrorSchema, ...errors },
      },
      validatorCompiler: access.validatorCompiler,
      config: { rateLimit: access.rateLimit },
    },
    async (request) => {
      const result = await manage.amendments.amend(await access.opened(request), request.body);
      if (result.outcome === 'payment-required') return { data: result };
      return { data: { ...result, booking: await manage.view.of(await access.opened(request)) } };
    },
  );
}

/** Manage my booking (docs/product-rules.md#amend-and-cancel): look up, view, cancel, amend. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const access = manageAccess(app);
  lookupRoute(app, access);
  viewRoutes(app, access);
  amendRoutes(app, access);
};

/** The `manage` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const manageModule = fp(routes, {
  name: 'resource:manage',
  dependencies: ['context', 'manage', 'partners'],
  encapsulate: true,
});
