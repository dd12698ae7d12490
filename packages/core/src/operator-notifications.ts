import { z } from 'zod/mini';

/**
 * What a car-park operator is told of every new, amended and cancelled booking (issue 22): the event
 * (its stable id, a receiver drops a repeat by it) sent by email and, when the car park has one, to its
 * signed webhook; the delivery log and the webhook settings the console reads and changes.
 */

/** The kinds of event an operator receives. */
export const OPERATOR_EVENT_TYPES = ['booking.created', 'booking.amended', 'booking.cancelled'] as const;
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
