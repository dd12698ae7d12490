import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { SERVER_ASSETS } from '../../paths';
import fp from 'fastify-plugin';
import { mediaAnswer } from '../../plugins/openapi-conventions';

const PROVIDER_IMAGES = join(SERVER_ASSETS, 'providers/');

/** Images shipped with the product (no external URLs). */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** A provider's image (SVG); the id is checked so no other file can be read. */
  app.get(
    '/assets/providers/:file',
    {
      schema: {
        tags: ['assets'],
        summary: 'Provider image',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'Unknown image') }),
        response: { 200: mediaAnswer('image/svg+xml', 'The image') },
      },
    },
    async (request, reply) => {
      const svg = await readFile(PROVIDER_IMAGES + request.params.file).catch(() => undefined);
      if (!svg) throw notFound('Image');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};

/** The `assets` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const assetsModule = fp(routes, { name: 'resource:assets', dependencies: [], encapsulate: true });
