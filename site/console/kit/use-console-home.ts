import { type ConsoleHome, ConsoleHomeSchema } from '@parking/core';
import { type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from './console-api';

/** The cache key (and path under the API base) of the active organisation's home figures. */
export const CONSOLE_HOME_KEY = '/console/home';

/** `GET /api/v1/console/home`: the active organisation's figures, shaped by its kind. */
export function useConsoleHome(): ApiQuery<ConsoleHome> {
  const api = useConsoleApi();
  return useApiQuery(CONSOLE_HOME_KEY, () => apiRequest(api, CONSOLE_HOME_KEY, { schema: ConsoleHomeSchema }));
}
