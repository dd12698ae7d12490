import { SupportResponseSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

/** How to reach support: the one source the site, the widget and the emails share. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  const support = {
    email: env.SUPPORT_EMAIL,
    phone: env.SUPPORT_PHONE,
    address: env.SUPPORT_ADDRESS,
    hours: env.SUPPORT_HOURS,
  };
  /** The support email, phone, postal address and opening hours from the server's SUPPORT_* settings. */
  app.get(
    '/support',
    { schema: { tags: ['content'], summary: 'Support contact details', response: { 200: SupportResponseSchema } } },
    async (_request, reply) => {
      // Settings change only with a restart: let browsers and CDNs keep the answer for a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return { data: support };
    },
  );
};

/** The `support` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const supportModule = fp(routes, { name: 'resource:support', dependencies: ['context'], encapsulate: true });
