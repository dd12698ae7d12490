import { stayDates } from '@parking/core';
import { and, eq, sql } from 'drizzle-orm';
import { providerDays } from '../../db/schema/index';
import { type Tx, refusal } from '../availability';

type Stay = { entryDate: string; entryTime: string; exitDate: string; exitTime: string; noOfVehicles: number };

/**
 * Per-day change in spaces when a stay moves (docs/product-rules.md#amend-and-cancel): the new stay's
 * days minus the old stay's days, so an overlap is neither held twice nor briefly given away.
 */
export function capacityDeltas(from: Stay, to: Stay): Record<string, number> {
  const deltas: Record<string, number> = {};
  for (const day of stayDates(from)) deltas[day] = (deltas[day] ?? 0) - from.noOfVehicles;
  for (const day of stayDates(to)) deltas[day] = (deltas[day] ?? 0) + to.noOfVehicles;
  for (const day of Object.keys(deltas)) if (deltas[day] === 0) delete deltas[day];
  return deltas;
}

/** The part of `deltas` of one sign: `take` the days that need more spaces, or the days that free some. */
export function deltasOf(deltas: Record<string, number>, sign: 'take' | 'free'): Record<string, number> {
  return Object.fromEntries(Object.entries(deltas).filter(([, n]) => (sign === 'take' ? n > 0 : n < 0)));
}

/**
 * Applies per-day changes inside the caller's transaction, days in date order: an increase is a
 * conditional UPDATE that only succeeds while `booked + n <= capacity` on a day not closed by the
 * operator (throws SoldOutError or its ClosedDayError, so the
 * whole transaction, release included, rolls back); a decrease never goes below zero.
 */
export async function adjustSpaces(
  tx: Tx,
  providerId: string,
  spacesPerDay: number,
  deltas: Record<string, number>,
): Promise<void> {
  const days = Object.keys(deltas).sort();
  if (days.length === 0) return;
  await tx
    .insert(providerDays)
    .values(days.map((day) => ({ providerId, day, capacity: spacesPerDay, booked: 0 })))
    .onConflictDoNothing();
  for (const day of days) {
    const n = deltas[day]!;
    const where = and(eq(providerDays.providerId, providerId), eq(providerDays.day, day));
    if (n < 0) {
      await tx
        .update(providerDays)
        .set({ booked: sql`greatest(${providerDays.booked} + ${n}, 0)` })
        .where(where);
      continue;
    }
    const updated = await tx
      .update(providerDays)
      .set({ booked: sql`${providerDays.booked} + ${n}` })
      .where(and(where, eq(providerDays.closed, false), sql`${providerDays.booked} + ${n} <= ${providerDays.capacity}`))
      .returning({ day: providerDays.day });
    if (updated.length === 0) throw await refusal(tx, providerId, day);
  }
}

/** The opposite change (giving back what `deltas` took). */
export const negate = (deltas: Record<string, number>) =>
  Object.fromEntries(Object.entries(deltas).map(([d, n]) => [d, -n]));
