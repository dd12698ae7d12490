import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { webhookEvents } from '../../db/schema/index';
import type { ServiceContext } from '../../services/context';
import type { FulfilResult, Fulfilment } from '../../services/fulfilment';
import type { Holds } from '../../services/holds';
import type { Amendments } from '../../services/manage/amend';

/** Handles verified Stripe events. */
export type StripeEvents = { handle(event: Stripe.Event): Promise<EventOutcome> };

/** What became of one webhook delivery. */
export const EVENT_OUTCOMES = ['duplicate', 'fulfilled', 'released', 'ignored', 'refunded', 'refund-pending'] as const;
type EventOutcome = (typeof EVENT_OUTCOMES)[number];

/** The true outcome of a payment: confirmed, or (spaces gone) refunded or with its refund retrying. */
function outcomeOf(result: FulfilResult): EventOutcome {
  if (result === 'unknown') return 'ignored';
  return result === 'refunded' || result === 'refund-pending' ? result : 'fulfilled';
}

/** A checkout that pays for an amendment (docs/product-rules.md#amend-and-cancel). */
async function actOnAmendment(
  amendments: Pick<Amendments, 'applyPaid' | 'expire'>,
  type: string,
  session: Stripe.Checkout.Session,
  id: string,
): Promise<EventOutcome> {
  const paid =
    (type === 'checkout.session.completed' && session.payment_status !== 'unpaid') ||
    type === 'checkout.session.async_payment_succeeded';
  if (paid) {
    const result = await amendments.applyPaid(id);
    return result === 'refunded' ? 'refunded' : result === 'unknown' ? 'ignored' : 'fulfilled';
  }
  if (type === 'checkout.session.expired' || type === 'checkout.session.async_payment_failed') {
    return (await amendments.expire(id)) ? 'released' : 'ignored';
  }
  return 'ignored';
}

/**
 * Stripe events → bookings. Events are deduplicated by id; every action is idempotent and safe in
 * any order (an `expired` after a `completed` changes nothing; a `completed` after an `expired`
 * takes the spaces again if they are still free).
 */
export function createStripeEvents(
  ctx: ServiceContext,
  fulfilment: Fulfilment,
  holds: Holds,
  amendments: Pick<Amendments, 'applyPaid' | 'expire'>,
): StripeEvents {
  async function act(event: Stripe.Event): Promise<EventOutcome> {
    if (!event.type.startsWith('checkout.session.')) return 'ignored';
    const session = event.data.object as Stripe.Checkout.Session;
    const amendmentId = session.metadata?.amendmentId;
    if (amendmentId) return actOnAmendment(amendments, event.type, session, amendmentId);
    const bookingId = session.client_reference_id;
    if (!bookingId) return 'ignored';
    switch (event.type) {
      case 'checkout.session.completed':
        // Delayed methods (e.g. Bacs) complete unpaid; their async_payment_succeeded follows.
        if (session.payment_status === 'unpaid') return 'ignored';
        return outcomeOf(await fulfilment.fulfil(bookingId));
      case 'checkout.session.async_payment_succeeded':
        return outcomeOf(await fulfilment.fulfil(bookingId));
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
