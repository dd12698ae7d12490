import { ApiErrorSchema, SearchCriteriaSchema, SearchResultsSchema, searchCriteriaSchemaAt } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatorAt, schemaPerMinute } from '../../plugins/validation';

/** Searching for parking. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app.services.ctx;
  /**
   * One quote per provider at the airport for the stay: chargeable days, total for all vehicles, the
   * "was" total, spaces left (or sold out) and real totalBooked / currentlyViewing figures.
   * The criteria follow the same rules as the search form, checked against today's London date.
   */
  app.post(
    '/search/packages',
    {
      schema: {
        tags: ['search'],
        summary: 'Quotes for a stay',
        body: SearchCriteriaSchema,
        response: { 200: SearchResultsSchema, 400: ApiErrorSchema },
      },
      validatorCompiler: bodyValidatorAt(
        schemaPerMinute(clock, (now) => searchCriteriaSchemaAt(now)),
        { memo: true },
      ),
    },
    async (request) => app.services.search.searchPackages(request.body, request.ip),
  );
};
