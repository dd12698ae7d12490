import { type EarningsQuery, type EarningsReport, monthTotals, dayRange } from '@parking/core';
import { asc, eq } from 'drizzle-orm';
import { partners } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import { type EarningsRow, earningsRows, londonToday } from '../../../../services/commission';
import type { ServiceContext } from '../../../../services/context';
import { type CsvColumn, toCsv } from '../../../../services/csv';

/** The organisation's widget keys, live and test, by name (the page's key filter). */
async function keysOf(ctx: ServiceContext, organizationId: string) {
  return ctx.db
    .select({ id: partners.id, name: partners.name, mode: partners.mode })
    .from(partners)
    .where(eq(partners.organizationId, organizationId))
    .orderBy(asc(partners.name), asc(partners.id));
}

/**
 * The organisation's bookings made on London days `from` to `to` (the last 30 by default), through one
 * of its keys or all, live or test, with their commission and the totals by booked month. A key of
 * another organisation reads as unknown (404). No traveller's name, email, phone or registration.
 */
export async function earnings(
  ctx: ServiceContext,
  member: ConsoleMember,
  q: EarningsQuery,
): Promise<EarningsReport & { rows: EarningsRow[] }> {
  const today = londonToday(ctx);
  const { from, to } = dayRange(q, today);
  const keys = await keysOf(ctx, member.organizationId);
  if (q.key !== undefined && !keys.some((k) => k.id === q.key)) throw notFound('Key');
  const filter = { organizationId: member.organizationId, test: q.mode === 'test', from, to, keyId: q.key };
  const rows = await earningsRows(ctx.db, filter, today);
  const bookings = rows.map(({ id: _id, createdAt: _at, ...b }) => b);
  return { from, to, mode: q.mode, keys, months: monthTotals(bookings), bookings, rows };
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

const COLUMNS: CsvColumn<EarningsRow>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Booked', value: (r) => r.bookedDate },
  { header: 'Airport', value: (r) => r.airport },
  { header: 'Car park', value: (r) => r.carPark },
  { header: 'Drop-off', value: (r) => r.entryDate },
  { header: 'Pick-up', value: (r) => r.exitDate },
  // Pounds with two decimals, as a spreadsheet sums them.
  { header: 'Paid (GBP)', value: (r) => pounds(r.paid) },
  { header: 'Refunded (GBP)', value: (r) => pounds(r.refunded) },
  { header: 'Booking status', value: (r) => r.status },
  { header: 'Commission (GBP)', value: (r) => pounds(r.commission.amount) },
  { header: 'Commission status', value: (r) => r.commission.status },
  { header: 'Declined because', value: (r) => r.commission.reason },
  { header: 'Statement month', value: (r) => r.statementMonth },
  { header: 'Key', value: (r) => r.key.name },
];

/** The same bookings as CSV (one line per booking) and its file name. */
export async function earningsCsv(
  ctx: ServiceContext,
  member: ConsoleMember,
  q: EarningsQuery,
): Promise<{ csv: string; filename: string }> {
  const r = await earnings(ctx, member, q);
  const mode = r.mode === 'test' ? '-test' : '';
  return { csv: toCsv(COLUMNS, r.rows, { bom: true }), filename: `earnings${mode}-${r.from}-${r.to}.csv` };
}
