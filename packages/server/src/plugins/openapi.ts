import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas (core's wire schemas), with a
 * browsable page at /api/v1/docs (JSON at /api/v1/docs/json). Register before the routes.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Airport parking booking API',
        description:
          'Search and compare airport parking at Luton, Bristol and Stansted, and book it. Money is integer pence (GBP); dates are yyyy-MM-dd and times HH:mm, Europe/London.',
        version: '1.0.0',
      },
      servers: [{ url: opts.publicUrl }],
    },
    // Transforms (normalising registrations, phones...) have no JSON Schema; they are documented as their input/output shapes.
    transform: createJsonSchemaTransform({
      skipList: ['/api/v1/docs', '/api/v1/docs/*'],
      zodToJsonConfig: { unrepresentable: 'any' },
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs', staticCSP: true });
});
