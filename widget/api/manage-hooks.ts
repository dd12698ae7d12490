import { fetchManagedBooking } from './manage';
import { useApiQuery } from '@parking/client';

/** The booking a manage token opens, loaded once per token (docs/product-rules.md#amend-and-cancel). */
export function useManagedBooking(token: string | undefined) {
  return useApiQuery(token ? `manage ${token}` : null, (config) => fetchManagedBooking(config, token ?? ''));
}
