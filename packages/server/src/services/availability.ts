import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { providerDays, providers } from '../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Thrown inside a hold transaction to roll it back when a day has too few spaces. */
export class SoldOutError extends Error {
  override name = 'SoldOutError';
}

/**
 * Spaces left over a stay for each provider at an airport: the fewest free on any day. Days without a
 * row have not been booked yet, so the provider's daily capacity applies to them. The query is a
 * prepared statement (it runs on every search).
 */
export function createSpacesLeft(db: Db) {
  const query = db
    .select({
      providerId: providerDays.providerId,
      minLeft: sql<number>`min(${providerDays.capacity} - ${providerDays.booked})`.mapWith(Number),
      days: sql<number>`count(*)`.mapWith(Number),
    })
    .from(providerDays)
    .innerJoin(providers, eq(providers.id, providerDays.providerId))
    .where(
      and(
        eq(providers.airportId, sql.placeholder('airportId')),
        between(providerDays.day, sql.placeholder('first'), sql.placeholder('last')),
      ),
    )
    .groupBy(providerDays.providerId)
    .prepare('spaces_left_at_airport');

  /** `first` to `last` inclusive (`dayCount` days): the calendar days of the stay. */
  return async (
    airportId: string,
    list: readonly { id: string; spacesPerDay: number }[],
    first: string,
    last: string,
    dayCount: number,
  ): Promise<Map<string, number>> => {
    const result = new Map(list.map((p) => [p.id, p.spacesPerDay]));
    if (list.length === 0) return result;
    for (const row of await query.execute({ airportId, first, last })) {
      if (!result.has(row.providerId)) continue;
      const untouched = row.days < dayCount ? (result.get(row.providerId) ?? 0) : Number.POSITIVE_INFINITY;
      result.set(row.providerId, Math.max(0, Math.min(row.minLeft, untouched)));
    }
    return result;
  };
}
export type SpacesLeft = ReturnType<typeof createSpacesLeft>;

/**
 * Takes `noOfVehicles` spaces on every day of the stay, inside the caller's transaction. Days go in date
 * order (no deadlocks between overlapping stays); each is a conditional UPDATE that only succeeds
 * while `booked + n <= capacity`, so concurrent bookings can never oversell. Throws SoldOutError.
 */
export async function holdSpaces(
  tx: Tx,
  providerId: string,
  spacesPerDay: number,
  dates: readonly string[],
  noOfVehicles: number,
): Promise<void> {
  const ordered = [...dates].sort();
  await tx
    .insert(providerDays)
    .values(ordered.map((day) => ({ providerId, day, capacity: spacesPerDay, booked: 0 })))
    .onConflictDoNothing();
  for (const day of ordered) {
    const updated = await tx
      .update(providerDays)
      .set({ booked: sql`${providerDays.booked} + ${noOfVehicles}` })
      .where(
        and(
          eq(providerDays.providerId, providerId),
          eq(providerDays.day, day),
          sql`${providerDays.booked} + ${noOfVehicles} <= ${providerDays.capacity}`,
        ),
      )
      .returning({ day: providerDays.day });
    if (updated.length === 0) throw new SoldOutError(`No space on ${day}`);
  }
}

/** Gives back `noOfVehicles` spaces on every day from `entryDate` to `exitDate`. */
export async function releaseSpaces(
  tx: Tx,
  providerId: string,
  entryDate: string,
  exitDate: string,
  noOfVehicles: number,
): Promise<void> {
  await tx
    .update(providerDays)
    .set({ booked: sql`greatest(${providerDays.booked} - ${noOfVehicles}, 0)` })
    .where(and(eq(providerDays.providerId, providerId), between(providerDays.day, entryDate, exitDate)));
}
export type { Tx };
