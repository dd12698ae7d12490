import { type SearchCriteria, type SearchResults, chargeableDays, stayDates } from '@parking/core';
import { validationFailed } from '../errors';
import { spacesLeft } from './availability';
import type { Catalog } from './catalog';
import type { ServiceContext } from './context';
import { buildQuote } from './pricing';
import { type Stats, viewerHash } from './stats';

/** `POST /search/packages`: one quote per provider at the airport for the whole stay. */
export function createSearch(ctx: ServiceContext, catalog: Catalog, stats: Stats) {
  return {
    async searchPackages(criteria: SearchCriteria, clientIp: string): Promise<SearchResults> {
      const airport = await catalog.airport(criteria.airportId);
      if (!airport) throw validationFailed({ airportId: 'Choose one of our airports' }, 'Unknown airport');
      const list = await catalog.providersAt(airport.id);
      const ids = list.map((p) => p.id);
      stats.record(ids, viewerHash(criteria, clientIp));
      const [spaces, figures] = await Promise.all([spacesLeft(ctx.db, list, stayDates(criteria)), stats.forProviders(ids)]);
      const quotes = list.map((p) =>
        buildQuote(p, criteria, criteria.noOfVehicles, {
          spacesLeft: spaces.get(p.id) ?? 0,
          totalBooked: figures.get(p.id)?.totalBooked ?? 0,
          currentlyViewing: figures.get(p.id)?.currentlyViewing ?? 0,
        }),
      );
      return { data: { criteria, days: chargeableDays(criteria), quotes } };
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
