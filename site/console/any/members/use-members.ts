import { type ApiQuery, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';
import { type Invitation, invitationsKey, loadInvitations } from './members-api';

/** The organisation's invitations (every status; the page shows the pending ones). */
export function useInvitations(organizationId: string): ApiQuery<Invitation[]> {
  const api = useConsoleApi();
  return useApiQuery(invitationsKey(organizationId), () => loadInvitations(api, organizationId));
}
