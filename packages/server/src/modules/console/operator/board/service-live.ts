import type { ServerResponse } from 'node:http';
import { BOARD_CHANGE_TYPES, type BoardChange } from '@parking/core';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { bookings, operatorEvents } from '../../../../db/schema/index';
import type { ServiceContext } from '../../../../services/context';

/** How often an open stream asks for its car park's new events: one indexed read (provider_id, seq). */
const POLL_MS = 2_000;
/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** At most this many events per read; a stream far behind catches up over a few reads. */
const BATCH = 100;

/**
 * The car park's events after `after`, oldest first, with the booking's reference and nothing personal.
 * Only the board's kinds: a staff refund (`booking.refunded`) changes nothing the board shows.
 */
function eventsAfter(ctx: ServiceContext, carParkId: string, after: number) {
  const mine = and(eq(operatorEvents.providerId, carParkId), gt(operatorEvents.seq, after));
  return ctx.db
    .select({
      seq: operatorEvents.seq,
      eventId: operatorEvents.id,
      type: sql<BoardChange['type']>`${operatorEvents.type}`,
      reference: bookings.reference,
    })
    .from(operatorEvents)
    .innerJoin(bookings, eq(bookings.id, operatorEvents.bookingId))
    .where(and(mine, inArray(operatorEvents.type, BOARD_CHANGE_TYPES)))
    .orderBy(asc(operatorEvents.seq))
    .limit(BATCH);
}

/** One SSE message: `id` is the event's place in the log, so `Last-Event-ID` resumes after it. */
const message = (seq: number, change: BoardChange) => `id: ${seq}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;

/** An open stream: ends its timers and the response (on shutdown, or when the browser goes). */
export type BoardStream = { end: () => void };

/**
 * Streams one car park's changes to an open response (headers already written) from `after` on:
 * a read every {@link POLL_MS} (one at a time, never overlapping), a heartbeat every
 * {@link HEARTBEAT_MS}. A failed read is logged without data and tried again at the next tick.
 */
export function streamChanges(
  ctx: ServiceContext,
  res: ServerResponse,
  carParkId: string,
  after: number,
  onEnd: () => void,
): BoardStream {
  let last = after;
  let ended = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      const rows = await eventsAfter(ctx, carParkId, last);
      for (const { seq, ...change } of rows) if (!ended) res.write(message(seq, change));
      last = rows.at(-1)?.seq ?? last;
    } catch (err) {
      ctx.log.warn({ err: err instanceof Error ? err.message : 'unknown' }, 'board stream: read failed');
    }
    if (!ended) timer = setTimeout(() => void poll(), POLL_MS);
  };
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    clearInterval(heartbeat);
    if (!res.writableEnded) res.end();
    onEnd();
  };
  // A browser gone while the stream was being set up ends it once the caller has it.
  if (res.destroyed) queueMicrotask(end);
  else res.once('close', end);
  void poll();
  return { end };
}
