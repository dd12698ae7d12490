import { type StaffPartner, StaffPartnerSchema } from '@parking/core';
import { type ApiClientOptions, apiRequest } from '@parking/client';
import { STAFF_PARTNERS_KEY } from '../../kit/staff-partners-read';

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
