import {
  type AmendQuote,
  type AmendRequest,
  applyCoupon,
  formatGBP,
  missingReturnFlight,
  priceBreakdown,
  stayDates,
  toLongDate,
} from '@parking/core';
import { eq } from 'drizzle-orm';
import { coupons } from '../../db/schema/index';
import type { BookingDetailsColumn } from '../../db/schema/bookings';
import type { AmendedStay } from '../../db/schema/manage';
import { AppError, validationFailed } from '../../errors';
import type { Catalog, CatalogProvider } from '../catalog';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import { readDayRates } from '../availability';
import { priceStay } from '../pricing';

async function percentOff(ctx: ServiceContext, code: string | null): Promise<number> {
  if (!code) return 0;
  const [row] = await ctx.db.select({ bp: coupons.percentBasisPoints }).from(coupons).where(eq(coupons.code, code));
  return row ? row.bp / 100 : 0;
}

async function provider(catalog: Catalog, row: BookingRow, request: AmendRequest): Promise<CatalogProvider> {
  const found = await catalog.provider(row.providerId);
  if (!found) throw new AppError(409, 'CHANGE_NOT_ALLOWED', 'This car park no longer takes bookings online.');
  if (request.criteria.airportId !== row.airportId) {
    throw validationFailed({
      'criteria.airportId': 'A booking keeps its airport; make a new booking for another one',
    });
  }
  const returnFlight = request.details.returnFlight || undefined;
  if (missingReturnFlight(found.type, { returnFlight })) {
    throw validationFailed({ 'details.returnFlight': 'Enter your return flight number so your driver can meet you' });
  }
  return found;
}

/** The new stay adds a day the operator has closed: nothing new is booked on it. */
const closedForChange = (p: CatalogProvider, day: string) =>
  new AppError(409, 'SOLD_OUT', `${p.name} is closed on ${toLongDate(day)}. Try other dates or times.`);

/**
 * Re-pricing an amended stay by the same rules as a new booking (docs/product-rules.md#amend-and-cancel):
 * same car park, the sum of its day prices now (the rate calendar), and the booking's coupon still applies (even if the
 * code has since ended: it was the price agreed).
 */
export function createAmendPricing(ctx: ServiceContext, catalog: Catalog) {
  return {
    /** The new stay, its price and the difference from what the booking costs now. */
    async quote(
      row: BookingRow,
      request: AmendRequest,
    ): Promise<{ quote: AmendQuote; stay: AmendedStay; provider: CatalogProvider }> {
      const p = await provider(catalog, row, request);
      const { criteria, details, vehicles } = request;
      const rates = await readDayRates(ctx.db, p.id, criteria.entryDate, criteria.exitDate);
      // A day the stay already holds stays honoured after a close-out; only a newly added day is refused.
      const held = new Set(stayDates(row));
      const closed = rates.closed.find((day) => !held.has(day));
      if (closed) throw closedForChange(p, closed);
      const { days, total, dayPrices, priced } = priceStay(p, criteria, criteria.noOfVehicles, rates.prices);
      if (!priced) throw new AppError(409, 'SOLD_OUT', `${p.name} has no price for these dates yet.`);
      const { discount, total: amount } = applyCoupon(total, await percentOff(ctx, row.couponCode));
      const newDetails: BookingDetailsColumn = {
        ...row.details,
        ...details,
        outboundFlight: details.outboundFlight || undefined,
        returnFlight: details.returnFlight || undefined,
        outboundTerminal: details.outboundTerminal || undefined,
        vehicles,
      };
      const stay: AmendedStay = {
        entryDate: criteria.entryDate,
        entryTime: criteria.entryTime,
        exitDate: criteria.exitDate,
        exitTime: criteria.exitTime,
        noOfVehicles: criteria.noOfVehicles,
        days,
        subtotal: total,
        discount,
        amount,
        details: newDetails,
      };
      const breakdown = priceBreakdown(
        dayPrices.map((d) => d.pricePerDay),
        criteria.noOfVehicles,
      );
      return {
        quote: { days, subtotal: total, discount, amount, difference: amount - row.amount, breakdown },
        stay,
        provider: p,
      };
    },
  };
}
export type AmendPricing = ReturnType<typeof createAmendPricing>;

const vehiclesKey = (list: BookingDetailsColumn['vehicles']) =>
  list.map((v) => [v.registration, v.make, v.model, v.colour].join('|')).join(';');

/** The history line of an amendment: what changed, in words, never contact details themselves. */
export function changeSummary(row: BookingRow, stay: AmendedStay): string {
  const parts: string[] = [];
  if (
    row.entryDate !== stay.entryDate ||
    row.entryTime !== stay.entryTime ||
    row.exitDate !== stay.exitDate ||
    row.exitTime !== stay.exitTime
  ) {
    parts.push(
      `dates now ${toLongDate(stay.entryDate, stay.entryTime)} to ${toLongDate(stay.exitDate, stay.exitTime)}`,
    );
  }
  if (row.noOfVehicles !== stay.noOfVehicles) parts.push(`${stay.noOfVehicles} vehicle(s)`);
  else if (vehiclesKey(row.details.vehicles) !== vehiclesKey(stay.details.vehicles))
    parts.push('vehicle details updated');
  if (
    row.details.outboundFlight !== stay.details.outboundFlight ||
    row.details.returnFlight !== stay.details.returnFlight
  )
    parts.push('flights updated');
  const contact = ['title', 'firstName', 'lastName', 'email', 'phone', 'passengers', 'outboundTerminal'] as const;
  if (contact.some((k) => row.details[k] !== stay.details[k])) parts.push('contact details updated');
  const money = stay.amount === row.amount ? '' : ` (new price ${formatGBP(stay.amount)})`;
  return `Amended: ${parts.length ? parts.join('; ') : 'no change to the stay'}${money}`;
}
