import { type StaffPartner, StaffPartnerSchema, type StaffPartners, StaffPartnersSchema } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../shell/session/console-api';

/** The cache key (and path under the API base) of the partner list. */
export const STAFF_PARTNERS_KEY = '/console/staff/partners';

/** `GET /api/v1/console/staff/partners`: every partner organisation with its terms and figures. */
export function useStaffPartners(): ApiQuery<StaffPartners> {
  const api = useConsoleApi();
  return useApiQuery(STAFF_PARTNERS_KEY, () => apiRequest(api, STAFF_PARTNERS_KEY, { schema: StaffPartnersSchema }));
}

/** What the page changes: each answer is the partner as it now is. */
export type PartnerActions = {
  approveLive: (organizationId: string) => Promise<StaffPartner>;
  setCommission: (organizationId: string, percent: number) => Promise<StaffPartner>;
};

const path = (organizationId: string, what: string) =>
  `${STAFF_PARTNERS_KEY}/${encodeURIComponent(organizationId)}/${what}`;

/** The actions over `client` (the console's options, from useConsoleApi). */
export function partnerActions(client: ApiClientOptions): PartnerActions {
  return {
    approveLive: (id) => apiRequest(client, path(id, 'approve-live'), { method: 'POST', schema: StaffPartnerSchema }),
    setCommission: (id, percent) =>
      apiRequest(client, path(id, 'commission'), { method: 'PUT', body: { percent }, schema: StaffPartnerSchema }),
  };
}
