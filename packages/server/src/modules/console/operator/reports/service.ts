import {
  type ChannelFigures,
  type OccupancyDay,
  type Report,
  type ReportsQuery,
  addDays,
  daysBetween,
  londonInstant,
  londonNow,
  dayRange,
} from '@parking/core';
import { and, between, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { airports, bookingEvents, bookings, partners, providerDays, providers } from '../../../../db/schema/index';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import { ownCarPark } from '../../../../services/console/car-parks';
import type { ServiceContext } from '../../../../services/context';
import { type CsvColumn, toCsv } from '../../../../services/csv';

/** The car park asked for (or the organisation's first by name), only when the organisation runs it. */
async function reportCarPark(ctx: ServiceContext, organizationId: string, id: string | undefined) {
  const columns = {
    id: providers.id,
    name: providers.name,
    airport: airports.name,
    spacesPerDay: providers.spacesPerDay,
  };
  return ownCarPark(ctx.db, { organizationId, id }, columns);
}

/** Every day from `from` to `to`: its rate calendar row, or the standard capacity with nothing booked. */
async function occupancy(
  ctx: ServiceContext,
  carPark: { id: string; spacesPerDay: number },
  from: string,
  to: string,
): Promise<OccupancyDay[]> {
  const rows = await ctx.db
    .select({
      day: providerDays.day,
      booked: providerDays.booked,
      capacity: providerDays.capacity,
      closed: providerDays.closed,
    })
    .from(providerDays)
    .where(and(eq(providerDays.providerId, carPark.id), between(providerDays.day, from, to)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    const row = byDay.get(date);
    return row
      ? { date, booked: row.booked, capacity: row.capacity, closed: row.closed }
      : { date, booked: 0, capacity: carPark.spacesPerDay, closed: false };
  });
}

/**
 * Money kept on a booking, in pence (services/manage/ledger.ts's rule, in SQL): what its checkout took
 * (its amount, until a change writes that payment as an event), plus the payment events of later
 * checkouts, plus the refund events (negative). Nothing when it was never paid.
 */
const kept = sql<number>`case when ${bookings.paidAt} is null or ${bookings.sessionId} is null then 0 else
  (case when exists (select 1 from ${bookingEvents} e where e.booking_id = ${bookings.id} and e.kind = 'payment'
     and e.session_id = ${bookings.sessionId}) then 0 else ${bookings.amount} end)
  + coalesce((select sum(e.amount) from ${bookingEvents} e where e.booking_id = ${bookings.id}
     and e.kind in ('payment', 'refunded') and e.session_id is not null), 0) end`;

/**
 * Bookings made (London days `from` to `to`) at the car park that were confirmed, by channel: those
 * still confirmed, those cancelled since, and the money kept on both. Channels without bookings are
 * left out; the site first, then partners by name.
 */
async function byChannel(ctx: ServiceContext, carParkId: string, from: string, to: string): Promise<ChannelFigures[]> {
  const channel = sql<string>`coalesce(${partners.name}, 'site')`;
  const rows = await ctx.db
    .select({
      channel,
      bookings: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'cancelled')`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${kept}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .leftJoin(partners, eq(partners.id, bookings.partnerKeyId))
    .where(
      and(
        eq(bookings.providerId, carParkId),
        // A test key's booking never reaches the operator (docs/product-rules.md#partner-keys).
        eq(bookings.test, false),
        inArray(bookings.status, ['confirmed', 'cancelled']),
        isNotNull(bookings.confirmedAt),
        gte(bookings.createdAt, londonInstant(from, '00:00')),
        lt(bookings.createdAt, londonInstant(addDays(to, 1), '00:00')),
      ),
    )
    .groupBy(channel);
  return rows.sort((a, b) =>
    a.channel === 'site' ? -1 : b.channel === 'site' ? 1 : a.channel.localeCompare(b.channel, 'en-GB'),
  );
}

/**
 * One car park's report over London days `from` to `to` (the last 30 days by default): occupancy per
 * day and figures by channel. 404 for another organisation's car park.
 */
export async function report(ctx: ServiceContext, member: ConsoleMember, q: ReportsQuery): Promise<Report> {
  const carPark = await reportCarPark(ctx, member.organizationId, q.carPark);
  const { from, to } = dayRange(q, londonNow(ctx.clock()).date);
  const [days, channels] = await Promise.all([occupancy(ctx, carPark, from, to), byChannel(ctx, carPark.id, from, to)]);
  return { carPark: { id: carPark.id, name: carPark.name, airport: carPark.airport }, from, to, days, channels };
}

/** One line of the CSV: a day's occupancy, or a channel's figures (the other columns left empty). */
type CsvRow = { day?: OccupancyDay; channel?: ChannelFigures };

const COLUMNS: CsvColumn<CsvRow>[] = [
  { header: 'Date', value: (r) => r.day?.date },
  { header: 'Booked', value: (r) => r.day?.booked },
  { header: 'Capacity', value: (r) => r.day?.capacity },
  { header: 'Closed', value: (r) => (r.day ? (r.day.closed ? 'yes' : 'no') : undefined) },
  { header: 'Channel', value: (r) => r.channel?.channel },
  { header: 'Bookings', value: (r) => r.channel?.bookings },
  { header: 'Cancelled', value: (r) => r.channel?.cancelled },
  // Pounds with two decimals, as a spreadsheet sums them.
  { header: 'Revenue (GBP)', value: (r) => (r.channel ? (r.channel.revenue / 100).toFixed(2) : undefined) },
];

/** The same report as CSV (occupancy lines, then channel lines) and its file name. */
export async function reportCsv(
  ctx: ServiceContext,
  member: ConsoleMember,
  q: ReportsQuery,
): Promise<{ csv: string; filename: string }> {
  const r = await report(ctx, member, q);
  const rows: CsvRow[] = [...r.days.map((day) => ({ day })), ...r.channels.map((channel) => ({ channel }))];
  return { csv: toCsv(COLUMNS, rows, { bom: true }), filename: `report-${r.carPark.id}-${r.from}-${r.to}.csv` };
}
