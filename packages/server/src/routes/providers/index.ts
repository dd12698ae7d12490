import { ApiErrorSchema, ProviderSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';

/** Parking providers. */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const provider = await app.services.catalog.provider(request.params.id);
      if (!provider) throw notFound('Provider');
      const { spacesPerDay: _capacity, ...wire } = provider;
      const stats = (await app.services.stats.forProviders([provider.id])).get(provider.id);
      return {
        data: { ...wire, totalBooked: stats?.totalBooked ?? 0, currentlyViewing: stats?.currentlyViewing ?? 0 },
      };
    },
  );
};
