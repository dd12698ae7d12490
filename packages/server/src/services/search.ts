import { type SearchCriteria, type SearchResults, chargeableDays, daysBetween } from '@parking/core';
import { validationFailed } from '../errors';
import { type SpacesLeft, createSpacesLeft } from './availability';
import type { Catalog } from './catalog';
import type { ServiceContext } from './context';
import { buildQuote } from './pricing';
import { type Stats, viewerHash } from './stats';

/**
 * Spaces left per airport and stay, reused for `ttlMs`. Searches only display availability (a
 * booking re-checks it in its transaction), so a figure up to a second old is fine, and identical
 * searches in a burst cost one query.
 */
function cached(query: SpacesLeft, ttlMs: number): SpacesLeft {
  if (ttlMs <= 0) return query;
  const entries = new Map<string, { at: number; value: Promise<Map<string, number>> }>();
  return (airportId, list, first, last, dayCount) => {
    const key = `${airportId}|${first}|${last}`;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    if (entries.size > 5_000) entries.clear();
    const value = query(airportId, list, first, last, dayCount);
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** `POST /search/packages`: one quote per provider at the airport for the whole stay. */
export function createSearch(ctx: ServiceContext, catalog: Catalog, stats: Stats, availabilityMs = 1_000) {
  const spacesLeft = cached(createSpacesLeft(ctx.db), availabilityMs);
  return {
    async searchPackages(criteria: SearchCriteria, clientIp: string): Promise<SearchResults> {
      const airport = await catalog.airport(criteria.airportId);
      if (!airport) throw validationFailed({ airportId: 'Choose one of our airports' }, 'Unknown airport');
      const list = await catalog.providersAt(airport.id);
      const ids = list.map((p) => p.id);
      stats.record(ids, viewerHash(criteria, clientIp));
      const [spaces, figures] = await Promise.all([
        spacesLeft(
          airport.id,
          list,
          criteria.entryDate,
          criteria.exitDate,
          daysBetween(criteria.entryDate, criteria.exitDate) + 1,
        ),
        stats.forProviders(ids),
      ]);
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
