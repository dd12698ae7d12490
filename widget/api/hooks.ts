import { type SearchCriteria, encodeSearchParam } from '@parking/core';
import { fetchConfirmation, searchPackages } from './endpoints';
import { useApiQuery } from '@parking/client';

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
