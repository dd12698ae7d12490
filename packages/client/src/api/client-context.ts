import { createContext, useContext } from 'react';
import type { ApiClientOptions } from './request';

/** Default base of the API when none is given. */
export const DEFAULT_API_BASE = '/api/v1';

/**
 * The client options of the nearest provider (`ApiProvider`, or the widget's `WidgetProvider`): what
 * `useApiQuery` hands its loaders and what a host's changes send with. Outside one: `/api/v1`, no cookies.
 */
export const ApiClientContext = createContext<ApiClientOptions>({ apiBase: DEFAULT_API_BASE });

/** The client options of the nearest provider, for requests a view sends itself (changes). */
export function useApiClient(): ApiClientOptions {
  return useContext(ApiClientContext);
}
