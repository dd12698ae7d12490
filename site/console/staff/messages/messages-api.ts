import {
  type InboxStatus,
  type StaffMessage,
  StaffMessageSchema,
  type StaffMessages,
  StaffMessagesSchema,
} from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The path (and cache key root) of the inbox under the API base. */
export const STAFF_MESSAGES_KEY = '/console/staff/messages';

/** The cache key of one status's list. */
export const messagesKey = (status: InboxStatus) => `${STAFF_MESSAGES_KEY}?status=${status}`;

/** `GET /api/v1/console/staff/messages?status=`: the inbox tab's messages, newest first. */
export function useStaffMessages(status: InboxStatus): ApiQuery<StaffMessages> {
  const api = useConsoleApi();
  const key = messagesKey(status);
  return useApiQuery(key, () => apiRequest(api, key, { schema: StaffMessagesSchema }));
}

/** What the page changes: each answer is the message as it now is. */
export type MessageActions = {
  assign: (id: string, to: string) => Promise<StaffMessage>;
  reply: (id: string, body: string) => Promise<StaffMessage>;
};

const path = (id: string, what: string) => `${STAFF_MESSAGES_KEY}/${encodeURIComponent(id)}/${what}`;

/** The actions over `client` (the console's options, from useConsoleApi). */
export function messageActions(client: ApiClientOptions): MessageActions {
  return {
    assign: (id, to) =>
      apiRequest(client, path(id, 'assign'), { method: 'POST', body: { to }, schema: StaffMessageSchema }),
    reply: (id, body) =>
      apiRequest(client, path(id, 'reply'), { method: 'POST', body: { body }, schema: StaffMessageSchema }),
  };
}
