import { z } from 'zod/mini';

/** An operator's home: its car parks, and today's arrivals and returns across them (London day). */
export const OperatorHomeSchema = z.object({
  kind: z.literal('operator'),
  carParks: z.array(z.object({ id: z.string(), name: z.string(), airport: z.string() })),
  arrivalsToday: z.int(),
  returnsToday: z.int(),
});

/** A partner's home: its widget keys. */
export const PartnerHomeSchema = z.object({
  kind: z.literal('partner'),
  keys: z.array(z.object({ key: z.string(), name: z.string(), active: z.boolean() })),
});

/** Our staff's home: bookings made today (London day) and how many organisations there are. */
export const StaffHomeSchema = z.object({
  kind: z.literal('staff'),
  bookingsToday: z.int(),
  organizations: z.int(),
});

/** `GET /api/v1/console/home`: the active organisation's figures, by its kind. */
export const ConsoleHomeSchema = z.discriminatedUnion('kind', [OperatorHomeSchema, PartnerHomeSchema, StaffHomeSchema]);
export type ConsoleHome = z.infer<typeof ConsoleHomeSchema>;
