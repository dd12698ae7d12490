import { AirportListQuerySchema, AirportListResponseSchema, ApiErrorSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Airports we sell parking at. */
export const airportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A page of airports (docs/product-rules.md#search-form: `page=1&limit=100`); items are `{ id, name, code, city, country }`. */
  app.get(
    '/airports',
    {
      schema: {
        tags: ['airports'],
        summary: 'List airports',
        querystring: AirportListQuerySchema,
        response: { 200: AirportListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await app.services.catalog.listAirports(page, limit);
      return { data: { items, total, page, limit } };
    },
  );
};
