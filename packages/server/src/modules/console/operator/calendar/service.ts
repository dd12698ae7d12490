import {
  type Calendar,
  type CalendarDay,
  type CalendarEdit,
  type CalendarEdited,
  type CalendarQuery,
  datesFrom,
  dayReason,
  isoWeekday,
  londonNow,
  toLongDate,
} from '@parking/core';
import { and, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import type { Tx } from '../../../../services/availability';
import { airports, providerDays, providers } from '../../../../db/schema/index';
import { AppError, validationFailed } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit, AuditField } from '../../../../services/audit/index';
import { ownCarPark } from '../../../../services/console/car-parks';
import type { ServiceContext } from '../../../../services/context';

type Reader = Db | Tx;
type DayRow = typeof providerDays.$inferSelect;

/** The car park asked for (or the organisation's first by name), only when the organisation owns it. */
async function calendarCarPark(db: Reader, organizationId: string, id: string | undefined) {
  return ownCarPark(
    db,
    { organizationId, id },
    {
      id: providers.id,
      name: providers.name,
      airport: airports.name,
      pricePerDay: providers.pricePerDay,
      spacesPerDay: providers.spacesPerDay,
    },
  );
}
type CarPark = Awaited<ReturnType<typeof calendarCarPark>>;

/** One day as the calendar shows it: its own row, or the car park's standard price and capacity. */
function dayOf(carPark: CarPark, date: string, row: DayRow | undefined): CalendarDay {
  const day = {
    date,
    pricePerDay: row?.pricePerDay ?? carPark.pricePerDay,
    standardPrice: carPark.pricePerDay,
    capacity: row?.capacity ?? carPark.spacesPerDay,
    booked: row?.booked ?? 0,
    closed: row?.closed ?? false,
  };
  const reason = dayReason(day);
  return { ...day, bookable: reason === null, reason };
}

/**
 * One of the member's organisation's car parks, `from` to `to` (London days, at most 92): each day's
 * price, capacity, spaces booked, close-out and whether it can be booked. 404 for another's car park.
 */
export async function readCalendar(ctx: ServiceContext, member: ConsoleMember, q: CalendarQuery): Promise<Calendar> {
  const carPark = await calendarCarPark(ctx.db, member.organizationId, q.carPark);
  const rows = await ctx.db
    .select()
    .from(providerDays)
    .where(and(eq(providerDays.providerId, carPark.id), between(providerDays.day, q.from, q.to)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return {
    carPark: { id: carPark.id, name: carPark.name, airport: carPark.airport },
    today: londonNow(ctx.clock()).date,
    days: datesFrom(q.from, q.to).map((date) => dayOf(carPark, date, byDay.get(date))),
  };
}

/** The days an edit touches: from `from` to `to` on the chosen weekdays, none before London today. */
function editedDates(edit: CalendarEdit, today: string): string[] {
  if (edit.from < today)
    throw validationFailed(
      { from: `${toLongDate(edit.from)} has passed: start today or later` },
      'Past days cannot change',
    );
  const dates = datesFrom(edit.from, edit.to).filter((d) => edit.weekdays.includes(isoWeekday(d)));
  if (dates.length === 0) throw validationFailed({ weekdays: 'None of these dates falls on the chosen weekdays' });
  return dates;
}

/** Refuses a capacity below the spaces already booked on any day it would apply to, naming the day. */
function checkCapacity(edit: CalendarEdit, rows: DayRow[]): void {
  if (edit.capacity === undefined) return;
  const over = rows.find((r) => r.booked > edit.capacity!);
  if (!over) return;
  throw validationFailed(
    { capacity: `Capacity ${edit.capacity} is below the ${over.booked} spaces booked on ${toLongDate(over.day)}` },
    'Capacity is below the spaces booked',
  );
}

/** What the edit changes, as the audit log keeps it: each set field's values before (distinct) and after. */
function auditFields(edit: CalendarEdit, before: CalendarDay[]): Record<string, AuditField> {
  const distinct = <T>(pick: (d: CalendarDay) => T) => [...new Set(before.map(pick))];
  const fields: Record<string, AuditField> = {
    days: { before: null, after: `${edit.from} to ${edit.to}, weekdays ${edit.weekdays.join(',')}` },
  };
  if (edit.pricePerDay !== undefined)
    fields.pricePerDay = { before: distinct((d) => d.pricePerDay), after: edit.pricePerDay };
  if (edit.capacity !== undefined) fields.capacity = { before: distinct((d) => d.capacity), after: edit.capacity };
  if (edit.closed !== undefined) fields.closed = { before: distinct((d) => d.closed), after: edit.closed };
  return fields;
}

const isCheckViolation = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  ((e as { code?: string }).code === '23514' || isCheckViolation((e as { cause?: unknown }).cause));

/**
 * The bulk edit: the price, capacity and/or close-out of every chosen day, in one transaction with one
 * audit entry, or nothing at all (400) when a day has passed or a capacity is below its bookings. The
 * day rows are locked while checked, so a booking cannot slip under a lowered capacity.
 */
export async function editCalendar(
  deps: { ctx: ServiceContext; audit: Audit },
  member: ConsoleMember,
  edit: CalendarEdit,
): Promise<CalendarEdited> {
  const { ctx } = deps;
  const dates = editedDates(edit, londonNow(ctx.clock()).date);
  try {
    return await ctx.db.transaction(async (tx) => {
      const carPark = await calendarCarPark(tx, member.organizationId, edit.carPark);
      const where = and(eq(providerDays.providerId, carPark.id), inArray(providerDays.day, dates));
      const rows = await tx.select().from(providerDays).where(where).orderBy(providerDays.day).for('update');
      checkCapacity(edit, rows);
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const before = dates.map((d) => dayOf(carPark, d, byDay.get(d)));
      const set = {
        ...(edit.pricePerDay === undefined ? {} : { pricePerDay: edit.pricePerDay }),
        ...(edit.capacity === undefined ? {} : { capacity: edit.capacity }),
        ...(edit.closed === undefined ? {} : { closed: edit.closed }),
      };
      await tx
        .insert(providerDays)
        .values(
          dates.map((day) => ({ providerId: carPark.id, day, capacity: carPark.spacesPerDay, booked: 0, ...set })),
        )
        .onConflictDoUpdate({ target: [providerDays.providerId, providerDays.day], set });
      await deps.audit.record(
        {
          actor: { kind: 'member', userId: member.userId, organizationId: member.organizationId },
          organizationId: member.organizationId,
          action: 'calendar.changed',
          target: { type: 'car-park', id: carPark.id },
          fields: auditFields(edit, before),
        },
        tx,
      );
      return { changed: dates.length };
    });
  } catch (e) {
    // A booking took a space between the check and the write: the database's own rule refused it.
    if (isCheckViolation(e))
      throw new AppError(400, 'VALIDATION_FAILED', 'A day was booked meanwhile: reload and try again');
    throw e;
  }
}
