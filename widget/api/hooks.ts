import { type SearchCriteria, encodeSearchParam } from '@parking/core';
import useSWR from 'swr';
import { useWidgetConfig } from '../config';
import { type ApiFailure, toApiFailure } from './api-failure';
import { fetchAirports, fetchConfirmation, searchPackages } from './endpoints';

/** The airports for the dropdown; a failure is logged as the spec asks and the list stays empty. */
export function useAirports() {
  const config = useWidgetConfig();
  const swr = useSWR(['airports', config.apiBase], async () => {
    try {
      return await fetchAirports(config);
    } catch (error) {
      console.error('Failed to load airports');
      throw toApiFailure(error);
    }
  });
  return {
    airports: swr.data ?? [],
    error: swr.error as ApiFailure | undefined,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}

/** Quotes for one set of criteria, cached per criteria so going back to results is instant. */
export function useSearchResults(criteria: SearchCriteria) {
  const config = useWidgetConfig();
  const swr = useSWR(['search', config.apiBase, encodeSearchParam(criteria)], async () => {
    try {
      return await searchPackages(config, criteria);
    } catch (error) {
      throw toApiFailure(error);
    }
  });
  return {
    results: swr.data,
    error: swr.error as ApiFailure | undefined,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}

/** How often a pending booking's confirmation is fetched again. */
export const PENDING_POLL_MS = 3000;

/** The confirmation of a paid (or pending) booking by checkout session id. */
export function useConfirmation(sessionId: string) {
  const config = useWidgetConfig();
  const swr = useSWR(
    ['checkout', config.apiBase, sessionId],
    async () => {
      try {
        return await fetchConfirmation(config, sessionId);
      } catch (error) {
        throw toApiFailure(error);
      }
    },
    // The payment event may land a moment after the redirect: look again until it is confirmed.
    { refreshInterval: (data) => (data?.status === 'pending' ? PENDING_POLL_MS : 0) },
  );
  return {
    confirmation: swr.data,
    error: swr.error as ApiFailure | undefined,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
  };
}
