import { ReportSchema, ReportsQuerySchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { attachment } from '../../../../services/csv';
import { report, reportCsv } from './service';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';
import { mediaAnswer } from '../../../../plugins/openapi-conventions';

/** Every member of an operator reads its figures: the desk role and up. */
const DESK = screenAccess('operator/reports');

const ReportsQuery = withTenantIds(ReportsQuerySchema, { carPark: 'carPark', from: 'day', to: 'day' });

/** The operator's reports of one car park, as JSON for the page and as a CSV download. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * One car park's figures over London days `from` to `to` (both included, at most 366 days; the last
   * 30 days when left out): occupancy per day (spaces booked against capacity, the standard capacity on
   * days without a calendar row) and, by channel (the site, each widget partner by name), the bookings
   * made in the range that were confirmed, those since cancelled, and the money kept on them (paid less
   * refunded, in pence). `carPark` must be one of the organisation's (404 otherwise; its first by name
   * when left out). Every operator role.
   */
  app.get(
    '/console/reports',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's occupancy, bookings and revenue over a range of days",
        querystring: ReportsQuery,
        response: { 200: ReportSchema },
      },
    },
    async (request) => {
      return report(app.ctx, request.member, request.query);
    },
  );

  /**
   * The same report as a CSV download (UTF-8 with a byte-order mark; one line per day, then one per
   * channel, revenue in pounds), named `report-<car park>-<from>-<to>.csv`.
   */
  app.get(
    '/console/reports.csv',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's report, as CSV",
        querystring: ReportsQuery,
        response: { 200: mediaAnswer('text/csv', 'The report as CSV') },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await reportCsv(app.ctx, request.member, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(filename)).send(csv);
    },
  );
};

/** `console/operator/reports`: an operator's occupancy and sales figures (tenancy checked by `tenancy`). */
export const operatorReportsModule = fp(routes, {
  name: 'console:operator/reports',
  dependencies: ['context', 'console'],
  encapsulate: true,
});
