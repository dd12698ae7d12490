import { randomUUID } from 'node:crypto';
import type { BookingHistoryEntry } from '@parking/core';
import { asc, eq } from 'drizzle-orm';
import { bookingEvents } from '../../db/schema/index';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';

export type EventRow = typeof bookingEvents.$inferSelect;

/** Money per checkout session: what it took and what has been (or is being) given back. */
export type SessionBalance = { sessionId: string; paid: number; refunded: number };

/**
 * A booking's money per checkout session, read from its events (docs/product-rules.md#amend-and-cancel).
 * The first change to a booking writes its original payment as an event (`originalPayment`); before
 * that the booking's amount is what was paid.
 */
export function balances(row: BookingRow, events: readonly EventRow[]): SessionBalance[] {
  if (!row.paidAt || !row.sessionId || row.status === 'refunded') return [];
  const sessions: SessionBalance[] = [];
  const session = (id: string) => {
    let found = sessions.find((s) => s.sessionId === id);
    if (!found) sessions.push((found = { sessionId: id, paid: 0, refunded: 0 }));
    return found;
  };
  if (!events.some((e) => e.kind === 'payment' && e.sessionId === row.sessionId)) {
    session(row.sessionId).paid = row.amount;
  }
  for (const e of events) {
    if (!e.sessionId || e.amount === null) continue;
    if (e.kind === 'payment') session(e.sessionId).paid += e.amount;
    if (e.kind === 'refunded') session(e.sessionId).refunded -= e.amount;
  }
  return sessions;
}

/** The event recording what was paid at booking, written before a booking's first change if missing. */
export function originalPayment(
  row: BookingRow,
  events: readonly EventRow[],
  at: Date,
): typeof bookingEvents.$inferInsert | undefined {
  if (!row.sessionId || events.some((e) => e.kind === 'payment' && e.sessionId === row.sessionId)) return undefined;
  return {
    id: randomUUID(),
    bookingId: row.id,
    at,
    kind: 'payment',
    summary: 'Paid at booking',
    amount: row.amount,
    sessionId: row.sessionId,
  };
}

/** Money kept now: everything paid less everything given back. */
export function paidNow(row: BookingRow, events: readonly EventRow[]): number {
  return balances(row, events).reduce((sum, s) => sum + s.paid - s.refunded, 0);
}

/**
 * Splits a refund over the sessions that paid for the booking, latest payment first (an amendment's
 * own payment goes back before the original), never more than a session kept.
 */
export function allocateRefund(sessions: readonly SessionBalance[], amount: number) {
  const parts: { sessionId: string; amount: number }[] = [];
  let left = amount;
  for (const s of [...sessions].reverse()) {
    const take = Math.min(left, s.paid - s.refunded);
    if (take > 0) parts.push({ sessionId: s.sessionId, amount: take });
    left -= Math.max(take, 0);
  }
  return parts;
}

/** The history the manage page lists: the booking itself, then every event in order. */
export function historyOf(row: BookingRow, events: readonly EventRow[]): BookingHistoryEntry[] {
  const booked: BookingHistoryEntry = {
    at: (row.confirmedAt ?? row.createdAt).toISOString(),
    kind: 'booked',
    summary: `Booked and paid (${row.reference})`,
    amount: null,
  };
  const shown = events.filter((e) => !(e.kind === 'payment' && e.sessionId === row.sessionId));
  const entries = shown.map((e) => ({ at: e.at.toISOString(), kind: e.kind, summary: e.summary, amount: e.amount }));
  return [booked, ...entries];
}

/** Reads a booking's events, oldest first. */
export async function eventsOf(ctx: ServiceContext, bookingId: string): Promise<EventRow[]> {
  return ctx.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.seq));
}
