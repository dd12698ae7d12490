import {
  ApiErrorSchema,
  CommissionChangeSchema,
  type ConsoleAccess,
  StaffPartnerSchema,
  StaffPartnersSchema,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { listPartners } from './service';
import { approveLive, changeCommission } from './service-changes';
import { tenantId } from '../../services/accounts/tenant-ids';

/** Every staff member reads the partners (support answers their questions). */
const SUPPORT: ConsoleAccess = { kind: 'staff', role: 'support' };
/** Only admins change a partner's terms. */
const ADMIN: ConsoleAccess = { kind: 'staff', role: 'admin' };

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const params = z.object({ orgId: tenantId('partnerOrganization', z.string().min(1).max(100)) });

/** Our staff's view of partner organisations: approvals for live keys and commission rates. */
const routes: FastifyPluginAsyncZod = async (app) => {
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
        response: { 200: StaffPartnersSchema, ...refusals },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ partners: await listPartners(app.ctx) }),
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
        response: { 200: StaffPartnerSchema, ...refusals },
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
        response: { 200: StaffPartnerSchema, ...refusals },
      },
    },
    async (request) => changeCommission(app, request.member, request.params.orgId, request.body.percent),
  );
};

/** The `console-staff-partners` resource: staff approvals of partners (tenancy checked by `tenancy`). */
export const consoleStaffPartnersModule = fp(routes, {
  name: 'resource:console-staff-partners',
  dependencies: ['context', 'tenancy', 'audit'],
  encapsulate: true,
});
