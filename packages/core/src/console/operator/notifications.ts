import { z } from 'zod/mini';

/**
 * What a car-park operator is told of every new, amended and cancelled booking (issue 22), and of a
 * refund our staff give on a confirmed booking (issue 24): the event
 * (its stable id, a receiver drops a repeat by it) sent by email and, when the car park has one, to its
 * signed webhook; the delivery log and the webhook settings the console reads and changes.
 */

/**
 * The kinds of event an operator receives: `booking.refunded` is a staff refund on a booking that stays
 * confirmed (its `amount` is what the booking is worth after it); the day board shows the other three.
 */
export const OPERATOR_EVENT_TYPES = [
  'booking.created',
  'booking.amended',
  'booking.cancelled',
  'booking.refunded',
] as const;
export type OperatorEventType = (typeof OPERATOR_EVENT_TYPES)[number];

/** The ways an event is delivered. */
export const DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** One car on the booking. */
export const OperatorVehicleSchema = z.object({
  registration: z.string(),
  make: z.string(),
  model: z.string(),
  colour: z.string(),
});

/**
 * The booking as the operator receives it: stay dates are London days (`YYYY-MM-DD`) and times (`HH:mm`),
 * `amount` is in pence, `channel` is `site` or the widget partner's name.
 */
export const OperatorBookingSchema = z.object({
  reference: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  carPark: z.object({ id: z.string(), name: z.string() }),
  dropOff: z.object({ date: z.string(), time: z.string() }),
  pickUp: z.object({ date: z.string(), time: z.string() }),
  vehicles: z.array(OperatorVehicleSchema),
  traveller: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  flights: z.object({
    outboundTerminal: z.nullable(z.string()),
    outbound: z.nullable(z.string()),
    return: z.nullable(z.string()),
  }),
  passengers: z.int(),
  amount: z.int(),
  channel: z.string(),
});
export type OperatorBooking = z.infer<typeof OperatorBookingSchema>;

/** The webhook's JSON body and the `operator_events.payload`: exactly what the operator receives. */
export const OperatorEventPayloadSchema = z.object({
  id: z.string(),
  type: z.enum(OPERATOR_EVENT_TYPES),
  created: z.string(),
  booking: OperatorBookingSchema,
});
export type OperatorEventPayload = z.infer<typeof OperatorEventPayloadSchema>;

const carParkId = z.string().check(z.trim(), z.minLength(1, 'Choose a car park'), z.maxLength(100));

/** `GET /api/v1/console/notifications` query: the car park (the organisation's first by name when left out), and the page's cursor. */
export const NotificationsQuerySchema = z.object({
  carPark: z.optional(carParkId),
  cursor: z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'Use the cursor the last page gave'))),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

/**
 * An event on one channel: `queued` before its first attempt, else its latest attempt's status (`retrying`:
 * it failed and another attempt will follow; `failed`: none will, it can be redelivered), how many
 * attempts so far, the receiver's response code (webhook) and a short error.
 */
export const ChannelDeliverySchema = z.object({
  channel: z.enum(DELIVERY_CHANNELS),
  status: z.enum(['queued', 'sending', 'delivered', 'retrying', 'failed']),
  attempts: z.int(),
  responseCode: z.nullable(z.int()),
  error: z.nullable(z.string()),
  at: z.nullable(z.string()),
});
export type ChannelDelivery = z.infer<typeof ChannelDeliverySchema>;

/** One event in the delivery log (no traveller details: the log is about delivery). */
export const NotificationEntrySchema = z.object({
  eventId: z.string(),
  type: z.enum(OPERATOR_EVENT_TYPES),
  reference: z.string(),
  created: z.string(),
  channels: z.array(ChannelDeliverySchema),
});
export type NotificationEntry = z.infer<typeof NotificationEntrySchema>;

/** A page of the delivery log, newest first; `next` is the cursor of the following page (null at the end). */
export const NotificationsPageSchema = z.object({
  carPark: z.object({ id: z.string(), name: z.string() }),
  events: z.array(NotificationEntrySchema),
  next: z.nullable(z.string()),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

/** `POST /api/v1/console/notifications/:eventId/redeliver` body. */
export const RedeliverBodySchema = z.object({ channel: z.enum(DELIVERY_CHANNELS) });
export type RedeliverBody = z.infer<typeof RedeliverBodySchema>;

/** The webhook address rule the form shows beside the field (the server also checks where it points). */
export function webhookUrlProblem(raw: string): string | null {
  if (!URL.canParse(raw)) return 'Enter a full web address starting with https://';
  const url = new URL(raw);
  if (url.protocol !== 'https:') return 'The address must start with https:// (plain http is not sent)';
  if (url.username || url.password) return 'The address must not contain a user name or password';
  return null;
}

/** `GET`/`DELETE /api/v1/console/webhook` query, `POST /api/v1/console/webhook/rotate` body. */
export const WebhookCarParkSchema = z.object({ carPark: z.optional(carParkId) });
export type WebhookCarPark = z.infer<typeof WebhookCarParkSchema>;

/** `PUT /api/v1/console/webhook` body. */
export const WebhookSaveSchema = z.object({
  carPark: z.optional(carParkId),
  url: z.string().check(
    z.trim(),
    z.maxLength(2000, 'Use an address under 2,000 characters'),
    z.refine((v) => webhookUrlProblem(v) === null, { error: (i) => webhookUrlProblem(String(i.input)) ?? '' }),
  ),
});
export type WebhookSave = z.infer<typeof WebhookSaveSchema>;

/**
 * A car park's webhook (null when none): never its secret, except `secret` in the answer that made or
 * rotated it, once.
 */
export const WebhookSettingsSchema = z.object({
  carPark: z.object({ id: z.string(), name: z.string() }),
  webhook: z.nullable(z.object({ url: z.string(), createdAt: z.string(), rotatedAt: z.nullable(z.string()) })),
  secret: z.optional(z.string()),
});
export type WebhookSettings = z.infer<typeof WebhookSettingsSchema>;
