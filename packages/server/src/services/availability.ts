import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { providerDays, providers } from '../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Thrown inside a hold transaction to roll it back when a day has too few spaces. */
export class SoldOutError extends Error {
  override name = 'SoldOutError';
}

/**
 * A day of the stay is closed by the operator (the rate calendar): nothing new is booked on it. A kind
 * of SoldOutError, so every caller that rolls back on a full day rolls back on a closed one too.
 */
export class ClosedDayError extends SoldOutError {
  override name = 'ClosedDayError';
  constructor(readonly day: string) {
    super(`Closed on ${day}`);
  }
}

/** The operator's day rows of one car park from `first` to `last`: own prices and close-outs. */
export async function readDayRates(
  db: Pick<Db, 'select'>,
  providerId: string,
  first: string,
  last: string,
): Promise<{ prices: Map<string, number>; closed: string[] }> {
  const rows = await db
    .select({ day: providerDays.day, pricePerDay: providerDays.pricePerDay, closed: providerDays.closed })
    .from(providerDays)
    .where(and(eq(providerDays.providerId, providerId), between(providerDays.day, first, last)))
    .orderBy(providerDays.day);
  return {
    prices: new Map(rows.flatMap((r) => (r.pricePerDay === null ? [] : [[r.day, r.pricePerDay] as const]))),
    closed: rows.filter((r) => r.closed).map((r) => r.day),
  };
}

/**
 * A provider's days over a stay as search reads them: the fewest spaces free on any day, whether the
 * operator closed any of them, and the days with their own price (the rate calendar; a day missing
 * from `prices` has the car park's standard price).
 */
export type StayDays = { spacesLeft: number; closed: boolean; prices: ReadonlyMap<string, number> };

type DaysRow = {
  providerId: string;
  minLeft: number;
  days: number;
  closed: boolean;
  prices: [string, number][] | null;
};

/**
 * Spaces left, close-outs and day prices over a stay for each provider at an airport. Days without a
 * row have not been booked or edited yet, so the provider's daily capacity and standard price apply to
 * them. The query is a prepared statement (it runs on every search).
 */
export function createSpacesLeft(db: Db) {
  const query = db
    .select({
      providerId: providerDays.providerId,
      minLeft: sql<number>`min(${providerDays.capacity} - ${providerDays.booked})`.mapWith(Number),
      days: sql<number>`count(*)`.mapWith(Number),
      closed: sql<boolean>`bool_or(${providerDays.closed})`,
      prices: sql<
        [string, number][] | null
      >`json_agg(json_build_array(${providerDays.day}, ${providerDays.pricePerDay})) filter (where ${providerDays.pricePerDay} is not null)`,
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
    .prepare('stay_days_at_airport');

  /** `first` to `last` inclusive (`dayCount` days): the calendar days of the stay. */
  return async (
    airportId: string,
    list: readonly { id: string; spacesPerDay: number }[],
    first: string,
    last: string,
    dayCount: number,
  ): Promise<Map<string, StayDays>> => {
    const none = new Map<string, number>();
    const result = new Map(list.map((p) => [p.id, { spacesLeft: p.spacesPerDay, closed: false, prices: none }]));
    if (list.length === 0) return result;
    for (const row of (await query.execute({ airportId, first, last })) as DaysRow[]) {
      const untouched = result.get(row.providerId);
      if (!untouched) continue;
      const rest = row.days < dayCount ? untouched.spacesLeft : Number.POSITIVE_INFINITY;
      result.set(row.providerId, {
        spacesLeft: Math.max(0, Math.min(row.minLeft, rest)),
        closed: Boolean(row.closed),
        prices: new Map((row.prices ?? []).map(([day, price]) => [String(day).slice(0, 10), Number(price)])),
      });
    }
    return result;
  };
}
export type SpacesLeft = ReturnType<typeof createSpacesLeft>;

/**
 * Takes `noOfVehicles` spaces on every day of the stay, inside the caller's transaction. Days go in date
 * order (no deadlocks between overlapping stays); each is a conditional UPDATE that only succeeds
 * while `booked + n <= capacity` and the day is not closed, so concurrent bookings can never oversell
 * and a close-out stops bookings at once, whatever quote they came from. Throws ClosedDayError for a
 * closed day, SoldOutError for a full one.
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
          eq(providerDays.closed, false),
          sql`${providerDays.booked} + ${noOfVehicles} <= ${providerDays.capacity}`,
        ),
      )
      .returning({ day: providerDays.day });
    if (updated.length === 0) throw await refusal(tx, providerId, day);
  }
}

/** Why a day's conditional UPDATE took nothing: closed by the operator, or full. */
export async function refusal(tx: Tx, providerId: string, day: string): Promise<SoldOutError> {
  const [row] = await tx
    .select({ closed: providerDays.closed })
    .from(providerDays)
    .where(and(eq(providerDays.providerId, providerId), eq(providerDays.day, day)));
  return row?.closed ? new ClosedDayError(day) : new SoldOutError(`No space on ${day}`);
}

/** Gives back `noOfVehicles` spaces on every day from `entryDate` to `exitDate`; a closed day stays closed. */
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
