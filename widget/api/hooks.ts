import { type SearchCriteria, encodeSearchParam } from '@parking/core';
import { AIRPORTS_PATH } from './cache-keys';
import { fetchAirports, fetchConfirmation, searchPackages } from './endpoints';
import { useApiQuery } from './use-api-query';

/**
 * The airports (GET /airports, the widget's dropdown and the site's pages alike); a failure is logged as
 * docs/product-rules.md#search-form asks and the list stays empty.
 */
export function useAirports() {
  const query = useApiQuery(
    AIRPORTS_PATH,
    async (config) => {
      try {
        return await fetchAirports(config);
      } catch (error) {
        console.error('Failed to load airports');
        throw error;
      }
    },
    // A pre-rendered page's list is used as it is: airports change with a deploy, not between visits.
    { keepKnown: true },
  );
  return { ...query, airports: query.data ?? [] };
}

/** Quotes for one set of criteria, cached per criteria so going back to results is instant. */
export function useSearchResults(criteria: SearchCriteria) {
  const query = useApiQuery(`search ${encodeSearchParam(criteria)}`, (config) => searchPackages(config, criteria));
  return { ...query, results: query.data };
}

/** How often a pending booking's confirmation is fetched again. */
const PENDING_POLL_MS = 3000;

/** The confirmation of a paid (or pending) booking by checkout session id. */
export function useConfirmation(sessionId: string) {
  const query = useApiQuery(
    `checkout ${sessionId}`,
    (config) => fetchConfirmation(config, sessionId),
    // The payment event may land a moment after the redirect: look again until it is confirmed.
    { pollMs: (data) => (data?.status === 'pending' ? PENDING_POLL_MS : 0) },
  );
  return { ...query, confirmation: query.data };
}
