import { AirportListQuerySchema, AirportListResponseSchema, ApiErrorSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

/** Airports we sell parking at. */
const routes: FastifyPluginAsyncZod = async (app) => {
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
      const { items, total } = await app.catalog.listAirports(page, limit);
      return { data: { items, total, page, limit } };
    },
  );
};

/** The `airports` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const airportsModule = fp(routes, { name: 'resource:airports', dependencies: ['catalog'], encapsulate: true });
