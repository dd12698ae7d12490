import { type Board, type BoardMovement, type BoardQuery, londonNow } from '@parking/core';
import { and, eq, inArray, max, or, sql } from 'drizzle-orm';
import { airports, bookingEvents, bookings, operatorEvents, partners, providers } from '../../../../db/schema/index';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import { ownCarPark } from '../../../../services/console/car-parks';
import type { ServiceContext } from '../../../../services/context';
import { type CsvColumn, toCsv } from '../../../../services/csv';

/** The car park's newest operator event's place in the log (0 when none): its bookings' version. */
const eventVersion = sql<number>`(select coalesce(max(${operatorEvents.seq}), 0) from ${operatorEvents}
  where ${operatorEvents.providerId} = ${providers.id})`.mapWith(Number);

/**
 * The car park asked for (or the organisation's first by name), only when the organisation owns it,
 * with `version`, the place in its event log now (read before anything else of its bookings).
 */
export async function boardCarPark(ctx: ServiceContext, organizationId: string, id: string | undefined) {
  return ownCarPark(
    ctx.db,
    { organizationId, id },
    { id: providers.id, name: providers.name, airport: airports.name, version: eventVersion },
  );
}

// When a booking was made, confirmed or cancelled (released); its amendments are read apart (latestAmendments).
const changedAt = sql<Date>`greatest(${bookings.createdAt}, ${bookings.confirmedAt}, ${bookings.releasedAt})`.mapWith(
  (v: Date | string) => new Date(v),
);

/** The day's confirmed and cancelled bookings arriving or returning at one car park (never a test key's). */
const onTheDay = (carParkId: string, date: string) =>
  and(
    eq(bookings.providerId, carParkId),
    eq(bookings.test, false),
    inArray(bookings.status, ['confirmed', 'cancelled']),
    or(eq(bookings.entryDate, date), eq(bookings.exitDate, date)),
  );

/**
 * The latest amendment of each of the day's bookings, in one grouped read (a subquery per row, or a
 * list of 2,000 ids, made a busy day's board several times slower).
 */
async function latestAmendments(ctx: ServiceContext, carParkId: string, date: string): Promise<Map<string, Date>> {
  const day = ctx.db.select({ id: bookings.id }).from(bookings).where(onTheDay(carParkId, date));
  const rows = await ctx.db
    .select({ bookingId: bookingEvents.bookingId, at: max(bookingEvents.at) })
    .from(bookingEvents)
    .where(and(inArray(bookingEvents.bookingId, day), eq(bookingEvents.kind, 'amended')))
    .groupBy(bookingEvents.bookingId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.bookingId, r.at] as const] : [])));
}

type Row = Awaited<ReturnType<typeof readRows>>[number];

/** The day's bookings with what the board shows of them. */
function readRows(ctx: ServiceContext, carParkId: string, date: string) {
  return ctx.db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      entryDate: bookings.entryDate,
      entryTime: bookings.entryTime,
      exitDate: bookings.exitDate,
      exitTime: bookings.exitTime,
      details: bookings.details,
      partner: partners.name,
      changedAt,
    })
    .from(bookings)
    .leftJoin(partners, eq(partners.id, bookings.partnerKeyId))
    .where(onTheDay(carParkId, date));
}

/** A booking's arrival and/or return on `date` as board movements. */
function movementsOf(row: Row, date: string, amended: Date | undefined): BoardMovement[] {
  const d = row.details;
  const common = {
    reference: row.reference,
    status: row.status === 'cancelled' ? ('cancelled' as const) : ('confirmed' as const),
    name: [d.title, d.firstName, d.lastName].filter(Boolean).join(' '),
    phone: d.phone,
    vehicles: d.vehicles.map((v) => ({ registration: v.registration, make: v.make, colour: v.colour })),
    passengers: d.passengers,
    channel: row.partner ?? 'site',
    changedAt: (amended && amended > row.changedAt ? amended : row.changedAt).toISOString(),
  };
  const out: BoardMovement[] = [];
  if (row.entryDate === date)
    out.push({
      ...common,
      id: `${row.reference}:arrival`,
      kind: 'arrival',
      time: row.entryTime,
      flight: d.outboundFlight ?? null,
      notes: d.outboundTerminal ? `Terminal: ${d.outboundTerminal}` : null,
    });
  if (row.exitDate === date)
    out.push({
      ...common,
      id: `${row.reference}:return`,
      kind: 'return',
      time: row.exitTime,
      flight: d.returnFlight ?? null,
      notes: null,
    });
  return out;
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
// Time order; at the same minute arrivals first, then by reference so the order never jumps between polls.
const byTime = (a: BoardMovement, b: BoardMovement) =>
  order(a.time, b.time) || order(a.kind, b.kind) || order(a.reference, b.reference);

/** A board asked for: the checked car park, the London day, and the car park's event log version. */
export type BoardAsked = { carPark: Board['carPark']; date: string; version: number };

/**
 * The member's organisation's car park (404 for another organisation's) and the London day asked
 * (today by default), with the version that says whether a kept board is still current.
 */
async function askedBoard(ctx: ServiceContext, member: ConsoleMember, q: BoardQuery): Promise<BoardAsked> {
  const { version, ...carPark } = await boardCarPark(ctx, member.organizationId, q.carPark);
  return { carPark, date: q.date ?? londonNow(ctx.clock()).date, version };
}

/**
 * The car park's day: arrivals and returns of its confirmed bookings, and of those cancelled, marked
 * so, in time order; `at` is when it was read.
 */
async function buildBoard(ctx: ServiceContext, { carPark, date }: BoardAsked): Promise<Board> {
  const at = ctx.clock().toISOString();
  const [rows, amended] = await Promise.all([readRows(ctx, carPark.id, date), latestAmendments(ctx, carPark.id, date)]);
  const movements = rows.flatMap((r) => movementsOf(r, date, amended.get(r.id))).sort(byTime);
  return { carPark, date, at, movements };
}

const COLUMNS: CsvColumn<BoardMovement>[] = [
  { header: 'Time', value: (m) => m.time },
  { header: 'Movement', value: (m) => (m.kind === 'arrival' ? 'Arrival' : 'Return') },
  { header: 'Status', value: (m) => (m.status === 'cancelled' ? 'Cancelled' : 'Confirmed') },
  { header: 'Reference', value: (m) => m.reference },
  { header: 'Name', value: (m) => m.name },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Vehicles', value: (m) => m.vehicles.map((v) => `${v.registration} ${v.make} ${v.colour}`).join('; ') },
  { header: 'Flight', value: (m) => m.flight },
  { header: 'Passengers', value: (m) => m.passengers },
  { header: 'Notes', value: (m) => m.notes },
  { header: 'Channel', value: (m) => m.channel },
  { header: 'Last changed (UTC)', value: (m) => m.changedAt },
];

/**
 * The board asked for, as the board cache keeps it: its key (car park and day), the car park's event
 * log version, and how to build it when not kept (board-cache.ts).
 */
export async function keptBoard(ctx: ServiceContext, member: ConsoleMember, q: BoardQuery) {
  const asked = await askedBoard(ctx, member, q);
  return { key: `${asked.carPark.id}:${asked.date}`, version: asked.version, build: () => buildBoard(ctx, asked) };
}

/** A board as CSV, and the file name `board-<car park>-<date>.csv`. */
export function boardCsv(board: Board): { csv: string; filename: string } {
  return {
    csv: toCsv(COLUMNS, board.movements, { bom: true }),
    filename: `board-${board.carPark.id}-${board.date}.csv`,
  };
}
