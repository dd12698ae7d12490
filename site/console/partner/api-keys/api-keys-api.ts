import {
  type ApiKey,
  ApiKeySchema,
  type ApiKeys,
  ApiKeysSchema,
  type CreatedApiKey,
  CreatedApiKeySchema,
} from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The cache key (and path under the API base) of the organisation's server keys. */
export const API_KEYS_KEY = '/console/partner/api-keys';

/** `GET /api/v1/console/partner/api-keys`: the server keys, newest first (never a secret). */
export function useApiKeys(): ApiQuery<ApiKeys> {
  const api = useConsoleApi();
  return useApiQuery(API_KEYS_KEY, () => apiRequest(api, API_KEYS_KEY, { schema: ApiKeysSchema }));
}

/** What the page sends. */
export type ApiKeyActions = {
  /** Creates a key; the answer holds its secret, this once. */
  create: (name: string) => Promise<CreatedApiKey>;
  revoke: (id: string) => Promise<ApiKey>;
};

/** The actions over `client` (the console's options, from useConsoleApi). */
export function apiKeyActions(client: ApiClientOptions): ApiKeyActions {
  return {
    create: (name) => apiRequest(client, API_KEYS_KEY, { method: 'POST', body: { name }, schema: CreatedApiKeySchema }),
    revoke: (id) =>
      apiRequest(client, `${API_KEYS_KEY}/${encodeURIComponent(id)}/revoke`, { method: 'POST', schema: ApiKeySchema }),
  };
}
