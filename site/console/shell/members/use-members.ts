import { type ApiQuery, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../session/console-api';
import {
  type Invitation,
  type MemberList,
  invitationsKey,
  loadInvitations,
  loadMembers,
  membersKey,
} from './members-api';

/** The organisation's members, through the one client's cache (one request however many readers). */
export function useMembers(organizationId: string): ApiQuery<MemberList> {
  const api = useConsoleApi();
  return useApiQuery(membersKey(organizationId), () => loadMembers(api, organizationId));
}

/** The organisation's invitations (every status; the page shows the pending ones). */
export function useInvitations(organizationId: string): ApiQuery<Invitation[]> {
  const api = useConsoleApi();
  return useApiQuery(invitationsKey(organizationId), () => loadInvitations(api, organizationId));
}
