import { ApiErrorSchema } from '@parking/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PARTNER_ORIGIN } from './personas';

const OK = { 200: z.object({ ok: z.boolean() }) };

const refusal = (code: string, message: string) => ({ error: { code, message } });

/**
 * Routes registered only by harness.test.ts, each wrong in the way the fuzz must catch: one the document
 * alone cannot call (it needs the id of a thing), one that answers 500 on a number too large (an
 * unbounded count), one whose refusal shows a stack frame, and one whose guard refuses every
 * variant, so the fuzz would reach nothing there.
 */
export const fuzzFixtureRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/fuzz-fixture/things/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(50) }),
        response: { 200: z.object({ id: z.string() }), 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      (request.params as { id: string }).id === 'thing-1'
        ? { id: 'thing-1' }
        : reply.code(404).send(refusal('NOT_FOUND', 'Not found')),
  );

  app.post(
    '/fuzz-fixture/breaks',
    { schema: { body: z.object({ count: z.number() }), response: OK } },
    async (request) => {
      if ((request.body as { count: number }).count > 1_000_000) throw new RangeError('Invalid array length');
      return { ok: true };
    },
  );

  app.post(
    '/fuzz-fixture/leaks',
    { schema: { body: z.object({ name: z.string() }), response: { ...OK, 400: ApiErrorSchema } } },
    async (request, reply) =>
      (request.body as { name: string }).name.length > 1_000
        ? reply.code(400).send(refusal('VALIDATION_FAILED', 'at parse (/srv/app/node_modules/x/index.js:1:2)'))
        : { ok: true },
  );

  app.get(
    '/fuzz-fixture/guarded',
    {
      schema: { response: { ...OK, 403: ApiErrorSchema } },
      onRequest: async (request, reply) => {
        const exact = request.headers.origin === PARTNER_ORIGIN && request.headers['x-partner-key'] === 'pk_wk_fz';
        if (!exact || request.url.includes('?')) return reply.code(403).send(refusal('FORBIDDEN', 'No'));
      },
    },
    async () => ({ ok: true }),
  );
};
