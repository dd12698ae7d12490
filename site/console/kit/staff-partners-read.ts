import { type StaffPartners, StaffPartnersSchema } from '@parking/core';
import { type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from './console-api';

// Read by the partners screen and by booking search (its partner filter), so it sits in the kit.

/** The cache key (and path under the API base) of the partner list. */
export const STAFF_PARTNERS_KEY = '/console/staff/partners';

/** `GET /api/v1/console/staff/partners`: every partner organisation with its terms and figures. */
export function useStaffPartners(): ApiQuery<StaffPartners> {
  const api = useConsoleApi();
  return useApiQuery(STAFF_PARTNERS_KEY, () => apiRequest(api, STAFF_PARTNERS_KEY, { schema: StaffPartnersSchema }));
}
