import { type StaffOperators, StaffOperatorsSchema } from '@parking/core';
import { type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from './console-api';

// Read by the operators screen and by booking search (its car park picker, by name), so it sits in the kit.

/** The cache key (and path under the API base) of the operators and their car parks. */
export const STAFF_OPERATORS_KEY = '/console/staff/operators';

/** `GET /api/v1/console/staff/operators`: operators with their car parks, and car parks with none. */
export function useStaffOperators(): ApiQuery<StaffOperators> {
  const api = useConsoleApi();
  return useApiQuery(STAFF_OPERATORS_KEY, () => apiRequest(api, STAFF_OPERATORS_KEY, { schema: StaffOperatorsSchema }));
}
