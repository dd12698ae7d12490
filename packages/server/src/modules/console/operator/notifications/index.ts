import {
  ApiErrorSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  RedeliverBodySchema,
  WebhookCarParkSchema,
  WebhookSaveSchema,
  WebhookSettingsSchema,
  screenAccess,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { deliveryLog, redeliver } from './service-log';
import { removeWebhook, rotateWebhook, saveWebhook, webhookSettings } from './service-webhook';
import { tenantId, withTenantIds } from '../../../../services/accounts/tenant-ids';

/** The desk reads the delivery log and sees the webhook's address. */
const DESK = screenAccess('operator/notifications');
/** Owners and managers change where events go and ask for them again. */
const MANAGER = screenAccess('operator/notifications', 'manager');

const RedeliveredSchema = z.object({ eventId: z.string(), channel: z.enum(['email', 'webhook']) });

// The ids each route reads, marked for the tenancy walk. The log's cursor is a place in the car park's own
// log (a number), not an id.
const NotificationsQuery = withTenantIds(NotificationsQuerySchema, { carPark: 'carPark' });
const WebhookCarPark = withTenantIds(WebhookCarParkSchema, { carPark: 'carPark' });
const WebhookSave = withTenantIds(WebhookSaveSchema, { carPark: 'carPark' });
const EventParams = z.object({ eventId: tenantId('operatorEvent', z.string().min(1).max(100)) });

/** The delivery log and redelivery. */
const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ctx: app.ctx, audit: app.audit, operatorEvents: app.operatorEvents };

  /**
   * The delivery log of one car park: its new, amended and cancelled bookings' events, newest first (25
   * a page; `cursor` from `next`), each with type, reference, time and per channel (email, webhook) the
   * latest status, attempts, response code and short error. Every operator role.
   */
  app.get(
    '/console/notifications',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's operator notifications and how their delivery went",
        querystring: NotificationsQuery,
        response: { 200: NotificationsPageSchema },
      },
    },
    async (request, reply) => reply.send(await deliveryLog(app.ctx, request.member, request.query)),
  );

  /**
   * Sends an event again on one channel (a new delivery, marked with who asked, audited as
   * `notification.redelivered`), even one delivered before. 404 for another organisation's event; 409
   * for the webhook of a car park that has none. Owners and managers.
   */
  app.post(
    '/console/notifications/:eventId/redeliver',
    {
      config: { console: MANAGER },
      schema: {
        tags: ['console'],
        summary: 'Deliver an operator notification again',
        params: EventParams,
        body: RedeliverBodySchema,
        response: { 202: RedeliveredSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await redeliver(deps, request.member, request.params.eventId, request.body.channel);
      return reply.code(202).send({ eventId: request.params.eventId, channel: request.body.channel });
    },
  );
};

/** The car park's webhook settings. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ctx: app.ctx, audit: app.audit, operatorEvents: app.operatorEvents };

  /** The car park's webhook: its URL and when it was made and its secret last rotated; never the secret. Every operator role. */
  app.get(
    '/console/webhook',
    {
      config: { console: DESK },
      schema: {
        tags: ['console'],
        summary: "A car park's webhook settings",
        querystring: WebhookCarPark,
        response: { 200: WebhookSettingsSchema },
      },
    },
    async (request, reply) => reply.send(await webhookSettings(app.ctx, request.member, request.query.carPark)),
  );

  /**
   * Sets the car park's webhook URL: https only, and its host must resolve only to public addresses (400
   * with the reason beside `url` otherwise). The first save makes the signing secret and answers it this
   * once (`secret`). Audited (`webhook.created` / `webhook.changed`). Owners and managers.
   */
  app.put(
    '/console/webhook',
    {
      config: { console: MANAGER },
      schema: {
        tags: ['console'],
        summary: "Set a car park's webhook URL",
        body: WebhookSave,
        response: { 200: WebhookSettingsSchema },
      },
    },
    async (request, reply) => reply.send(await saveWebhook(deps, request.member, request.body)),
  );
};

/** Rotating the webhook's secret, and removing the webhook. */
const webhookChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ctx: app.ctx, audit: app.audit, operatorEvents: app.operatorEvents };

  /**
   * A new signing secret, answered this once; the old one stops at once. Audited (`webhook.rotated`, never
   * the secret). Owners and managers; one who has a passkey needs a fresh assertion (403 STEP_UP_REQUIRED).
   */
  app.post(
    '/console/webhook/rotate',
    {
      config: { console: MANAGER, stepUp: true },
      schema: {
        tags: ['console'],
        summary: "Rotate a car park's webhook signing secret",
        body: WebhookCarPark,
        response: { 200: WebhookSettingsSchema },
      },
    },
    async (request, reply) => reply.send(await rotateWebhook(deps, request.member, request.body.carPark)),
  );

  /** Removes the car park's webhook (events then go by email only). Audited (`webhook.removed`). Owners and managers. */
  app.delete(
    '/console/webhook',
    {
      config: { console: MANAGER },
      schema: {
        tags: ['console'],
        summary: "Remove a car park's webhook",
        querystring: WebhookCarPark,
        response: { 200: WebhookSettingsSchema },
      },
    },
    async (request, reply) => reply.send(await removeWebhook(deps, request.member, request.query.carPark)),
  );
};

/** The operator's notifications: the delivery log, redelivery, and the car park's webhook settings. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await logRoutes(app, {});
  await webhookRoutes(app, {});
  await webhookChangeRoutes(app, {});
};

/** `console/operator/notifications` (tenancy checked by the `tenancy` plugin). */
export const operatorNotificationsModule = fp(routes, {
  name: 'console:operator/notifications',
  dependencies: ['context', 'console', 'audit', 'operator-events'],
  encapsulate: true,
});
