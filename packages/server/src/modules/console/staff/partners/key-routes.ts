import { StaffKeySchema, StaffKeysSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listKeys, setKeySuspended } from './service-keys';
import { idParams } from '../../../../services/console/staff-changes';

/** Every staff member reads the lists (support answers questions about them). */
const SUPPORT = screenAccess('staff/partners');
/** Only admins change anything here. */
const ADMIN = screenAccess('staff/partners', 'admin');

/** Partner keys, for staff: the list for every role, suspending for admins. */
export const keyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every partner key (never the key itself) with its organisation and whether it is suspended. Staff, every role. */
  app.get(
    '/console/staff/keys',
    {
      config: { console: SUPPORT },
      schema: { tags: ['console'], summary: 'Partner keys', response: { 200: StaffKeysSchema } },
    },
    async (_request, reply) => reply.send({ keys: await listKeys(app.ctx) }),
  );

  for (const suspended of [true, false]) {
    /**
     * Suspends a partner key (refused like a revoked key: widget requests and bookings) or lifts the
     * suspension. Audited in the partner's log. Staff admins, with a fresh passkey assertion (403 STEP_UP_REQUIRED).
     */
    app.post(
      `/console/staff/keys/:id/${suspended ? 'suspend' : 'unsuspend'}`,
      {
        config: { console: ADMIN, stepUp: true },
        schema: {
          tags: ['console'],
          summary: suspended ? 'Suspend a partner key' : 'Lift a partner key’s suspension',
          params: idParams('widgetKey'),
          response: { 200: StaffKeySchema },
        },
      },
      async (request) => setKeySuspended(app, request.member, request.params.id, suspended),
    );
  }
};
