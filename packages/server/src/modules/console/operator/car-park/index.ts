import { CarParkListingSchema, CarParkSettingsSchema, EDITS_LISTING, screenAccess } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { photoRoutes } from './photo-routes';
import { carParkSettings, updateListing } from './service';
import { tenantId } from '../../../../services/accounts/tenant-ids';

/** Every operator member reads the listing (the desk answers travellers' questions from it). */
const DESK = screenAccess('operator/car-park');
/** Owners and managers change what travellers see. */
const EDITOR = screenAccess('operator/car-park', EDITS_LISTING);

const params = z.object({ id: tenantId('carPark', z.string().min(1).max(100)) });

/** A car park's listing as travellers see it: read by every member, changed by owners and managers. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * One of the organisation's car parks with its listing (name, description, features, transfer time,
   * arrival and return instructions, phone, bookings email), its photos, and what the preview shows
   * beside them (airport, type, address, standard price per day). 404 for another organisation's.
   * Every operator role.
   */
  app.get(
    '/console/car-parks/:id',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's listing and photos",
        params,
        response: { 200: CarParkSettingsSchema },
      },
    },
    async (request) => {
      return carParkSettings(app.ctx, request.member, request.params.id);
    },
  );

  /**
   * Replaces the car park's listing (every field; `bookingsEmail` null sends bookings to the owners).
   * Checked with core's `CarParkListingSchema`: a 400 names each wrong field and changes nothing. The
   * change is audited (`listing.changed`, each changed field before and after) and reaches search on
   * this node at once and on every node within the catalog's 5-second lifetime. Owners and managers.
   */
  app.put(
    '/console/car-parks/:id/listing',
    {
      config: { console: EDITOR },
      schema: {
        tags: ['console'],
        summary: "Change a car park's listing",
        params,
        body: CarParkListingSchema,
        response: { 200: CarParkSettingsSchema },
      },
    },
    async (request) => {
      const settings = await updateListing(app, request.member, request.params.id, request.body);
      app.catalog.invalidate();
      return settings;
    },
  );

  await app.register(photoRoutes);
};

/** `console/operator/car-park`: a car park's listing and photos (tenancy checked by the `tenancy` plugin). */
export const operatorCarParkModule = fp(routes, {
  name: 'console:operator/car-park',
  dependencies: ['context', 'console', 'audit', 'catalog'],
  encapsulate: true,
});
