import { AuditPageSchema, StaffAuditQuerySchema, consoleScreen, londonNow } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { attachment } from '../../../../services/csv';
import { auditCsv, auditPage } from './service';
import { mediaAnswer } from '../../../../plugins/openapi-conventions';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';

/** Every kind reads its own log: operator managers and owners, partner owners, all our staff. */
const READERS = consoleScreen('any/audit').access;

/**
 * The filters that name things only narrow the member's own log (staff: the whole product's); `before` is
 * a place in that log, not an id.
 */
const AuditQuery = withTenantIds(StaffAuditQuerySchema, {
  actor: { filter: 'member' },
  organization: { filter: 'organization' },
  target: { filter: 'auditTarget' },
  from: 'day',
  to: 'day',
});

/** The audit log of the member's organisation, as pages and as a CSV download. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The active organisation's audit log, newest first, 50 entries a page: who (member, staff,
   * traveller or system) did what to what, with before and after of ordinary fields and only
   * "changed" for personal ones. Our staff read the whole product's log. Filters: `action` (from the
   * start: `member` finds `member.invited`), `actor` (a user id), `organization` (an organisation id),
   * `target` (what an entry is about, e.g. a booking reference), `from`/`to` (London days, both
   * included); `before` is the previous page's `next`. Entries cannot be changed or deleted: there is
   * no route for it and the database refuses. Operator managers and owners, partner owners, every staff role.
   */
  app.get(
    '/console/audit',
    {
      config: { console: READERS },
      schema: {
        tags: ['console'],
        summary: "The organisation's audit log",
        querystring: AuditQuery,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) => auditPage(app.ctx, request.member, request.query),
  );

  /**
   * The same log as a CSV download (same scope and filters, newest first, at most 10,000 rows; UTF-8 with a
   * byte-order mark; cells a spreadsheet would run as formulas made inert), named after the day.
   */
  app.get(
    '/console/audit.csv',
    {
      config: { console: READERS },
      schema: {
        tags: ['console'],
        summary: "The organisation's audit log as CSV",
        querystring: AuditQuery,
        response: { 200: mediaAnswer('text/csv', 'The log as CSV') },
      },
    },
    async (request, reply) => {
      const csv = await auditCsv(app.ctx, request.member, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`audit-log-${londonNow(app.ctx.clock()).date}.csv`))
        .send(csv);
    },
  );
};

/** `console/any/audit`: each organisation's audit log (tenancy checked by the `tenancy` plugin). */
export const anyAuditModule = fp(routes, {
  name: 'console:any/audit',
  dependencies: ['context', 'console'],
  encapsulate: true,
});
