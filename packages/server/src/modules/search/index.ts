import { ApiErrorSchema, SearchCriteriaSchema, SearchResultsSchema, searchCriteriaSchemaAt } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatorAt, createValidationMemo, schemaPerMinute } from '../../plugins/validation';
import { visitorHash } from '../../services/stats';
import { createEncodedAnswers } from './encoded-answer';
import { createSearch } from './service';
import fp from 'fastify-plugin';

/** Searching for parking. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app.ctx;
  const search = createSearch(app.ctx, app.catalog, app.stats, app.tuning.cache.availabilityMs);
  const memo = createValidationMemo(Object.keys(SearchCriteriaSchema.shape));
  const limit = app.searchRateLimit;
  const encode = createEncodedAnswers();
  /**
   * One quote per provider at the airport for the stay: chargeable days, total for all vehicles, the
   * total at the provider's gate price, spaces left (or sold out) and real totalBooked /
   * currentlyViewing figures (the asking visitor never counts among the viewers).
   * The criteria follow the same rules as the search form, checked against today's London date.
   * Rate-limited per client (`RATE_LIMIT_SEARCH` a minute): 429 RATE_LIMITED.
   */
  app.post(
    '/search/packages',
    {
      schema: {
        tags: ['search'],
        summary: 'Quotes for a stay',
        body: SearchCriteriaSchema,
        response: { 200: SearchResultsSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      validatorCompiler: bodyValidatorAt(
        schemaPerMinute(clock, (now) => searchCriteriaSchemaAt(now)),
        { memo },
      ),
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
    },
    async (request, reply) => {
      const visitor = visitorHash(request.ip, request.headers['user-agent']);
      const results = await search.searchPackages(request.body, visitor);
      // Encoded here rather than by the compression plugin, so identical answers are encoded once.
      const { payload, encoding } = await encode(results, request.headers['accept-encoding']);
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      // The body is the serialised SearchResults (the 200 schema documents it).
      return reply.send(payload as never);
    },
  );
};

/** The `search` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const searchModule = fp(routes, {
  name: 'resource:search',
  dependencies: ['context', 'catalog', 'stats'],
  encapsulate: true,
});
