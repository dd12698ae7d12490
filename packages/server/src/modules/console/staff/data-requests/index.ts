import {
  DataRequestQuerySchema,
  DataRequestSummarySchema,
  EraseRequestSchema,
  ErasureResultSchema,
  londonNow,
  screenAccess,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { attachment } from '../../../../services/csv';
import { eraseTraveller, exportFor, summarise } from '../../../../services/privacy/requests';

/** Support and admin staff find and export a traveller's data. */
const SUPPORT = screenAccess('staff/data-requests');
/** Only admins erase it. */
const ADMIN = screenAccess('staff/data-requests', 'admin');

/** Travellers' data rights (UK GDPR): find by email, export as a JSON file, erase on request. */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ctx: app.ctx, audit: app.audit };

  /**
   * What we hold for a traveller's email, in outline: their bookings (reference, status, dates, whether
   * already anonymised) and how many contact messages. Audited (`traveller.looked-up`, the email as its
   * SHA-256). Staff, support and admin.
   */
  app.get(
    '/console/staff/data-requests',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: "Find a traveller's data by email",
        querystring: DataRequestQuerySchema,
        response: { 200: DataRequestSummarySchema },
      },
    },
    async (request, reply) => reply.send(await summarise(deps, request.member, request.query.email)),
  );

  /**
   * Everything held about the traveller with this email, as a JSON file (attachment): bookings with
   * details, events, amendments, handovers (photo ids only), reviews, notes, operator events, and contact
   * messages with replies. Audited (`traveller.exported`, the email as its SHA-256). Staff, support and admin,
   * with a fresh passkey assertion (403 STEP_UP_REQUIRED).
   */
  app.get(
    '/console/staff/data-requests/export',
    {
      config: { console: SUPPORT, stepUp: true },
      schema: {
        tags: ['console'],
        summary: "Export a traveller's data as JSON",
        querystring: DataRequestQuerySchema,
        response: { 200: z.record(z.string(), z.unknown()).describe('The export document') },
      },
    },
    async (request, reply) => {
      const document = await exportFor(deps, request.member, request.query.email);
      return reply
        .header('content-disposition', attachment(`traveller-data-${londonNow(app.ctx.clock()).date}.json`))
        .type('application/json; charset=utf-8')
        .serializer((data) => JSON.stringify(data, null, 2))
        .send(document);
    },
  );
};

const eraseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ctx: app.ctx, audit: app.audit };

  /**
   * Erases the traveller with this email (`confirm: true` required): every booking's personal fields are
   * anonymised, money records kept (amounts, dates, references, provider ids); contact messages from
   * that address and our replies are erased. Erasing again changes nothing. Audited (`traveller.erased`,
   * and `booking.anonymised` per booking). Staff admins, with a fresh passkey assertion (403 STEP_UP_REQUIRED).
   */
  app.post(
    '/console/staff/data-requests/erase',
    {
      config: { console: ADMIN, stepUp: true },
      schema: {
        tags: ['console'],
        summary: "Erase a traveller's personal data",
        body: EraseRequestSchema,
        response: { 200: ErasureResultSchema },
      },
    },
    async (request) => eraseTraveller(deps, request.member, request.body.email),
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(eraseRoutes);
};

/** Travellers' data rights: export, erase, the retention job's runs (issue 24). */
export const staffDataRequestsModule = fp(routes, {
  name: 'console:staff/data-requests',
  dependencies: ['context', 'console', 'audit'],
  encapsulate: true,
});
