import {
  ApiErrorSchema,
  type Provider,
  ProviderListQuerySchema,
  ProviderListResponseSchema,
  ProviderSchema,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { CatalogProvider } from '../../services/catalog';
import type { ProviderStats } from '../../services/stats';
import { photoRoutes } from './photo-routes';
import fp from 'fastify-plugin';

/** The wire shape: capacity stays on the server; live figures are real and 0 when there are none. */
function toWire(provider: CatalogProvider, stats: ProviderStats | undefined): Provider {
  const { spacesPerDay: _capacity, ...wire } = provider;
  return { ...wire, totalBooked: stats?.totalBooked ?? 0, currentlyViewing: stats?.currentlyViewing ?? 0 };
}

/** Parking providers. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A page of the providers at one airport (`airportId` required; `page=1&limit=100` as for
   * `GET /airports`), recommended first, then by name, each with its live totalBooked /
   * currentlyViewing figures; 404 when the airport is unknown, 400 on a missing or bad query.
   */
  app.get(
    '/providers',
    {
      schema: {
        tags: ['providers'],
        summary: 'List the providers at an airport',
        querystring: ProviderListQuerySchema,
        response: { 200: ProviderListResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { airportId, page, limit } = request.query;
      const list = await app.catalog.listProviders(airportId, page, limit);
      if (!list) throw notFound('Airport');
      const stats = await app.stats.forProviders(list.items.map((p) => p.id));
      return { data: { items: list.items.map((p) => toWire(p, stats.get(p.id))), total: list.total, page, limit } };
    },
  );

  /** One provider with its details and live totalBooked / currentlyViewing figures; 404 when unknown. */
  app.get(
    '/providers/:id',
    {
      schema: {
        tags: ['providers'],
        summary: 'A provider',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ data: ProviderSchema }), 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const provider = await app.catalog.provider(request.params.id);
      if (!provider) throw notFound('Provider');
      const stats = (await app.stats.forProviders([provider.id])).get(provider.id);
      return { data: toWire(provider, stats) };
    },
  );

  await app.register(photoRoutes);
};

/** The `providers` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const providersModule = fp(routes, {
  name: 'resource:providers',
  dependencies: ['context', 'catalog', 'stats'],
  encapsulate: true,
});
