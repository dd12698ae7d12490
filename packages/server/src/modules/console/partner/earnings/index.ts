import { StatementsSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { statementsOf } from '../../../../services/commission';
import { earningsRoutes } from './earnings-routes';

/** Every member of a partner reads its bookings and earnings. */
const MEMBER = screenAccess('partner/earnings');

/** A partner's statements, and its bookings and commission beside. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The organisation's monthly statements, newest first: paid months as frozen (total, bookings, when),
   * and open months computed live (approved commission of live stays that ended that month, and the
   * commission still pending on stays not ended). Every partner role.
   */
  app.get(
    '/console/partner/statements',
    {
      config: { console: MEMBER },
      schema: {
        tags: ['console'],
        summary: "A partner's monthly statements",
        response: { 200: StatementsSchema },
      },
    },
    async (request) => {
      return { statements: await statementsOf(app.ctx, request.member.organizationId) };
    },
  );

  await app.register(earningsRoutes);
};

/** A partner's bookings and commission, monthly statements, CSV; server keys for the reporting API; staff settle statements (issue 23). */
export const partnerEarningsModule = fp(routes, {
  name: 'console:partner/earnings',
  dependencies: ['context', 'console', 'audit'],
  encapsulate: true,
});
