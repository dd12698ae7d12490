import { type WidgetKeyList, WidgetKeyListSchema } from '@parking/core';
import { type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from './console-api';

// Read by the widget keys screen and by Configure (which previews one of the keys), so it sits in the kit.

/** The cache key (the request path under the API base) of the partner's widget keys. */
export const KEYS_KEY = '/console/partner/keys';

/** `GET /api/v1/console/partner/keys`: the organisation's keys and whether live keys are approved. */
export function useWidgetKeys(): ApiQuery<WidgetKeyList> {
  const api = useConsoleApi();
  return useApiQuery(KEYS_KEY, () => apiRequest(api, KEYS_KEY, { schema: WidgetKeyListSchema }));
}
