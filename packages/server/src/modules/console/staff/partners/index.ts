import { CommissionChangeSchema, StaffPartnerSchema, StaffPartnersSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { listPartners } from './service';
import { approveLive, changeCommission } from './service-changes';
import { keyRoutes } from './key-routes';
import { statementRoutes } from './statement-routes';
import { tenantId } from '../../../../services/accounts/tenant-ids';

/** Every staff member reads the partners (support answers their questions). */
const SUPPORT = screenAccess('staff/partners');
/** Only admins change a partner's terms. */
const ADMIN = screenAccess('staff/partners', 'admin');

const params = z.object({ orgId: tenantId('partnerOrganization', z.string().min(1).max(100)) });

/** Our staff's view of partner organisations: approvals for live keys and commission rates. */
const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Every partner organisation by name: its website, when it was created, whether (when, by whom) it was
   * approved for live keys, its commission rate for new bookings, its active keys by mode and its confirmed
   * live bookings. Staff, every role.
   */
  app.get(
    '/console/staff/partners',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'Partner organisations with their terms and figures',
        response: { 200: StaffPartnersSchema },
      },
    },
    async (_request, reply) => reply.send({ partners: await listPartners(app.ctx) }),
  );

  /**
   * Approves the partner for live keys: its keys page then lets it create them. Audited
   * (`partner.live-approved`) in the partner's log and ours; approving again changes nothing. 404 for an
   * organisation that is not a partner. Staff admins.
   */
  app.post(
    '/console/staff/partners/:orgId/approve-live',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: 'Approve a partner for live keys',
        params,
        response: { 200: StaffPartnerSchema },
      },
    },
    async (request) => approveLive(app, request.member, request.params.orgId),
  );

  /**
   * Sets the partner's commission rate, 0 to 30 percent with at most two decimals. It applies to bookings
   * made after the change: each booking keeps the rate it was made at. Audited
   * (`partner.commission-changed`, before and after). Staff admins.
   */
  app.put(
    '/console/staff/partners/:orgId/commission',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: "Change a partner's commission rate",
        params,
        body: CommissionChangeSchema,
        response: { 200: StaffPartnerSchema },
      },
    },
    async (request) => changeCommission(app, request.member, request.params.orgId, request.body.percent),
  );
};

/** The partners screen: approvals and commission, monthly statements, and key suspensions. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(partnerRoutes);
  await app.register(statementRoutes);
  await app.register(keyRoutes);
};

/** `console/staff/partners`: staff approvals of partners (tenancy checked by `tenancy`). */
export const staffPartnersModule = fp(routes, {
  name: 'console:staff/partners',
  dependencies: ['context', 'console', 'audit', 'jobs', 'catalog', 'partners'],
  encapsulate: true,
});
