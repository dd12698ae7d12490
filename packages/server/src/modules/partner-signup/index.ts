import { ApiErrorSchema, PartnerSignUpResultSchema, PartnerSignUpSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../../errors';
import { signUp } from './service';

/** Partner sign-up from the public partners page (issue 23). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const origin = new URL(app.ctx.env.PUBLIC_URL).origin;
  const limit = app.bookingRateLimit;
  const deps = {
    ctx: app.ctx,
    audit: app.audit,
    // better-auth's own magic link (the console's sign-in), queued once as an `account-email` job.
    sendSignInLink: async (email: string) =>
      void (await app.accounts.api.signInMagicLink({
        body: { email, callbackURL: '/console' },
        headers: new Headers({ origin }),
      })),
  };

  /**
   * Signs a partner up: creates the partner organisation, its owner (the email's existing account if
   * there is one, never a second), a test key for localhost and the website's origin, and emails the
   * console sign-in link. The answer is the same whether or not the email had an account. Posts from our
   * own pages only (403), rate-limited like the contact form (429); 400 VALIDATION_FAILED with `fields`.
   */
  app.post(
    '/partners/sign-up',
    {
      onRequest: async (request) => {
        if (request.headers.origin !== origin)
          throw new AppError(403, 'FORBIDDEN', 'Partner sign-up must come from the partners page of this site');
      },
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['partners'],
        summary: 'Sign up as a partner',
        body: PartnerSignUpSchema,
        response: {
          201: z.object({ data: PartnerSignUpResultSchema }),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await signUp(deps, request.body);
      // The test key works at once on this node; other nodes' key caches follow within their 5 s.
      app.partners.invalidate();
      return reply.code(201).send({ data });
    },
  );
};

/** The `partner-signup` resource: encapsulated, with the shared plugins it reads. */
export const partnerSignupModule = fp(routes, {
  name: 'resource:partner-signup',
  dependencies: ['context', 'audit', 'accounts', 'partners'],
  encapsulate: true,
});
