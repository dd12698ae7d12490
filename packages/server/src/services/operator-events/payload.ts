import type { OperatorEventPayload, OperatorEventType } from '@parking/core';
import { asc, eq } from 'drizzle-orm';
import { bookingEvents, bookings, partners, providers } from '../../db/schema/index';
import type { Tx } from '../availability';
import type { BookingRow } from '../confirmation';
import { paidNow } from '../manage/ledger';

/** The booking, its car park and its channel, read inside the change's transaction (after the change). */
async function readBooking(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, carParkName: providers.name, partnerName: partners.name })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(partners, eq(partners.id, bookings.partnerKeyId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error('operator event for a booking that does not exist');
  return row;
}

/**
 * The booking's amount as the operator is told it: after a refund, what the booking is worth now (paid
 * less everything given back, read from its ledger in `tx`, the refund included); else its price.
 */
async function amountFor(tx: Tx, type: OperatorEventType, b: BookingRow): Promise<number> {
  if (type !== 'booking.refunded') return b.amount;
  const events = await tx
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, b.id))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.seq));
  return paidNow(b, events);
}

/**
 * The event exactly as the operator receives it (email and webhook body alike), from the booking as it
 * stands in `tx` once the change is made. Traveller details are in it: it is stored in `operator_events`
 * and sent, never logged. Undefined for a test booking: the operator is never told of one.
 */
export async function eventPayload(
  tx: Tx,
  event: { id: string; type: OperatorEventType; created: Date; bookingId: string },
): Promise<{ payload: OperatorEventPayload; providerId: string; reference: string } | undefined> {
  const { booking: b, carParkName, partnerName } = await readBooking(tx, event.bookingId);
  if (b.test) return undefined;
  const d = b.details;
  const payload: OperatorEventPayload = {
    id: event.id,
    type: event.type,
    created: event.created.toISOString(),
    booking: {
      reference: b.reference,
      status: b.status === 'confirmed' ? 'confirmed' : 'cancelled',
      carPark: { id: b.providerId, name: carParkName },
      dropOff: { date: b.entryDate, time: b.entryTime },
      pickUp: { date: b.exitDate, time: b.exitTime },
      vehicles: d.vehicles.map(({ registration, make, model, colour }) => ({ registration, make, model, colour })),
      traveller: {
        name: [d.title, d.firstName, d.lastName].filter(Boolean).join(' '),
        phone: d.phone,
        email: b.email,
      },
      flights: {
        outboundTerminal: d.outboundTerminal ?? null,
        outbound: d.outboundFlight ?? null,
        return: d.returnFlight ?? null,
      },
      passengers: d.passengers,
      amount: await amountFor(tx, event.type, b),
      channel: b.partnerKeyId ? (partnerName ?? 'partner') : 'site',
    },
  };
  return { payload, providerId: b.providerId, reference: b.reference };
}
