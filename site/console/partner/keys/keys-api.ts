import { type RefusalList, RefusalListSchema, type WidgetKey, WidgetKeySchema } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';
import { KEYS_KEY } from '../../kit/widget-keys-read';

/** The cache key (the request path under the API base) of the refused origins. */
export const REFUSALS_KEY = '/console/partner/refusals';

/** `GET /api/v1/console/partner/refusals`: refused origins, newest first (read again every minute). */
export function useRefusals(): ApiQuery<RefusalList> {
  const api = useConsoleApi();
  return useApiQuery(REFUSALS_KEY, () => apiRequest(api, REFUSALS_KEY, { schema: RefusalListSchema }), {
    pollMs: () => 60_000,
  });
}

/** What the page sends; each answers the key as it now is. */
export type KeyActions = {
  create: (name: string, mode: WidgetKey['mode']) => Promise<WidgetKey>;
  update: (id: string, change: { name?: string; allowedOrigins?: string[] }) => Promise<WidgetKey>;
  rotate: (id: string, graceHours: number) => Promise<WidgetKey>;
  revoke: (id: string) => Promise<WidgetKey>;
};

const keyPath = (id: string) => `${KEYS_KEY}/${encodeURIComponent(id)}`;

/** The actions over `client` (the console's options, from useConsoleApi). */
export function keyActions(client: ApiClientOptions): KeyActions {
  const schema = WidgetKeySchema;
  return {
    create: (name, mode) => apiRequest(client, KEYS_KEY, { method: 'POST', body: { name, mode }, schema }),
    update: (id, change) => apiRequest(client, keyPath(id), { method: 'PATCH', body: change, schema }),
    rotate: (id, graceHours) =>
      apiRequest(client, `${keyPath(id)}/rotate`, { method: 'POST', body: { graceHours }, schema }),
    revoke: (id) => apiRequest(client, `${keyPath(id)}/revoke`, { method: 'POST', schema }),
  };
}
