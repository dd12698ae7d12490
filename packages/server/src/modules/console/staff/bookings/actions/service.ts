import { type StaffMoneyEffect, manageWindows } from '@parking/core';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../../../db/schema/index';
import { notFound } from '../../../../../errors';
import type { ConsoleMember } from '../../../../../services/accounts/tenancy';
import type { Audit, AuditField } from '../../../../../services/audit/index';
import type { BookingRow } from '../../../../../services/confirmation';
import type { ServiceContext } from '../../../../../services/context';
import type { Db } from '../../../../../db/client';
import type { JobQueue } from '../../../../../services/jobs/queue';
import type { Manage } from '../../../../../services/manage/index';
import { type EventRow, balances, eventsOf } from '../../../../../services/manage/ledger';
import { refusalOf } from '../../../../../services/manage/view';

/** What support's actions need: the database, the ledger's writer, the jobs, the audit log. */
export type ActionDeps = { ctx: ServiceContext; manage: Manage; jobs: JobQueue; audit: Audit };

/** The booking by its reference (any case), or 404. */
export async function bookingOf(ctx: ServiceContext, reference: string): Promise<BookingRow> {
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.reference, reference.toUpperCase()));
  if (!row) throw notFound('Booking');
  return row;
}

/** The booking row locked for a money change, so two refunds at once cannot both take the last pounds. */
export async function lockedBooking(tx: Pick<Db, 'select'>, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound('Booking');
  return row;
}

/** The money effect from a booking and its events, pence (the ledger's rules: services/manage/ledger.ts). */
export function moneyEffect(row: BookingRow, events: readonly EventRow[], now: Date): StaffMoneyEffect {
  const sessions = balances(row, events);
  const paid = sessions.reduce((sum, s) => sum + s.paid, 0);
  const refunded = sessions.reduce((sum, s) => sum + s.refunded, 0);
  const refundable = Math.max(paid - refunded, 0);
  const w = manageWindows(row, now);
  const why = refusalOf(row, now, 'cancel');
  return {
    reference: row.reference,
    status: row.status,
    paid,
    refunded,
    refundable,
    cancel: {
      allowed: !why,
      ...(why ? { reason: why } : {}),
      full: refundable,
      none: 0,
      partialMax: refundable,
      insideCutoff: !w.fullRefund,
      freeCancellationUntil: w.freeCancellationUntil.toISOString(),
    },
    refunds: events
      .filter((e) => e.kind === 'refunded' && e.amount !== null)
      .map((e) => ({
        eventId: e.id,
        at: e.at.toISOString(),
        amount: -(e.amount ?? 0),
        status: e.refundStatus ?? 'done',
        actorKind: e.actorKind ?? 'traveller',
        reason: e.reason,
      })),
  };
}

/** `GET …/money`. */
export async function moneyOf(ctx: ServiceContext, row: BookingRow): Promise<StaffMoneyEffect> {
  return moneyEffect(row, await eventsOf(ctx, row.id), ctx.clock());
}

/** Records a staff action about a booking in our log, the booking's reference as its target. */
export async function auditAction(
  deps: ActionDeps,
  tx: Parameters<Audit['record']>[1],
  member: ConsoleMember,
  reference: string,
  action: string,
  fields: Record<string, AuditField>,
): Promise<void> {
  const actor = { kind: 'staff' as const, userId: member.userId, organizationId: member.organizationId };
  await deps.audit.record(
    { actor, organizationId: null, action, target: { type: 'booking', id: reference }, fields },
    tx,
  );
}
