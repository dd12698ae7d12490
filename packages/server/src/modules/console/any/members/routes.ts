import { AdminReasonSchema, type ConsoleAccess, ApiErrorSchema, StaffPasskeyResetSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetMemberPasskeys } from './service';
import { idParams } from '../../../../services/console/staff-changes';

/** Resetting a staff member's passkeys is for our admins only (the members screen itself is every kind's). */
const ADMIN: ConsoleAccess = { kind: 'staff', role: 'admin' };

/** Recovery of staff accounts: a staff admin resets the passkeys of another staff member who lost them. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Resets a staff member's passkeys with a reason (`:id` is their membership of the staff organisation,
   * as the members list gives it): every passkey deleted and every session ended, so they sign in by
   * link and enrol a new first passkey. Audited (`member.passkeys-reset`) and emailed to the account
   * holder. Staff admins, with a fresh passkey confirmation (step-up); not for one's own account (409).
   */
  app.post(
    '/console/staff/members/:id/reset-passkeys',
    {
      config: { console: ADMIN, stepUp: true },
      schema: {
        tags: ['console'],
        summary: 'Reset a staff member’s passkeys',
        params: idParams('membership'),
        body: AdminReasonSchema,
        response: { 200: StaffPasskeyResetSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => resetMemberPasskeys(app, request.member, request.params.id, request.body.reason),
  );
};
