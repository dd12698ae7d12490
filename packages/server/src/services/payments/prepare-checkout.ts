import { POLICY } from '@parking/core';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import type { CheckoutBooking, CheckoutSession, PaymentGateway } from './gateway';

/** When a hold taken at `now` ends: the traveller has this long to pay (docs/product-rules.md#booking). */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + POLICY.holdMinutes * 60_000);
}

/** What a new booking, or an amendment's difference, needs to open its hosted checkout. */
export type CheckoutPlan = {
  /** What the payment provider is told (`amendmentOf` set for an amendment). */
  booking: CheckoutBooking;
  /** Gives the held spaces back when no session could be opened. */
  release(): Promise<unknown>;
  /** The second sentence of the failure message: what stays as it was. */
  unchanged: string;
  /** Stores the session on the pending row, so the webhook, the demo page and "Resume payment" find it. */
  record(session: CheckoutSession): Promise<unknown>;
};

/** Where the traveller pays, and until when the spaces are held for them. */
export type OpenedCheckout = { checkoutUrl: string; holdExpiresAt: string };

/**
 * The one path to a checkout session, for a new booking and an amendment alike. The spaces are already
 * held; a provider failure releases them and answers 502 PAYMENT_FAILED (nothing was charged), so a
 * hold never outlives a checkout that could not open.
 */
export async function openCheckout(
  ctx: ServiceContext,
  payments: PaymentGateway,
  plan: CheckoutPlan,
): Promise<OpenedCheckout> {
  const { booking } = plan;
  let session: CheckoutSession;
  try {
    session = await payments.createCheckoutSession(booking);
  } catch (err) {
    const subject = booking.amendmentOf ? { amendmentId: booking.id } : { bookingId: booking.id };
    ctx.log.error({ err, reference: booking.reference, ...subject }, 'checkout session failed');
    await plan.release();
    throw new AppError(502, 'PAYMENT_FAILED', `We could not start the payment. ${plan.unchanged}; please try again.`);
  }
  await plan.record(session);
  return { checkoutUrl: session.url, holdExpiresAt: booking.holdExpiresAt.toISOString() };
}
