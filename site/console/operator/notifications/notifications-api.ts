import {
  type NotificationsPage,
  NotificationsPageSchema,
  type WebhookSettings,
  WebhookSettingsSchema,
} from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { z } from 'zod/mini';
import { useConsoleApi } from '../../kit/console-api';

const q = (carPark: string) => `?${new URLSearchParams({ carPark })}`;

/** Cache keys (the request path under the API base). */
export const logKey = (carPark: string) => `/console/notifications${q(carPark)}`;
export const webhookKey = (carPark: string) => `/console/webhook${q(carPark)}`;

/** `GET /api/v1/console/notifications`: the car park's events newest first with their deliveries. */
export function useDeliveryLog(carPark: string): ApiQuery<NotificationsPage> {
  const api = useConsoleApi();
  const key = logKey(carPark);
  return useApiQuery(key, () => apiRequest(api, key, { schema: NotificationsPageSchema }), { pollMs: () => 30_000 });
}

/** `GET /api/v1/console/webhook`: the car park's webhook (never its secret). */
export function useWebhook(carPark: string): ApiQuery<WebhookSettings> {
  const api = useConsoleApi();
  const key = webhookKey(carPark);
  return useApiQuery(key, () => apiRequest(api, key, { schema: WebhookSettingsSchema }));
}

const Redelivered = z.object({ eventId: z.string(), channel: z.enum(['email', 'webhook']) });

/** What the page sends: each answer the webhook's settings (with the secret, once, when made or rotated). */
export type NotificationActions = {
  save: (carPark: string, url: string) => Promise<WebhookSettings>;
  rotate: (carPark: string) => Promise<WebhookSettings>;
  remove: (carPark: string) => Promise<WebhookSettings>;
  redeliver: (eventId: string, channel: 'email' | 'webhook') => Promise<unknown>;
};

/** The actions over `client` (the console's options, from useConsoleApi). */
export function notificationActions(client: ApiClientOptions): NotificationActions {
  return {
    save: (carPark, url) =>
      apiRequest(client, '/console/webhook', { method: 'PUT', body: { carPark, url }, schema: WebhookSettingsSchema }),
    rotate: (carPark) =>
      apiRequest(client, '/console/webhook/rotate', {
        method: 'POST',
        body: { carPark },
        schema: WebhookSettingsSchema,
      }),
    remove: (carPark) =>
      apiRequest(client, `/console/webhook${q(carPark)}`, { method: 'DELETE', schema: WebhookSettingsSchema }),
    redeliver: (eventId, channel) =>
      apiRequest(client, `/console/notifications/${encodeURIComponent(eventId)}/redeliver`, {
        method: 'POST',
        body: { channel },
        schema: Redelivered,
      }),
  };
}
