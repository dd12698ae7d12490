import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { z } from 'zod/mini';
import { useConsoleApi } from './console-api';

/*
 * The organisation's members as better-auth's organization endpoints answer them (decision 0015): read by
 * the members screen and by the audit log's "who" filter, so the read sits in the kit, below both.
 */

/** One member as better-auth's `list-members` answers (dates as ISO strings). */
const MemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.string(),
  createdAt: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
});
export type Member = z.infer<typeof MemberSchema>;

/** `GET /auth/organization/list-members`. */
const MemberListSchema = z.object({ members: z.array(MemberSchema) });
export type MemberList = z.infer<typeof MemberListSchema>;

/** The cache key (the request path under the API base, as every read of the one client). */
export const membersKey = (organizationId: string) =>
  `/auth/organization/list-members?organizationId=${encodeURIComponent(organizationId)}`;

/** Reads the members of an organisation. */
const loadMembers = (client: ApiClientOptions, organizationId: string) =>
  apiRequest(client, membersKey(organizationId), { schema: MemberListSchema });

/** The organisation's members, through the one client's cache (one request however many readers). */
export function useMembers(organizationId: string): ApiQuery<MemberList> {
  const api = useConsoleApi();
  return useApiQuery(membersKey(organizationId), () => loadMembers(api, organizationId));
}
