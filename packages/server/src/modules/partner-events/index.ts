import { ApiErrorSchema, type ConsoleAccess, FunnelQuerySchema, FunnelViewSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { eventRoute } from './event-route';
import { funnelView } from './service-funnel';
import { withTenantIds } from '../../services/accounts/tenant-ids';

/** Every member of a partner reads its funnel. */
const MEMBER: ConsoleAccess = { kind: 'partner', role: 'member' };

const FunnelQuery = withTenantIds(FunnelQuerySchema, { key: 'widgetKey', from: 'day', to: 'day' });

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The widget's funnel: the public event the widget sends, and the partner's view of the counts. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventRoute);

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
        response: { 200: FunnelViewSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return funnelView(app.ctx, request.member, request.query);
    },
  );
};

/** The `partner-events` resource: the widget's funnel events, and the partner's funnel view. */
export const partnerEventsModule = fp(routes, {
  name: 'resource:partner-events',
  dependencies: ['context', 'tenancy', 'partners'],
  encapsulate: true,
});
