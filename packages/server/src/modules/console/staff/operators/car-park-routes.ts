import { AdminReasonSchema, LinkCarParkSchema, StaffCarParkSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkCarPark, setCarParkActive } from './service-car-parks';
import { idParams } from '../../../../services/console/staff-changes';
import { withTenantIds } from '../../../../services/accounts/tenant-ids';

/** Only admins change anything here. */
const ADMIN = screenAccess('staff/operators');

const LinkCarPark = withTenantIds(LinkCarParkSchema, { organizationId: 'operatorOrganization' });

/** Existing car parks, for staff admins: link to an operator, take out of search and put back. */
export const carParkRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Hands an existing car park to an operator (its bookings go with it). Audited (`car-park.linked`). Staff admins. */
  app.put(
    '/console/staff/car-parks/:id/operator',
    {
      config: { console: ADMIN },
      schema: {
        tags: ['console'],
        summary: 'Link a car park to an operator',
        params: idParams('carPark'),
        body: LinkCarPark,
        response: { 200: StaffCarParkSchema },
      },
    },
    async (request) => linkCarPark(app, request.member, request.params.id, request.body.organizationId),
  );

  for (const active of [false, true]) {
    const verb = active ? 'activate' : 'deactivate';
    /**
     * Deactivates a car park (gone from search at once, new bookings refused; existing bookings untouched
     * and still on its operator's board) or activates it again, with a reason. Audited. Staff admins.
     */
    app.post(
      `/console/staff/car-parks/:id/${verb}`,
      {
        config: { console: ADMIN },
        schema: {
          tags: ['console'],
          summary: active ? 'Put a car park back in search' : 'Take a car park out of search',
          params: idParams('carPark'),
          body: AdminReasonSchema,
          response: { 200: StaffCarParkSchema },
        },
      },
      async (request) => setCarParkActive(app, request.member, request.params.id, active, request.body.reason),
    );
  }
};
