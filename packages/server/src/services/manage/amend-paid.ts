import { formatGBP } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { bookingAmendments } from '../../db/schema/index';
import { AppError } from '../../errors';
import { SoldOutError } from '../availability';
import type { BookingRow } from '../confirmation';
import { expireAmendment } from './amend-pending';
import { type AmendScope, conflict, moveBooking, spacesPerDay } from './amend-scope';
import { deltasOf } from './capacity-deltas';
import { type EventRow, eventsOf } from './ledger';
import { storedStay } from './stored-stay';

type Amendment = typeof bookingAmendments.$inferSelect & { sessionId: string };
type Paid = { kind: 'payment'; amount: number; sessionId: string };
/** A paid amendment with what both outcomes need, read before either transaction. */
type PaidChange = { a: Amendment; row: BookingRow; events: EventRow[]; payment: Paid; capacity: number };

/** Applies a paid amendment in one transaction; throws when the booking moved on or the spaces went. */
async function applyChange(s: AmendScope, { a, row, events, payment, capacity }: PaidChange) {
  const { ctx, deps } = s;
  await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(bookingAmendments)
      .set({ status: 'applied' })
      .where(and(eq(bookingAmendments.id, a.id), eq(bookingAmendments.status, a.status)))
      .returning();
    if (!taken || row.version !== a.baseVersion) throw conflict();
    await deps.money.begin(tx, row, events);
    // A pending amendment holds its extra days already; an expired one takes them again.
    const deltas = a.status === 'pending' ? deltasOf(a.deltas, 'free') : a.deltas;
    await moveBooking(s, tx, { row, stay: storedStay(a.stay), deltas, capacity });
    await deps.money.write(tx, row, {
      ...payment,
      summary: `Paid ${formatGBP(a.difference)} for the change`,
      cause: 'amendment',
    });
  });
}

/** Too late or superseded: the change cannot apply, so its payment goes back (and the hold, if any). */
async function refundChange(s: AmendScope, { a, row, events, payment }: PaidChange) {
  const { ctx, deps } = s;
  await expireAmendment(s, a.id);
  await ctx.db.transaction(async (tx) => {
    const all = [...(await deps.money.begin(tx, row, events))];
    const id = await deps.money.write(tx, row, {
      ...payment,
      summary: `Paid ${formatGBP(a.difference)} for a change that could not be made`,
    });
    all.push({
      ...payment,
      id,
      bookingId: row.id,
      at: ctx.clock(),
      seq: 0,
      summary: '',
      cause: null,
      refundStatus: null,
      refundId: null,
      emailSentAt: null,
      actorKind: null,
      actorId: null,
      reason: null,
    });
    const paidBySession = all.filter((e) => e.sessionId === a.sessionId);
    await deps.money.refund(tx, row, paidBySession, a.difference, 'amendment');
  });
}

/**
 * The difference was paid (Stripe event or demo Pay): the change applies if the booking is as it
 * was priced and the spaces are still there; otherwise the payment goes back in full.
 */
export async function applyPaid(
  s: AmendScope,
  amendmentId: string,
): Promise<'amended' | 'already' | 'refunded' | 'unknown'> {
  const [a] = await s.ctx.db.select().from(bookingAmendments).where(eq(bookingAmendments.id, amendmentId));
  if (!a?.sessionId) return 'unknown';
  if (a.status === 'applied') return 'already';
  const row = await s.deps.confirmations.byId(a.bookingId);
  if (!row) return 'unknown';
  const change: PaidChange = {
    a: { ...a, sessionId: a.sessionId },
    row,
    events: await eventsOf(s.ctx, row.id),
    payment: { kind: 'payment', amount: a.difference, sessionId: a.sessionId },
    capacity: await spacesPerDay(s, row.providerId),
  };
  try {
    await applyChange(s, change);
    return 'amended';
  } catch (e) {
    if (!(e instanceof SoldOutError || e instanceof AppError)) throw e;
  }
  await refundChange(s, change);
  return 'refunded';
}
