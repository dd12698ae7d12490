import { ApiErrorSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { listingPhoto } from './service-photos';
import { mediaAnswer } from '../../plugins/openapi-conventions';

/** The public photos of providers' listings, uploaded by their operators in the console. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * One photo of a provider's listing (JPEG, PNG or WebP, re-encoded without metadata when uploaded).
   * A photo is never changed, only removed, so its address is cached for a year as immutable; 404 when
   * unknown or removed.
   */
  app.get(
    '/providers/:id/photos/:photoId',
    {
      schema: {
        tags: ['providers'],
        summary: "A photo of a provider's listing",
        params: z.object({ id: z.string().min(1).max(100), photoId: z.string().min(1).max(100) }),
        response: {
          200: mediaAnswer('image/*', 'The image: image/jpeg, image/png or image/webp'),
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const photo = await listingPhoto(app.ctx.db, request.params.id, request.params.photoId);
      if (!photo) throw notFound('Photo');
      return reply
        .type(photo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(photo.data);
    },
  );
};
