import { type ApiClientOptions, apiRequest } from '@parking/client';
import { z } from 'zod/mini';

/** An invitation as its invitee sees it (better-auth's get-invitation). */
const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  organizationName: z.string(),
  inviterEmail: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** Cache key of one invitation. */
export const invitationKey = (id: string) => `/auth/organization/get-invitation?${new URLSearchParams({ id })}`;

/** The invitation `id`, for the signed-in invitee: 401 signed out, 403 another address's, 410 expired. */
export const getInvitation = (api: ApiClientOptions, id: string) =>
  apiRequest(api, invitationKey(id), { schema: InvitationSchema });

/** Accepts (joins the organisation with the invitation's role) or declines the invitation. */
export async function answerInvitation(api: ApiClientOptions, id: string, accept: boolean): Promise<void> {
  const path = accept ? '/auth/organization/accept-invitation' : '/auth/organization/reject-invitation';
  await apiRequest(api, path, { method: 'POST', body: { invitationId: id }, schema: z.unknown() });
}
