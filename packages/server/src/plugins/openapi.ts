import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES, apiTransform, finishDocument } from './openapi-conventions';
import { documentStayFormats } from './openapi-formats';

/**
 * The OpenAPI document, generated from the routes' zod schemas (core's wire schemas), with a
 * browsable page at /api/v1/docs (JSON at /api/v1/docs/json). Register before the routes. Partners
 * generate clients from it, so it keeps to redocly's recommended rules (tests/server/openapi.test.ts):
 * pages stay out, and security, error answers and operationIds come from one place (openapi-conventions.ts).
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  documentStayFormats();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Airport parking booking API',
        description:
          'Search and compare airport parking at Luton, Bristol and Stansted, and book it. Money is integer pence (GBP); dates are yyyy-MM-dd and times HH:mm, Europe/London.',
        version: '1.0.0',
        license: { name: 'Terms and conditions', url: `${opts.publicUrl}/terms-and-conditions` },
      },
      servers: [{ url: opts.publicUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Transforms (normalising registrations, phones...) have no JSON Schema; they are documented as their input/output shapes.
    transform: apiTransform(
      createJsonSchemaTransform({
        skipList: ['/api/v1/docs', '/api/v1/docs/*'],
        zodToJsonConfig: { unrepresentable: 'any' },
      }),
    ),
    transformObject: (documents) =>
      finishDocument('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs', staticCSP: true });
});
