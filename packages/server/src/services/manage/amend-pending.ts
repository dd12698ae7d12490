import { randomUUID } from 'node:crypto';
import type { AmendResult } from '@parking/core';
import { and, eq, lt } from 'drizzle-orm';
import { bookingAmendments, bookings } from '../../db/schema/index';
import type { AmendedStay } from '../../db/schema/manage';
import type { BookingRow } from '../confirmation';
import { QUEUES } from '../jobs/queue';
import { holdExpiry, openCheckout } from '../payments/prepare-checkout';
import { type AmendScope, spacesPerDay } from './amend-scope';
import { adjustSpaces, capacityDeltas, deltasOf, negate } from './capacity-deltas';

/** A dearer change's answer: where to pay the difference, and until when its extra spaces are held. */
export type PaymentRequired = Extract<AmendResult, { outcome: 'payment-required' }>;

/**
 * A dearer change: its extra spaces are held and a checkout for the difference opens; the change applies
 * only when paid (docs/product-rules.md#amend-and-cancel).
 */
export async function openPending(
  s: AmendScope,
  row: BookingRow,
  stay: AmendedStay,
  difference: number,
): Promise<PaymentRequired> {
  const { ctx, deps } = s;
  const id = randomUUID();
  const deltas = capacityDeltas(row, stay);
  const holdExpiresAt = holdExpiry(ctx.clock());
  const capacity = await spacesPerDay(s, row.providerId);
  await ctx.db.transaction(async (tx) => {
    if (!row.test) await adjustSpaces(tx, row.providerId, capacity, deltasOf(deltas, 'take'));
    await tx.insert(bookingAmendments).values({
      ...{ id, bookingId: row.id, status: 'pending', stay, deltas, difference, holdExpiresAt },
      createdAt: ctx.clock(),
      baseVersion: row.version,
    });
  });
  const c = await deps.confirmations.fromRow(row);
  const checkout = await openCheckout(ctx, deps.payments, {
    booking: {
      id,
      reference: row.reference,
      amount: difference,
      email: stay.details.email,
      providerName: c.provider.name,
      airportName: c.airport.name,
      criteria: { airportId: row.airportId, ...stay },
      holdExpiresAt,
      amendmentOf: row.id,
      test: row.test,
    },
    release: () => expireAmendment(s, id),
    unchanged: 'Nothing has changed',
    record: (session) =>
      ctx.db
        .update(bookingAmendments)
        .set({ sessionId: session.sessionId, checkoutUrl: session.url })
        .where(eq(bookingAmendments.id, id)),
  });
  return { outcome: 'payment-required', difference, ...checkout };
}

/** Gives a pending amendment's extra spaces back, once. */
export async function expireAmendment({ ctx }: AmendScope, id: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .update(bookingAmendments)
      .set({ status: 'expired' })
      .where(and(eq(bookingAmendments.id, id), eq(bookingAmendments.status, 'pending')))
      .returning();
    if (!a) return false;
    const [b] = await tx
      .select({ providerId: bookings.providerId, test: bookings.test })
      .from(bookings)
      .where(eq(bookings.id, a.bookingId));
    // A test booking's amendment took no spaces (openPending), so it gives none back.
    if (!b!.test) await adjustSpaces(tx, b!.providerId, 0, negate(deltasOf(a.deltas, 'take')));
    return true;
  });
}

/** Ends any amendment awaiting payment; false when its payment already went through (it applies instead). */
export async function dropPending(s: AmendScope, bookingId: string): Promise<boolean> {
  const pending = await s.ctx.db
    .select()
    .from(bookingAmendments)
    .where(and(eq(bookingAmendments.bookingId, bookingId), eq(bookingAmendments.status, 'pending')));
  for (const a of pending) {
    if (a.sessionId && !(await s.deps.payments.expireCheckoutSession(a.sessionId))) return false;
    await expireAmendment(s, a.id);
  }
  return true;
}

/** The amendment a checkout session pays for. */
export async function amendmentBySession({ ctx }: AmendScope, sessionId: string) {
  const [a] = await ctx.db.select().from(bookingAmendments).where(eq(bookingAmendments.sessionId, sessionId));
  return a;
}

/** The checkout session of an amendment still pending (for the expiry job). */
export function pendingSession({ ctx }: AmendScope, id: string) {
  return ctx.db
    .select({ sessionId: bookingAmendments.sessionId })
    .from(bookingAmendments)
    .where(and(eq(bookingAmendments.id, id), eq(bookingAmendments.status, 'pending')));
}

/** Queues an `amendment-expiry` job for every amendment whose checkout hold has run out. */
export async function queueExpired({ ctx, deps }: AmendScope): Promise<number> {
  const due = await ctx.db
    .select({ id: bookingAmendments.id, bookingId: bookingAmendments.bookingId })
    .from(bookingAmendments)
    .where(and(eq(bookingAmendments.status, 'pending'), lt(bookingAmendments.holdExpiresAt, ctx.clock())));
  for (const a of due)
    await deps.jobs.send(QUEUES.amendmentExpiry, { bookingId: a.bookingId, reference: a.id, eventId: a.id });
  return due.length;
}
