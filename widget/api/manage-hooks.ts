import { useWidgetConfig } from '../config';
import { toApiFailure } from './api-failure';
import { fetchManagedBooking } from './manage';
import { useApiQuery } from './query-cache';

/** The booking a manage token opens, loaded once per token (docs/product-rules.md#amend-and-cancel). */
export function useManagedBooking(token: string | undefined) {
  const config = useWidgetConfig();
  return useApiQuery(`manage ${config.apiBase} ${token ?? ''}`, async () => {
    if (!token) return undefined;
    try {
      return await fetchManagedBooking(config, token);
    } catch (error) {
      throw toApiFailure(error);
    }
  });
}
