import { z } from 'zod/mini';
import { BoardQuerySchema } from './board';

/**
 * The live day board (issue 22): `GET /api/v1/console/board/events` streams Server-Sent Events, one
 * `event: change` per new, amended or cancelled booking at the car park, each with `id:` its place in
 * the operator's event log (a reconnecting browser sends it back as `Last-Event-ID` and misses nothing).
 */

/** `GET /api/v1/console/board/events` query: the car park, as on the board (its first by name when left out). */
export const BoardEventsQuerySchema = z.object({ carPark: BoardQuerySchema.shape.carPark });
export type BoardEventsQuery = z.infer<typeof BoardEventsQuerySchema>;

/** The kinds of change an operator is told of (the `operator_events` types). */
export const BOARD_CHANGE_TYPES = ['booking.created', 'booking.amended', 'booking.cancelled'] as const;

/**
 * The data of one `change` event: what happened, to which booking, and the stable event id every
 * delivery of it carries. Never the traveller's details: the page reads those through the board API.
 */
export const BoardChangeSchema = z.object({
  type: z.enum(BOARD_CHANGE_TYPES),
  reference: z.string(),
  eventId: z.string(),
});
export type BoardChange = z.infer<typeof BoardChangeSchema>;

const WORDS: Record<BoardChange['type'], [one: string, many: string]> = {
  'booking.created': ['new booking', 'new bookings'],
  'booking.amended': ['booking changed', 'bookings changed'],
  'booking.cancelled': ['booking cancelled', 'bookings cancelled'],
};

/**
 * What the board's polite live region says of changes that arrived together, by kind, e.g.
 * "1 new booking", "2 new bookings, 1 booking cancelled"; a booking counts once per kind.
 */
export function liveNews(changes: readonly BoardChange[]): string {
  return BOARD_CHANGE_TYPES.flatMap((type) => {
    const count = new Set(changes.filter((c) => c.type === type).map((c) => c.reference)).size;
    if (count === 0) return [];
    const [one, many] = WORDS[type];
    return [`${count} ${count === 1 ? one : many}`];
  }).join(', ');
}
