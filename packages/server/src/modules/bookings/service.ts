import { randomUUID } from 'node:crypto';
import {
  type BookingCreated,
  type BookingRequest,
  formatGBP,
  missingReturnFlight,
  newBookingReference,
  stayDates,
  toLongDate,
} from '@parking/core';
import { eq } from 'drizzle-orm';
import { bookings, partners } from '../../db/schema/index';
import { AppError, validationFailed } from '../../errors';
import { ClosedDayError, SoldOutError, type Tx, holdSpaces, readDayRates } from '../../services/availability';
import type { Catalog, CatalogProvider } from '../../services/catalog';
import type { ServiceContext } from '../../services/context';
import type { Holds } from '../../services/holds';
import type { PaymentGateway } from '../../services/payments/gateway';
import { holdExpiry } from '../../services/payments/prepare-checkout';
import type { CouponRefusal } from '../../services/coupon-uses';
import { COUPON_REFUSALS, type Coupons, priceStay } from '../../services/pricing';
import type { KeyClaim } from '../../services/idempotency';
import { answerOf, checkoutFor } from './service-checkout';

/**
 * Where a booking came from: the widget key it was placed through (by id: a rotation keeps attribution),
 * its organisation, mode and commission rate, and the embedding page's origin.
 */
export type BookingMeta = { partner?: BookingPartner | undefined };
/** The widget key of a partner booking, as `app.partners.forBooking` resolves it. */
type BookingPartner = {
  keyId: string;
  organizationId: string | null;
  mode: 'test' | 'live';
  /** Null for a test key: test bookings earn nothing. */
  commissionBps: number | null;
  origin: string | null;
};

/** A booking through a test key: marked TEST, holds no capacity, pays through the demo checkout. */
const isTest = (meta: BookingMeta): boolean => meta.partner?.mode === 'test';

type Priced = { days: number; subtotal: number; discount: number; amount: number; couponCode: string | null };

function isUniqueViolation(e: unknown, column: string): boolean {
  for (
    let err = e as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    err;
    err = err.cause as typeof err
  ) {
    if (err.code === '23505') return `${err.constraint ?? ''} ${err.message ?? ''}`.includes(column);
  }
  return false;
}

/** What placing a booking needs from the app. */
export type BookingScope = {
  ctx: ServiceContext;
  deps: { catalog: Catalog; coupons: Coupons; holds: Holds; payments: PaymentGateway };
  newReference: () => string;
};

/** The car park is closed on `day` (the operator's rate calendar): a clear 409 naming the day. */
const closedDay = (provider: { name: string }, day: string) =>
  new AppError(
    409,
    'SOLD_OUT',
    `${provider.name} is closed on ${toLongDate(day)}. Please choose another car park or other dates.`,
  );

/** A refused code, named on its field: not valid (or expired), or every use taken. */
const couponRefused = (why: CouponRefusal) =>
  why === 'used-up'
    ? new AppError(400, 'COUPON_INVALID', COUPON_REFUSALS['used-up'], {
        fields: { 'details.couponCode': COUPON_REFUSALS['used-up'] },
      })
    : new AppError(400, 'COUPON_INVALID', 'That coupon code is not valid', {
        fields: { 'details.couponCode': 'That coupon code is not valid or has expired' },
      });

/**
 * Prices the stay again on today's day prices (the rate calendar, read fresh, not from a search's
 * cache) and applies the coupon; refuses a closed or unpriced day, and a price above the one the
 * visitor confirmed.
 */
async function price(scope: BookingScope, request: BookingRequest, provider: CatalogProvider): Promise<Priced> {
  const { ctx, deps } = scope;
  const { criteria } = request;
  const rates = await readDayRates(ctx.db, provider.id, criteria.entryDate, criteria.exitDate);
  if (rates.closed[0]) throw closedDay(provider, rates.closed[0]);
  const { days, total, priced } = priceStay(provider, criteria, criteria.noOfVehicles, rates.prices);
  if (!priced) throw new AppError(409, 'SOLD_OUT', `${provider.name} has no price for these dates yet.`);
  // The visitor confirms a higher price before paying; a lower one is simply used (docs/product-rules.md#booking).
  if (total > request.expectedTotal) {
    throw new AppError(
      409,
      'PRICE_CHANGED',
      `The price for this stay is now ${formatGBP(total)}. Please confirm the new price.`,
      { newTotal: total },
    );
  }
  const code = request.details.couponCode;
  if (!code) return { days, subtotal: total, discount: 0, amount: total, couponCode: null };
  const state = await deps.coupons.check(code);
  if ('refused' in state) throw couponRefused(state.refused);
  const { discount, total: amount } = deps.coupons.apply(total, state.percentOff);
  return { days, subtotal: total, discount, amount, couponCode: code };
}

async function checkProvider({ deps }: BookingScope, request: BookingRequest): Promise<CatalogProvider> {
  const provider = await deps.catalog.provider(request.providerId);
  // A car park our staff deactivated is out of search and takes no new bookings.
  if (!provider || provider.airportId !== request.criteria.airportId || !(await deps.catalog.bookable(provider.id))) {
    throw validationFailed({ providerId: 'Choose a provider from the search results' });
  }
  if (missingReturnFlight(provider.type, request.details)) {
    throw validationFailed({ 'details.returnFlight': 'Enter your return flight number so your driver can meet you' });
  }
  return provider;
}

/** The pending booking's row; only the form's known fields are stored. */
function bookingValues(
  scope: BookingScope,
  request: BookingRequest,
  provider: CatalogProvider,
  priced: Priced,
  meta: BookingMeta,
  now: Date,
): typeof bookings.$inferInsert {
  const { details, criteria } = request;
  return {
    id: randomUUID(),
    reference: scope.newReference(),
    status: 'pending',
    providerId: provider.id,
    airportId: provider.airportId,
    entryDate: criteria.entryDate,
    entryTime: criteria.entryTime,
    exitDate: criteria.exitDate,
    exitTime: criteria.exitTime,
    noOfVehicles: criteria.noOfVehicles,
    days: priced.days,
    details: {
      title: details.title,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      phone: details.phone,
      vehicles: details.vehicles,
      outboundTerminal: details.outboundTerminal,
      outboundFlight: details.outboundFlight,
      returnFlight: details.returnFlight,
      passengers: details.passengers,
      marketingOptIn: details.marketingOptIn,
    },
    email: details.email,
    subtotal: priced.subtotal,
    discount: priced.discount,
    amount: priced.amount,
    couponCode: priced.couponCode,
    partnerKeyId: meta.partner?.keyId ?? null,
    partnerOrgId: meta.partner?.organizationId ?? null,
    partnerOrigin: meta.partner?.origin ?? null,
    commissionBps: meta.partner?.commissionBps ?? null,
    test: isTest(meta),
    // A test key's booking pays through the demo checkout in every deployment (services/payments/test-bookings.ts).
    paymentProvider: isTest(meta) ? 'demo' : scope.deps.payments.kind,
    holdExpiresAt: holdExpiry(now),
    createdAt: now,
  };
}

/**
 * A key revoked a moment ago may still be in a node's 5-second cache; the booking itself checks the row
 * (locked against a revocation racing it), so no booking is ever made with a revoked key.
 */
async function keyStillActive(tx: Tx, keyId: string): Promise<void> {
  const [row] = await tx
    .select({ active: partners.active, suspendedAt: partners.suspendedAt })
    .from(partners)
    .where(eq(partners.id, keyId))
    .for('share');
  if (!row?.active) throw new AppError(403, 'FORBIDDEN', 'This partner key has been revoked');
  if (row.suspendedAt) throw new AppError(403, 'FORBIDDEN', 'This partner key is suspended');
}

/** Takes a use of the code inside the booking's transaction, or refuses the booking (nothing held). */
async function claimCoupon(scope: BookingScope, tx: Tx, code: string): Promise<void> {
  const state = await scope.deps.coupons.claim(tx, code);
  if ('refused' in state) throw couponRefused(state.refused);
}

/** Holds the spaces and inserts the pending booking in one transaction (retrying a reference clash). */
async function insertHeld(
  scope: BookingScope,
  request: BookingRequest,
  provider: CatalogProvider,
  priced: Priced,
  meta: BookingMeta,
  key: KeyClaim,
) {
  const { criteria } = request;
  const now = scope.ctx.clock();
  for (let attempt = 0; ; attempt++) {
    const values = bookingValues(scope, request, provider, priced, meta, now);
    try {
      return await scope.ctx.db.transaction(async (tx) => {
        // First, so a retry racing this attempt waits on the key, not on the capacity rows.
        await key.claim(tx, values.id);
        if (meta.partner) await keyStillActive(tx, meta.partner.keyId);
        // Counted again with the coupon row locked: of two bookings racing for its last use, one gets it.
        if (priced.couponCode) await claimCoupon(scope, tx, priced.couponCode);
        // A test booking never takes real spaces (nor gives any back: holds.ts, manage/).
        if (!isTest(meta))
          await holdSpaces(tx, provider.id, provider.spacesPerDay, stayDates(criteria), criteria.noOfVehicles);
        const [row] = await tx.insert(bookings).values(values).returning();
        return row!;
      });
    } catch (e) {
      // Closed after the price was read (a quote from before the close-out): refused by the hold itself.
      if (e instanceof ClosedDayError) throw closedDay(provider, e.day);
      if (e instanceof SoldOutError)
        throw new AppError(
          409,
          'SOLD_OUT',
          `${provider.name} has no space left for these dates. Please choose another provider.`,
        );
      if (attempt < 5 && isUniqueViolation(e, 'reference')) continue;
      throw e;
    }
  }
}

/** POST /bookings (after validation): a pending booking, placed under its key, and its checkout URL. */
async function create(
  scope: BookingScope,
  request: BookingRequest,
  meta: BookingMeta,
  key: KeyClaim,
): Promise<BookingCreated> {
  const provider = await checkProvider(scope, request);
  const priced = await price(scope, request, provider);
  const row = await insertHeld(scope, request, provider, priced, meta, key);
  await key.committed();
  return checkoutFor(scope, row, provider);
}

/**
 * The answer for a booking a crashed attempt committed under the key: its checkout, opened now if the crash
 * came before it was. Undefined when that attempt failed (its checkout could not open, so its hold went back).
 */
async function resume(scope: BookingScope, bookingId: string): Promise<BookingCreated | undefined> {
  const [row] = await scope.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  if (row.checkoutUrl) return answerOf(row, row.checkoutUrl);
  const provider = row.status === 'pending' ? await scope.deps.catalog.provider(row.providerId) : undefined;
  return provider && checkoutFor(scope, row, provider);
}

/** Creating bookings: re-price, check the coupon, hold the spaces, open a checkout session. */
export function createBookings(
  ctx: ServiceContext,
  deps: BookingScope['deps'],
  newReference: () => string = () => newBookingReference(),
) {
  const scope: BookingScope = { ctx, deps, newReference };
  return {
    /**
     * A changed draft placed again replaces the earlier attempt (docs/product-rules.md#booking): that
     * booking's hold is released if it is still unpaid, its checkout ended first (a payment racing this
     * keeps it). Only the same partner (or none) can release it, and only by knowing its key.
     */
    async releaseReplaced(reference: string, meta: BookingMeta): Promise<boolean> {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.reference, reference));
      if (row?.status !== 'pending' || (row.partnerKeyId ?? undefined) !== meta.partner?.keyId) return false;
      const ended = row.sessionId ? await deps.payments.expireCheckoutSession(row.sessionId).catch(() => false) : true;
      return ended && deps.holds.release(row.id, 'cancelled');
    },
    create: (request: BookingRequest, meta: BookingMeta, key: KeyClaim) => create(scope, request, meta, key),
    resume: (bookingId: string) => resume(scope, bookingId),
  };
}
