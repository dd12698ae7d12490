import type { ConsoleAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handoverPhoto } from './service';
import { tenantId } from '../../../../services/accounts/tenant-ids';
import { mediaAnswer } from '../../../../plugins/openapi-conventions';

/** The operator's members, and our staff; partners get 404. */
const OPERATOR_OR_STAFF: ConsoleAccess = { kind: 'any', role: 'any' };

/** Handover photos' bytes: from the database, never from a folder the web server serves. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * One handover photo's bytes (JPEG, PNG or WebP), never cached, never sniffed, shown inline. Members of
   * the car park's organisation and our staff; 404 for anyone else. Our staff's every fetch is recorded in
   * the audit log as `booking.photo-viewed` on the photo's booking.
   */
  app.get(
    '/console/handover-photos/:id',
    {
      config: { console: OPERATOR_OR_STAFF },
      schema: {
        tags: ['console'],
        summary: 'A handover photo',
        params: z.object({ id: tenantId('handoverPhoto', z.string().min(1).max(64)) }),
        response: { 200: mediaAnswer('image/*', 'The image: image/jpeg, image/png or image/webp') },
      },
    },
    async (request, reply) => {
      const photo = await handoverPhoto({ ctx: app.ctx, audit: app.audit }, request.member, request.params.id);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(photo.data);
    },
  );
};
