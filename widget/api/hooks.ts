import { type SearchCriteria, encodeSearchParam } from '@parking/core';
import { useWidgetConfig } from '../config';
import { type ApiFailure, toApiFailure } from './api-failure';
import { fetchAirports, fetchConfirmation, searchPackages } from './endpoints';
import { airportsKey } from './cache-keys';
import { useApiQuery } from './query-cache';

/** The airports for the dropdown; a failure is logged as the spec asks and the list stays empty. */
export function useAirports() {
  const config = useWidgetConfig();
  const query = useApiQuery(airportsKey(config.apiBase), async () => {
    try {
      return await fetchAirports(config);
    } catch (error) {
      console.error('Failed to load airports');
      throw toApiFailure(error);
    }
  });
  return {
    airports: query.data ?? [],
    error: query.error as ApiFailure | undefined,
    isLoading: query.isLoading,
    retry: query.retry,
  };
}

/** Quotes for one set of criteria, cached per criteria so going back to results is instant. */
export function useSearchResults(criteria: SearchCriteria) {
  const config = useWidgetConfig();
  const query = useApiQuery(`search ${config.apiBase} ${encodeSearchParam(criteria)}`, async () => {
    try {
      return await searchPackages(config, criteria);
    } catch (error) {
      throw toApiFailure(error);
    }
  });
  return {
    results: query.data,
    error: query.error as ApiFailure | undefined,
    isLoading: query.isLoading,
    retry: query.retry,
  };
}

/** How often a pending booking's confirmation is fetched again. */
export const PENDING_POLL_MS = 3000;

/** The confirmation of a paid (or pending) booking by checkout session id. */
export function useConfirmation(sessionId: string) {
  const config = useWidgetConfig();
  const query = useApiQuery(
    `checkout ${config.apiBase} ${sessionId}`,
    async () => {
      try {
        return await fetchConfirmation(config, sessionId);
      } catch (error) {
        throw toApiFailure(error);
      }
    },
    // The payment event may land a moment after the redirect: look again until it is confirmed.
    (data) => (data?.status === 'pending' ? PENDING_POLL_MS : 0),
  );
  return {
    confirmation: query.data,
    error: query.error as ApiFailure | undefined,
    isLoading: query.isLoading,
    retry: query.retry,
  };
}
