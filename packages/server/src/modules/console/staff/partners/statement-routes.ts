import { ApiErrorSchema, StatementSchema, StatementsSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payStatement, staffStatements } from './service-statements';
import { tenantId } from '../../../../services/accounts/tenant-ids';

/** Support staff read partners' statements. */
const SUPPORT = screenAccess('staff/partners');
/** Only admins pay them. */
const ADMIN = screenAccess('staff/partners', 'admin');

const orgId = tenantId('partnerOrganization', z.string().min(1).max(100));

/** Staff settle partners' monthly statements. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A partner's monthly statements, newest first, as the partner sees them. 404 for an unknown partner. Staff. */
  app.get(
    '/console/staff/partners/:orgId/statements',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: "A partner's monthly statements (staff)",
        params: z.object({ orgId }),
        response: { 200: StatementsSchema },
      },
    },
    async (request) => {
      return { statements: await staffStatements(app.ctx, request.params.orgId) };
    },
  );

  /**
   * Marks a month's statement paid, freezing its total and bookings (their commission becomes paid).
   * 409 when the month is already paid or has nothing approved. Audited (`statement.paid`). Staff admins.
   */
  app.post(
    '/console/staff/partners/:orgId/statements/:month/pay',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: "Mark a partner's monthly statement paid",
        params: z.object({
          orgId,
          month: tenantId('statementMonth', z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM')),
        }),
        response: { 200: StatementSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => payStatement(app, request.member, request.params.orgId, request.params.month),
  );
};
