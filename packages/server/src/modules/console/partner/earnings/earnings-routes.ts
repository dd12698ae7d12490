import { EarningsQuerySchema, EarningsReportSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../../../services/csv';
import { earnings, earningsCsv } from './service';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';
import { mediaAnswer } from '../../../../plugins/openapi-conventions';

/** Every member of a partner reads its bookings and earnings. */
const MEMBER = screenAccess('partner/earnings');

const EarningsQuery = withTenantIds(EarningsQuerySchema, { key: 'widgetKey', from: 'day', to: 'day' });

/** A partner's bookings and commission, as JSON for the page and as a CSV download. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The organisation's bookings made through its widget keys on London days `from` to `to` (the last 30
   * days when left out; at most 366), through one key (`key`, its id; 404 for a key not its own) or
   * all, live (default) or `mode=test`: reference, dates, airport, car park, money paid and refunded,
   * booking status, the commission's amount, status and reason, the key's name, and totals by booked
   * month. Only bookings that were paid; never the traveller's name, email, phone or registration.
   * Every partner role.
   */
  app.get(
    '/console/partner/earnings',
    {
      config: { console: MEMBER },
      schema: {
        tags: ['console'],
        summary: "A partner's bookings and commission over a range of days",
        querystring: EarningsQuery,
        response: { 200: EarningsReportSchema },
      },
    },
    async (request) => {
      const { rows: _rows, ...report } = await earnings(app.ctx, request.member, request.query);
      return report;
    },
  );

  /**
   * The same bookings as a CSV download (UTF-8 with a byte-order mark, one line per booking, money in
   * pounds), named `earnings[-test]-<from>-<to>.csv`. Every partner role.
   */
  app.get(
    '/console/partner/earnings.csv',
    {
      config: { console: MEMBER },
      schema: {
        tags: ['console'],
        summary: "A partner's bookings and commission, as CSV",
        querystring: EarningsQuery,
        response: { 200: mediaAnswer('text/csv', 'The earnings as CSV') },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await earningsCsv(app.ctx, request.member, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(filename)).send(csv);
    },
  );
};
