import type { BookingCreated } from '@parking/core';
import { and, eq, isNull } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import type { CatalogProvider } from '../../services/catalog';
import { type BookingRow, criteriaOf } from '../../services/confirmation';
import { openCheckout } from '../../services/payments/prepare-checkout';
import type { BookingScope } from './service';

/** POST /bookings' answer for a booking and the checkout it pays through. */
export function answerOf(row: BookingRow, checkoutUrl: string): BookingCreated {
  return {
    reference: row.reference,
    status: 'pending',
    amount: row.amount,
    checkoutUrl,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
  };
}

/**
 * Opens the booking's checkout and records it on the row. Only the first session is recorded: a retry
 * resuming the same booking while its first attempt still runs answers with the session that attempt stored
 * (Stripe gives both the same one anyway: its idempotency key is the booking's id).
 */
export async function checkoutFor(
  { ctx, deps }: BookingScope,
  row: BookingRow,
  provider: CatalogProvider,
): Promise<BookingCreated> {
  let url: string | undefined;
  const opened = await openCheckout(ctx, deps.payments, {
    booking: {
      id: row.id,
      reference: row.reference,
      amount: row.amount,
      email: row.email,
      providerName: provider.name,
      airportName: provider.airportName,
      criteria: criteriaOf(row),
      holdExpiresAt: row.holdExpiresAt,
      test: row.test,
    },
    release: () => deps.holds.release(row.id, 'cancelled'),
    unchanged: 'Nothing has been charged',
    record: async (session) => {
      const [stored] = await ctx.db
        .update(bookings)
        .set({ sessionId: session.sessionId, checkoutUrl: session.url })
        .where(and(eq(bookings.id, row.id), isNull(bookings.checkoutUrl)))
        .returning({ url: bookings.checkoutUrl });
      if (stored) return;
      const [first] = await ctx.db.select({ url: bookings.checkoutUrl }).from(bookings).where(eq(bookings.id, row.id));
      url = first?.url ?? undefined;
    },
  });
  return answerOf(row, url ?? opened.checkoutUrl);
}
