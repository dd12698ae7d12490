import { z } from 'zod/mini';
import { isoDay } from '../../api-dates';

/**
 * The operator's day board (issue 22): one car park's arrivals and returns on one London day. The
 * server's `GET /api/v1/console/board` answers with these shapes and the board page parses with them.
 */

/**
 * `GET /api/v1/console/board` (and `board.csv`) query: `carPark` is one of the organisation's car parks
 * (its first by name when left out), `date` a London day (today when left out).
 */
export const BoardQuerySchema = z.object({
  carPark: z.optional(z.string().check(z.trim(), z.minLength(1, 'Choose a car park'), z.maxLength(100))),
  date: z.optional(isoDay('Use a real date written YYYY-MM-DD, for example 2026-11-24')),
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

/** One car on a movement, as the desk needs to find it. */
export const BoardVehicleSchema = z.object({ registration: z.string(), make: z.string(), colour: z.string() });
export type BoardVehicle = z.infer<typeof BoardVehicleSchema>;

/**
 * One movement: a car arriving (the booking's drop-off) or returning (its pick-up). `flight` is the
 * outbound flight for an arrival and the return flight for a return; `notes` what else the desk should
 * know (the terminal); `channel` is `site` or the widget partner's name; `changedAt` is the booking's
 * last change (made, confirmed, amended or cancelled), for "changed since last viewed".
 */
export const BoardMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(['arrival', 'return']),
  time: z.string(),
  reference: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  name: z.string(),
  phone: z.string(),
  vehicles: z.array(BoardVehicleSchema),
  flight: z.nullable(z.string()),
  passengers: z.int(),
  notes: z.nullable(z.string()),
  channel: z.string(),
  changedAt: z.string(),
});
export type BoardMovement = z.infer<typeof BoardMovementSchema>;

/**
 * `GET /api/v1/console/board`: the car park, the London day, the movements in time order and `at`, the
 * server's time of the answer (what the page keeps as "last viewed", so browser clocks do not matter).
 */
export const BoardSchema = z.object({
  carPark: z.object({ id: z.string(), name: z.string(), airport: z.string() }),
  date: z.string(),
  at: z.string(),
  movements: z.array(BoardMovementSchema),
});
export type Board = z.infer<typeof BoardSchema>;

/** The movements changed after `since` (an ISO time); none when the board was never viewed before. */
export function changedSince(movements: readonly BoardMovement[], since: string | undefined): Set<string> {
  if (!since) return new Set();
  return new Set(movements.filter((m) => m.changedAt > since).map((m) => m.id));
}

/** How many movements of `next` are new or changed compared with `previous` (for the live announcement). */
export function newOrChanged(previous: readonly BoardMovement[], next: readonly BoardMovement[]): number {
  const seen = new Map(previous.map((m) => [m.id, `${m.changedAt}|${m.status}|${m.time}`]));
  return next.filter((m) => seen.get(m.id) !== `${m.changedAt}|${m.status}|${m.time}`).length;
}
