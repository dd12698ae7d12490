import {
  ApiErrorSchema,
  PartnerSignUpConfirmSchema,
  PartnerSignUpConfirmedSchema,
  PartnerSignUpResultSchema,
  PartnerSignUpSchema,
} from '@parking/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../../errors';
import { type PendingSignUp, askToConfirm } from '../../services/accounts/partner-confirmations';
import { confirmSignUp, signUp } from './service';

/** What both routes need: the sign-up's services, and the check that a post comes from our own pages. */
function setup(app: FastifyInstance) {
  const origin = new URL(app.ctx.env.PUBLIC_URL).origin;
  const deps = {
    ctx: app.ctx,
    audit: app.audit,
    // better-auth's own magic link (the console's sign-in), queued once as an `account-email` job.
    sendSignInLink: async (email: string) =>
      void (await app.accounts.api.signInMagicLink({
        body: { email, callbackURL: '/console' },
        headers: new Headers({ origin }),
      })),
    askToConfirm: (pending: PendingSignUp) => askToConfirm(app.ctx, app.jobs, pending),
  };
  // Posted by the partners page only: its exact Origin, or 403 before anything is read.
  const ourPagesOnly = async (request: FastifyRequest) => {
    if (request.headers.origin !== origin)
      throw new AppError(403, 'FORBIDDEN', 'Partner sign-up must come from the partners page of this site');
  };
  const limit = app.bookingRateLimit;
  return { deps, ourPagesOnly, rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
}

/** Partner sign-up from the public partners page (issue 23). */
const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, ourPagesOnly, rateLimit } = setup(app);

  /**
   * Signs a partner up. A new address: creates the partner organisation, its owner, a test key for
   * localhost and the website's origin, and emails the console sign-in link. An address that already has
   * an account: makes nothing yet and emails that person a link to confirm (single-use, 24 hours). The
   * answer is the same either way. Posts from our own pages only (403), rate-limited like the contact form
   * (429); 400 VALIDATION_FAILED with `fields`.
   */
  app.post(
    '/partners/sign-up',
    {
      onRequest: ourPagesOnly,
      config: { rateLimit },
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

/** The confirmation of a sign-up made with an existing account's address. */
const confirmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, ourPagesOnly, rateLimit } = setup(app);

  /**
   * Confirms a sign-up emailed to an existing account: makes the partner organisation with that account
   * as its owner and the test key the sign-up answered. The token works once (404 `LINK_INVALID` after, or
   * for an unknown one) for 24 hours (410 `LINK_EXPIRED`). Our own pages only (403), rate-limited (429).
   */
  app.post(
    '/partners/sign-up/confirm',
    {
      onRequest: ourPagesOnly,
      config: { rateLimit },
      schema: {
        tags: ['partners'],
        summary: 'Confirm a partner sign-up made with an existing account',
        body: PartnerSignUpConfirmSchema,
        response: {
          200: z.object({ data: PartnerSignUpConfirmedSchema }),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          410: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await confirmSignUp(deps, request.body.token);
      app.partners.invalidate();
      return reply.send({ data });
    },
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await signUpRoutes(app, {});
  await confirmRoutes(app, {});
};

/** The `partner-signup` resource: encapsulated, with the shared plugins it reads. */
export const partnerSignupModule = fp(routes, {
  name: 'resource:partner-signup',
  dependencies: ['context', 'audit', 'accounts', 'partners', 'jobs'],
  encapsulate: true,
});
