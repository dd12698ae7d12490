import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import { ApiErrorSchema, ContactMessageSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createContactMessages } from './service';
import fp from 'fastify-plugin';

/**
 * The host site's contact form. It is the one cookie route, so it is the one with CSRF tokens; the
 * widget's booking API stays cookieless (docs/decisions/0002-cookieless-partner-api.md).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const saveMessage = createContactMessages(app.ctx);
  await app.register(cookie);
  await app.register(csrf, {
    cookieOpts: {
      path: '/api/v1',
      sameSite: 'strict',
      httpOnly: true,
      secure: app.ctx.env.PUBLIC_URL.startsWith('https:'),
    },
  });

  /** A CSRF token for the contact form; sets the matching secret cookie. */
  app.get(
    '/csrf-token',
    {
      schema: {
        tags: ['content'],
        summary: 'CSRF token for the contact form',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (_request, reply) => ({ token: reply.generateCsrf() }),
  );

  /** Stores a contact message. Needs header `x-csrf-token` from GET /csrf-token; 403 FORBIDDEN otherwise. */
  app.post(
    '/contact',
    {
      onRequest: app.csrfProtection,
      config: { rateLimit: { max: app.bookingRateLimit.max, timeWindow: app.bookingRateLimit.timeWindowMs } },
      schema: {
        tags: ['content'],
        summary: 'Send a message',
        body: ContactMessageSchema,
        response: { 201: z.object({ data: z.object({ id: z.string() }) }), 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await saveMessage(request.body);
      return reply.code(201).send({ data: { id } });
    },
  );
};

/** The `contact` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const contactModule = fp(routes, { name: 'resource:contact', dependencies: ['context'], encapsulate: true });
