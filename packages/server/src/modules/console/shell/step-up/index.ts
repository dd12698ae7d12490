import { StepUpAssertionSchema, StepUpOptionsSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { stepUp, stepUpOptions } from './service';

/**
 * Step-up (docs/product-rules.md, Console security): the console confirms the member's passkey again
 * before an action that moves money or personal data, without opening a new session.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * WebAuthn request options for the signed-in user's own passkeys. The challenge is bound to this
   * session, lasts 5 minutes and is accepted once. Needs a session only; 403 PASSKEY_REQUIRED when the
   * account has no passkey.
   */
  app.post(
    '/console/step-up/options',
    {
      config: { console: 'signed-in' },
      schema: {
        tags: ['console'],
        summary: 'Ask for a passkey confirmation (step-up)',
        response: { 200: StepUpOptionsSchema },
      },
    },
    async (request) => stepUpOptions(app.ctx, request.consoleUser!),
  );

  /**
   * The passkey's answer to this session's challenge: verified, the session's last passkey assertion is
   * now (step-up actions go through for the step-up window) and the passkey's counter is kept. 400 for an
   * assertion that does not verify, answers a challenge already used, run out or asked by another
   * session, or is made with a passkey that is not the user's. Needs a session only.
   */
  app.post(
    '/console/step-up',
    {
      config: { console: 'signed-in' },
      schema: {
        tags: ['console'],
        summary: 'Confirm with a passkey (step-up)',
        body: StepUpAssertionSchema,
        response: { 204: z.null().describe('Confirmed') },
      },
    },
    async (request, reply) => {
      await stepUp(app.ctx, request.consoleUser!, request.body);
      return reply.code(204).send(null);
    },
  );
};

/** `console/shell/step-up`: passkey confirmations for step-up actions (tenancy checked by the `tenancy` plugin). */
export const shellStepUpModule = fp(routes, {
  name: 'console:shell/step-up',
  dependencies: ['context', 'console'],
  encapsulate: true,
});
