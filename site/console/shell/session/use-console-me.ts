import { type ConsoleMe, ConsoleMeSchema } from '@parking/core';
import { type ApiQuery, apiRequest, useApiCache, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The cache key (and path under the API base) of the signed-in person's console identity. */
export const CONSOLE_ME_KEY = '/console/me';

/**
 * `GET /api/v1/console/me` through the one client's cache: the signed-in user, their organisations,
 * the active one with their role, and whether they have (or must add) a passkey. Every console page
 * reads it; one request serves them all. A 401 `error` means signed out.
 */
export function useConsoleMe(): ApiQuery<ConsoleMe> {
  const api = useConsoleApi();
  return useApiQuery(CONSOLE_ME_KEY, () => apiRequest(api, CONSOLE_ME_KEY, { schema: ConsoleMeSchema }));
}

/** Fetches the console identity again: after signing in, switching organisation or adding a passkey. */
export function useRevalidateMe(): () => Promise<void> {
  const cache = useApiCache();
  return () => cache.revalidate(CONSOLE_ME_KEY);
}
