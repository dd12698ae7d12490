import { NewCouponSchema, StaffCouponSchema, StaffCouponsSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCoupon, expireCoupon, listCoupons } from './service';
import { tenantId, withTenantIds } from '../../../../services/accounts/tenant-ids';

/** Every staff member reads the lists (support answers questions about them). */
const SUPPORT = screenAccess('staff/coupons', 'support');
/** Only admins change anything here. */
const ADMIN = screenAccess('staff/coupons');

const NewCoupon = withTenantIds(NewCouponSchema, { code: 'coupon' });

/** Coupons, for staff: the list for every role, creating and expiring for admins. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Every coupon with its window, state now, bookings made with it, its limit of uses and the uses held now
   * (paid, or pending within their hold). Staff, every role.
   */
  app.get(
    '/console/staff/coupons',
    {
      config: { console: SUPPORT },
      schema: { tags: ['console'], summary: 'Coupons', response: { 200: StaffCouponsSchema } },
    },
    async (_request, reply) => reply.send({ coupons: await listCoupons(app.ctx) }),
  );

  /** Creates a coupon (percent off, from, until, limit of uses). Audited (`coupon.created`). Staff admins. */
  app.post(
    '/console/staff/coupons',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: 'Create a coupon',
        body: NewCoupon,
        response: { 201: StaffCouponSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCoupon(app, request.member, request.body)),
  );

  /** Ends a coupon now: refused at checkout from this instant. Audited (`coupon.expired`). Staff admins. */
  app.post(
    '/console/staff/coupons/:code/expire',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: 'Expire a coupon now',
        params: z.object({ code: tenantId('coupon', z.string().min(1).max(30).toUpperCase()) }),
        response: { 200: StaffCouponSchema },
      },
    },
    async (request) => expireCoupon(app, request.member, request.params.code),
  );
};
