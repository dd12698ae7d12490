import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { webhookEvents } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import type { Fulfilment } from '../fulfilment';
import type { Holds } from '../holds';

/** Handles verified Stripe events. */
export type StripeEvents = { handle(event: Stripe.Event): Promise<EventOutcome> };

/** What became of one webhook delivery. */
export type EventOutcome = 'duplicate' | 'fulfilled' | 'released' | 'ignored';

/**
 * Stripe events → bookings. Events are deduplicated by id; every action is idempotent and safe in
 * any order (an `expired` after a `completed` changes nothing; a `completed` after an `expired`
 * takes the spaces again if they are still free).
 */
export function createStripeEvents(ctx: ServiceContext, fulfilment: Fulfilment, holds: Holds): StripeEvents {
  async function act(event: Stripe.Event): Promise<EventOutcome> {
    if (!event.type.startsWith('checkout.session.')) return 'ignored';
    const session = event.data.object as Stripe.Checkout.Session;
    const bookingId = session.client_reference_id;
    if (!bookingId) return 'ignored';
    switch (event.type) {
      case 'checkout.session.completed':
        // Delayed methods (e.g. Bacs) complete unpaid; their async_payment_succeeded follows.
        if (session.payment_status === 'unpaid') return 'ignored';
        return (await fulfilment.fulfil(bookingId)) === 'unknown' ? 'ignored' : 'fulfilled';
      case 'checkout.session.async_payment_succeeded':
        return (await fulfilment.fulfil(bookingId)) === 'unknown' ? 'ignored' : 'fulfilled';
      case 'checkout.session.expired':
        return (await holds.release(bookingId, 'expired')) ? 'released' : 'ignored';
      case 'checkout.session.async_payment_failed':
        return (await holds.release(bookingId, 'cancelled')) ? 'released' : 'ignored';
      default:
        return 'ignored';
    }
  }

  return {
    async handle(event: Stripe.Event): Promise<EventOutcome> {
      const [seen] = await ctx.db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, event.id));
      if (seen) return 'duplicate';
      const outcome = await act(event);
      // Recorded after acting: a failure above makes Stripe retry, and the actions are idempotent.
      await ctx.db
        .insert(webhookEvents)
        .values({ id: event.id, type: event.type, receivedAt: ctx.clock() })
        .onConflictDoNothing();
      ctx.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return outcome;
    },
  };
}
