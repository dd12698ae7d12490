import { ApiErrorSchema, type ConsoleAccess, StatementsSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { statementsOf } from '../../services/commission';
import { earningsRoutes } from './earnings-routes';
import { keyRoutes } from './key-routes';
import { staffRoutes } from './staff-routes';

/** Every member of a partner reads its bookings and earnings. */
const MEMBER: ConsoleAccess = { kind: 'partner', role: 'member' };

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** A partner's statements; its bookings and commission, its server keys and the staff's statement routes beside. */
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
        response: { 200: StatementsSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { statements: await statementsOf(app.ctx, request.member.organizationId) };
    },
  );

  await app.register(earningsRoutes);
  await app.register(keyRoutes);
  await app.register(staffRoutes);
};

/** A partner's bookings and commission, monthly statements, CSV; server keys for the reporting API; staff settle statements (issue 23). */
export const consolePartnerEarningsModule = fp(routes, {
  name: 'resource:console-partner-earnings',
  dependencies: ['context', 'tenancy', 'audit'],
  encapsulate: true,
});
