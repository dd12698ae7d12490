import {
  NewCarParkSchema,
  NewOperatorSchema,
  StaffCarParkSchema,
  StaffOperatorsSchema,
  screenAccess,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCarPark } from './service-car-parks';
import { createOperator, listOperators } from './service';
import { tenantId, withTenantIds } from '../../../../services/accounts/tenant-ids';

/** Every staff member reads the lists (support answers questions about them). */
const SUPPORT = screenAccess('staff/operators', 'support');
/** Only admins change anything here. */
const ADMIN = screenAccess('staff/operators');

/** A new car park: its own id (chosen here, or made from its name) and its airport's. */
const NewCarPark = withTenantIds(NewCarParkSchema, { id: 'carPark', airportId: 'airport' });

/** Operators and their car parks, for staff (lists for every role, changes for admins). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every operator organisation by name with its car parks and member count, and car parks no operator runs. Staff, every role. */
  app.get(
    '/console/staff/operators',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'Operators and their car parks',
        response: { 200: StaffOperatorsSchema },
      },
    },
    async (_request, reply) => reply.send(await listOperators(app)),
  );

  /**
   * Creates an operator organisation and emails its owner an invitation (7 days, as from the Members
   * page). Audited (`operator.created`) in its log (staff read every log). Staff admins.
   */
  app.post(
    '/console/staff/operators',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: 'Create an operator and invite its owner',
        body: NewOperatorSchema,
        response: { 201: z.object({ organizationId: z.string(), name: z.string() }) },
      },
    },
    async (request, reply) => reply.code(201).send(await createOperator(app, request.member, request.body)),
  );

  /**
   * Creates a car park run by the operator, listed in search at once. 404 for an organisation that is
   * not an operator; 400 for an unknown airport or an id in use. Audited (`car-park.created`). Staff admins.
   */
  app.post(
    '/console/staff/operators/:orgId/car-parks',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: 'Create a car park for an operator',
        params: z.object({ orgId: tenantId('operatorOrganization', z.string().min(1).max(100)) }),
        body: NewCarPark,
        response: { 201: StaffCarParkSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCarPark(app, request.member, request.params.orgId, request.body)),
  );
};
