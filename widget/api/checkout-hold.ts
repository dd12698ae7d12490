import { fetchConfirmation } from './endpoints';
import { useApiQuery } from '@parking/client';

/**
 * Whether an unpaid checkout can still be resumed (its spaces held): read once, no polling, for the
 * cancel page's "Resume payment" (docs/product-rules.md#booking). Failures just hide the offer.
 */
export function useCheckoutHold(sessionId: string | undefined) {
  const query = useApiQuery(
    sessionId ? `checkout-hold ${sessionId}` : null,
    async (config) => (await fetchConfirmation(config, sessionId ?? '')).resume ?? null,
  );
  return query.data ?? undefined;
}
