import { useWidgetConfig } from '../config';
import { fetchConfirmation } from './endpoints';
import { useApiQuery } from './query-cache';

/**
 * Whether an unpaid checkout can still be resumed (its spaces held): read once, no polling, for the
 * cancel page's "Resume payment" (docs/product-rules.md#booking). Failures just hide the offer.
 */
export function useCheckoutHold(sessionId: string | undefined) {
  const config = useWidgetConfig();
  const query = useApiQuery(`checkout-hold ${config.apiBase} ${sessionId ?? ''}`, async () =>
    sessionId ? ((await fetchConfirmation(config, sessionId)).resume ?? null) : null,
  );
  return query.data ?? undefined;
}
