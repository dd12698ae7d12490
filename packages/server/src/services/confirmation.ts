import { type Confirmation, POLICY, type SearchCriteria, londonInstant } from '@parking/core';
import { eq } from 'drizzle-orm';
import { bookings } from '../db/schema/index';
import { notFound } from '../errors';
import type { Catalog } from './catalog';
import type { ServiceContext } from './context';
import fp from 'fastify-plugin';

export type BookingRow = typeof bookings.$inferSelect;

/** The searched stay a booking was made for. */
export function criteriaOf(row: BookingRow): SearchCriteria {
  return {
    airportId: row.airportId,
    entryDate: row.entryDate,
    entryTime: row.entryTime,
    exitDate: row.exitDate,
    exitTime: row.exitTime,
    noOfVehicles: row.noOfVehicles,
  };
}

/** Free cancellation ends this many hours before drop-off (POLICY), as an ISO instant. */
function freeCancellationUntil(row: Pick<BookingRow, 'entryDate' | 'entryTime'>): string {
  const dropOff = londonInstant(row.entryDate, row.entryTime).getTime();
  return new Date(dropOff - POLICY.freeCancellationHours * 3_600_000).toISOString();
}

/** Booking rows → the core Confirmation the success page and the email show. */
function createConfirmations(ctx: ServiceContext, catalog: Catalog) {
  async function fromRow(row: BookingRow): Promise<Confirmation> {
    const provider = await catalog.provider(row.providerId);
    const airport = await catalog.airport(row.airportId);
    if (!provider || !airport) throw notFound('Booking');
    return {
      reference: row.reference,
      status: row.status,
      provider: {
        id: provider.id,
        name: provider.name,
        type: provider.type,
        address: provider.address,
        phone: provider.phone,
        arrivalInstructions: provider.arrivalInstructions,
        returnInstructions: provider.returnInstructions,
      },
      airport: { name: airport.name, code: airport.code },
      criteria: criteriaOf(row),
      days: row.days,
      vehicles: row.details.vehicles,
      subtotal: row.subtotal,
      discount: row.discount,
      amount: row.amount,
      couponCode: row.couponCode,
      freeCancellationUntil: freeCancellationUntil(row),
      // Only on a test key's booking, so a real booking's answer is exactly as before.
      ...(row.test ? { test: true as const } : {}),
    };
  }

  return {
    fromRow,
    async bySession(sessionId: string): Promise<BookingRow | undefined> {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.sessionId, sessionId));
      return row;
    },
    async byId(id: string): Promise<BookingRow | undefined> {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },
    /** `GET /checkout/:sessionId`: the confirmation, or 404 for an unknown session. */
    async forSession(sessionId: string): Promise<Confirmation> {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.sessionId, sessionId));
      if (!row) throw notFound('Checkout session');
      return fromRow(row);
    },
  };
}
export type Confirmations = ReturnType<typeof createConfirmations>;

/** Decorates `app.confirmations`. */
export const confirmationsPlugin = fp(
  async (app) => void app.decorate('confirmations', createConfirmations(app.ctx, app.catalog)),
  { name: 'confirmations', dependencies: ['context', 'catalog'] },
);
