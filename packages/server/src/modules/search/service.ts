import { type SearchCriteria, type SearchResults, chargeableDays, daysBetween } from '@parking/core';
import { validationFailed } from '../../errors';
import { type SpacesLeft, type StayDays, createSpacesLeft } from '../../services/availability';
import type { Catalog } from '../../services/catalog';
import type { ServiceContext } from '../../services/context';
import { buildQuote, dayPricesOf } from '../../services/pricing';
import type { Stats } from '../../services/stats';

/**
 * Spaces left, close-outs and day prices per airport and stay, reused for `ttlMs` (1 s, inside the 5 s
 * every node's caches keep to, docs/decisions/0006-scale-out.md). Searches only display availability (a
 * booking re-checks spaces, close-outs and prices when it is placed), so a figure up to a second old is
 * fine, and identical searches in a burst cost one query.
 */
function cached(query: SpacesLeft, ttlMs: number): SpacesLeft {
  if (ttlMs <= 0) return query;
  const entries = new Map<string, { at: number; value: Promise<Map<string, StayDays>> }>();
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

/**
 * Whole answers for the same criteria, reused for `ttlMs` (the same second as the availability they
 * show). An airport with hundreds of providers makes an answer costly to build; a burst of identical
 * searches then builds it once, and the route can reuse its serialised and compressed forms.
 */
function cachedAnswers(build: (c: SearchCriteria) => Promise<SearchResults>, ttlMs: number) {
  if (ttlMs <= 0) return build;
  const entries = new Map<string, { at: number; value: Promise<SearchResults> }>();
  return (criteria: SearchCriteria) => {
    const key = JSON.stringify(criteria);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    if (entries.size > 500) entries.clear();
    const value = build(criteria);
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** `POST /search/packages`: one quote per provider at the airport for the whole stay. */
export function createSearch(ctx: ServiceContext, catalog: Catalog, stats: Stats, availabilityMs = 1_000) {
  const spacesLeft = cached(createSpacesLeft(ctx.db), availabilityMs);

  async function providersFor(criteria: SearchCriteria) {
    const airport = await catalog.airport(criteria.airportId);
    if (!airport) throw validationFailed({ airportId: 'Choose one of our airports' }, 'Unknown airport');
    return { airport, list: await catalog.providersAt(airport.id) };
  }

  async function quotes(criteria: SearchCriteria): Promise<SearchResults> {
    const { airport, list } = await providersFor(criteria);
    const ids = list.map((p) => p.id);
    const [stayDays, figures] = await Promise.all([
      spacesLeft(
        airport.id,
        list,
        criteria.entryDate,
        criteria.exitDate,
        daysBetween(criteria.entryDate, criteria.exitDate) + 1,
      ),
      stats.forProviders(ids, { asker: true }),
    ]);
    const days = chargeableDays(criteria);
    const quoted = list.flatMap((p) => {
      const at = stayDays.get(p.id);
      // A car park closed on a day of the stay is not offered for it (the operator's close-out).
      if (!at || at.closed) return [];
      // Nor one with a day it has no price for.
      if (p.pricePerDay <= 0 && dayPricesOf(p, criteria, at.prices).some((d) => d.pricePerDay <= 0)) return [];
      return [
        buildQuote(p, criteria, criteria.noOfVehicles, {
          spacesLeft: at.spacesLeft,
          totalBooked: figures.get(p.id)?.totalBooked ?? 0,
          currentlyViewing: figures.get(p.id)?.currentlyViewing ?? 0,
          prices: at.prices,
        }),
      ];
    });
    return { data: { criteria, days, quotes: quoted } };
  }
  const answer = cachedAnswers(quotes, availabilityMs);

  return {
    /**
     * The quotes for `criteria`; `visitor` is services/stats.ts `visitorHash`. Within the cache time
     * identical criteria get the same object back (never mutate it); every call still counts as a view.
     */
    async searchPackages(criteria: SearchCriteria, visitor: string): Promise<SearchResults> {
      // The view is recorded first, so the asker is always among the viewers the figures leave out.
      const { list } = await providersFor(criteria);
      stats.record(
        list.map((p) => p.id),
        visitor,
      );
      return answer(criteria);
    },
  };
}
