import {
  type EarningsBooking,
  type Statement,
  addDays,
  commissionOf,
  londonInstant,
  londonNow,
  statementMonthOf,
} from '@parking/core';
import { type SQL, and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  airports,
  bookingEvents,
  bookings,
  partnerStatementItems,
  partnerStatements,
  partners,
  providers,
} from '../db/schema/index';
import type { ServiceContext } from './context';

/**
 * A partner's bookings and their commission (docs/product-rules.md, issue 23), read by the console's
 * earnings page and CSV, the staff statements and the reporting API alike: the rules themselves are
 * core's `commissionOf`, so every view agrees.
 */

/**
 * Everything the traveller paid, in pence (services/manage/ledger.ts's rule, in SQL): the checkout's
 * amount until a change writes it as a payment event, plus every payment event. Nothing if never paid.
 */
const paidSql = sql<number>`case when ${bookings.paidAt} is null or ${bookings.sessionId} is null then 0 else
  (case when exists (select 1 from ${bookingEvents} e where e.booking_id = ${bookings.id} and e.kind = 'payment'
     and e.session_id = ${bookings.sessionId}) then 0 else ${bookings.amount} end)
  + coalesce((select sum(e.amount) from ${bookingEvents} e where e.booking_id = ${bookings.id}
     and e.kind = 'payment' and e.session_id is not null), 0) end`.mapWith(Number);

/** Everything given back or being given back (refund events are negative), in pence. */
const refundedSql = sql<number>`coalesce((select -sum(e.amount) from ${bookingEvents} e
  where e.booking_id = ${bookings.id} and e.kind = 'refunded' and e.session_id is not null), 0)`.mapWith(Number);

/** Bookings that were paid for: confirmed, or cancelled or refunded since. Pending and expired never show. */
const SHOWN = ['confirmed', 'cancelled', 'refunded'] as const;

/** Which of one organisation's bookings to read. */
export type EarningsFilter = {
  organizationId: string;
  test: boolean;
  /** London booking days, both included. */
  from?: string;
  to?: string;
  keyId?: string;
  /** Stays ending on London days from `exitFrom` up to, not including, `exitBefore`. */
  exitFrom?: string;
  exitBefore?: string;
  /** Only bookings on no paid statement. */
  unpaid?: boolean;
  /** Keyset pagination: after this (created_at, id), oldest first, at most `limit`. */
  after?: { at: Date; id: string };
  limit?: number;
};

function conditions(f: EarningsFilter): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(bookings.partnerOrgId, f.organizationId),
    eq(bookings.test, f.test),
    inArray(bookings.status, [...SHOWN]),
    isNotNull(bookings.paidAt),
    f.from ? gte(bookings.createdAt, londonInstant(f.from, '00:00')) : undefined,
    f.to ? lt(bookings.createdAt, londonInstant(addDays(f.to, 1), '00:00')) : undefined,
    f.keyId ? eq(bookings.partnerKeyId, f.keyId) : undefined,
    f.exitFrom ? gte(bookings.exitDate, f.exitFrom) : undefined,
    f.exitBefore ? lt(bookings.exitDate, f.exitBefore) : undefined,
    f.unpaid ? isNull(partnerStatementItems.bookingId) : undefined,
    f.after
      ? or(gt(bookings.createdAt, f.after.at), and(eq(bookings.createdAt, f.after.at), gt(bookings.id, f.after.id)))
      : undefined,
  ];
  return where.filter((w): w is SQL => w !== undefined);
}

/** A booking as the partner sees it, and its id and creation instant (for cursors and statement lines). */
export type EarningsRow = EarningsBooking & { id: string; createdAt: Date };

/** The organisation's bookings matching `f`, oldest first, each with its commission on London `today`. */
export async function earningsRows(db: Pick<Db, 'select'>, f: EarningsFilter, today: string): Promise<EarningsRow[]> {
  const query = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      createdAt: bookings.createdAt,
      airport: airports.name,
      carPark: providers.name,
      entryDate: bookings.entryDate,
      exitDate: bookings.exitDate,
      status: bookings.status,
      test: bookings.test,
      commissionBps: bookings.commissionBps,
      paid: paidSql,
      refunded: refundedSql,
      keyId: bookings.partnerKeyId,
      keyName: partners.name,
      statementAmount: partnerStatementItems.amountPence,
    })
    .from(bookings)
    .innerJoin(airports, eq(airports.id, bookings.airportId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(partners, eq(partners.id, bookings.partnerKeyId))
    .leftJoin(partnerStatementItems, eq(partnerStatementItems.bookingId, bookings.id))
    .where(and(...conditions(f)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const rows = f.limit === undefined ? await query : await query.limit(f.limit);
  return rows.map((r) => {
    // A late payment refunded in full: everything it took went back.
    const refunded = r.status === 'refunded' ? Math.max(r.paid, r.refunded) : r.refunded;
    const status = r.status as (typeof SHOWN)[number];
    const facts = { ...r, status, refunded, statementAmount: r.statementAmount ?? null };
    return {
      id: r.id,
      createdAt: r.createdAt,
      reference: r.reference,
      bookedAt: r.createdAt.toISOString(),
      bookedDate: londonNow(r.createdAt).date,
      airport: r.airport,
      carPark: r.carPark,
      entryDate: r.entryDate,
      exitDate: r.exitDate,
      paid: r.paid,
      refunded,
      status,
      commission: commissionOf(facts, today),
      statementMonth: statementMonthOf(r.exitDate),
      key: { id: r.keyId ?? '', name: r.keyName ?? 'Removed key' },
    };
  });
}

/** The London day now: commission is approved once a stay's exit date is before it. */
export const londonToday = (ctx: ServiceContext): string => londonNow(ctx.clock()).date;

/** The first day of a `YYYY-MM` month and of the month after it. */
export function monthBounds(month: string): { first: string; next: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/**
 * One organisation's statements, newest month first: each paid one as frozen, and each other month
 * with stays that ended (or end) in it, open, its total the approved commission not yet on a statement.
 */
export async function statementsOf(ctx: ServiceContext, organizationId: string): Promise<Statement[]> {
  const paidRows = await ctx.db
    .select({
      month: partnerStatements.month,
      total: partnerStatements.totalPence,
      paidAt: partnerStatements.paidAt,
      bookings:
        sql<number>`(select count(*) from ${partnerStatementItems} i where i.statement_id = ${partnerStatements.id})`.mapWith(
          Number,
        ),
    })
    .from(partnerStatements)
    .where(eq(partnerStatements.organizationId, organizationId))
    .orderBy(desc(partnerStatements.month));
  const paid = new Map<string, Statement>(
    paidRows.map((r) => [r.month, { ...r, pending: 0, status: 'paid' as const, paidAt: r.paidAt.toISOString() }]),
  );
  const open = new Map<string, Statement>();
  const rows = await earningsRows(ctx.db, { organizationId, test: false, unpaid: true }, londonToday(ctx));
  for (const r of rows) {
    const { status, amount } = r.commission;
    if (paid.has(r.statementMonth) || amount === 0 || (status !== 'approved' && status !== 'pending')) continue;
    const s = open.get(r.statementMonth) ?? {
      month: r.statementMonth,
      total: 0,
      bookings: 0,
      pending: 0,
      status: 'open' as const,
      paidAt: null,
    };
    if (status === 'approved') {
      s.total += amount;
      s.bookings += 1;
    } else s.pending += amount;
    open.set(r.statementMonth, s);
  }
  return [...paid.values(), ...open.values()].sort((a, b) => b.month.localeCompare(a.month));
}
