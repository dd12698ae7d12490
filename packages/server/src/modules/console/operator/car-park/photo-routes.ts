import { EDITS_LISTING, ListingPhotosSchema, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPhotoUpload, registerPhotoUploads } from './photo-upload';
import { assertOwnCarPark } from './service';
import { addListingPhoto, removeListingPhoto } from './service-photos';
import { tenantId } from '../../../../services/accounts/tenant-ids';

/** Owners and managers change what travellers see. */
const EDITOR = screenAccess('operator/car-park', EDITS_LISTING);
const id = () => z.string().min(1).max(100);

/** The listing's photos: added one at a time, removed one at a time, by owners and managers. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only in this plugin: no other route of the resource accepts files.
  await registerPhotoUploads(app);

  /**
   * Adds a photo to the car park's listing, as `multipart/form-data`: one `photo` (JPEG, PNG or WebP by
   * its bytes, ≤ 5 MB; stored re-encoded within 2,000 px without metadata) and its `alt` text (required,
   * ≤ 200 characters). At most 8 photos a listing. A refusal (400 with the reason beside `photo` or
   * `alt`) stores nothing. Audited. The first photo replaces the standard picture in search results.
   * Answers the listing's photos. Owners and managers; 404 for another
   * organisation's car park, before any byte of the photo is read.
   */
  app.post(
    '/console/car-parks/:id/photos',
    {
      config: { console: EDITOR },
      schema: {
        tags: ['console'],
        summary: "Adds a photo to a car park's listing",
        consumes: ['multipart/form-data'],
        params: z.object({ id: tenantId('carPark', id()) }),
        response: { 201: ListingPhotosSchema },
      },
    },
    async (request, reply) => {
      await assertOwnCarPark(app.ctx, request.member, request.params.id);
      const upload = await readPhotoUpload(request);
      const photos = await addListingPhoto(app, request.member, request.params.id, upload);
      // The first photo is the one search results show: this node at once, the others within 5 s.
      app.catalog.invalidate();
      return reply.code(201).send(photos);
    },
  );

  /**
   * Removes one photo from the car park's listing (travellers stop seeing it at once; its public address
   * answers 404). Audited. Answers the listing's photos left. Owners and managers; 404 for another
   * organisation's car park or photo.
   */
  app.delete(
    '/console/car-parks/:id/photos/:photoId',
    {
      config: { console: EDITOR },
      schema: {
        tags: ['console'],
        summary: "Removes a photo from a car park's listing",
        params: z.object({ id: tenantId('carPark', id()), photoId: tenantId('carParkPhoto', id()) }),
        response: { 200: ListingPhotosSchema },
      },
    },
    async (request) => {
      const photos = await removeListingPhoto(app, request.member, request.params.id, request.params.photoId);
      app.catalog.invalidate();
      return photos;
    },
  );
};
