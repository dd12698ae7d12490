import { HandoverListSchema, type HandoverList } from '@parking/core';
import { type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { z } from 'zod/mini';
import { useConsoleApi } from '../../kit/console-api';

/** Where a booking's handovers are read and recorded, under the API base. */
export const handoversPath = (reference: string) => `/console/bookings/${encodeURIComponent(reference)}/handovers`;

/** A booking's handover records (and its vehicles), and `record` to add one (then read again). */
export function useHandovers(reference: string): {
  query: ApiQuery<HandoverList>;
  record: (body: FormData) => Promise<void>;
} {
  const api = useConsoleApi();
  const path = handoversPath(reference);
  const query = useApiQuery(path, () => apiRequest(api, path, { schema: HandoverListSchema }));
  const record = async (body: FormData) => {
    await apiRequest(api, path, { method: 'POST', body, schema: z.object({ id: z.string() }) });
    await query.retry();
  };
  return { query, record };
}
