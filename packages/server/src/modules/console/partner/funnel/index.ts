import { FunnelQuerySchema, FunnelViewSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { funnelView } from './service';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';

/** Every member of a partner reads its funnel. */
const MEMBER = screenAccess('partner/funnel');

const FunnelQuery = withTenantIds(FunnelQuerySchema, { key: 'widgetKey', from: 'day', to: 'day' });

/** The partner's view of its widget funnel (the events it counts come in through `partner-events`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The partner's widget funnel over London days `from` to `to` (both included, at most 366; the last 30
   * days when left out), for its keys of one `mode` (live by default; test keys only in the test view), or
   * the one `key` (its id) names: per page origin and day, the pages loaded, searches, results shown, step 1
   * reached and bookings paid (confirmed bookings made that day through the key from that origin, test
   * bookings only in the test view), with totals and each step as a percentage of the one before. Counts
   * only: nothing about any traveller. Every partner role.
   */
  app.get(
    '/console/partner/funnel',
    {
      config: { console: MEMBER },
      schema: {
        tags: ['console'],
        summary: "The partner's widget funnel by day and origin",
        querystring: FunnelQuery,
        response: { 200: FunnelViewSchema },
      },
    },
    async (request) => funnelView(app.ctx, request.member, request.query),
  );
};

/** `console/partner/funnel` (tenancy checked by the `tenancy` plugin, inside the console plugin). */
export const partnerFunnelModule = fp(routes, {
  name: 'console:partner/funnel',
  dependencies: ['context', 'console'],
  encapsulate: true,
});
