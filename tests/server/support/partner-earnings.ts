import { bookingEvents, bookings, partners } from '../../../packages/server/src/db/schema/index';
import type { Db } from '../../../packages/server/src/db/client';

/** The traveller on every seeded booking: none of this may reach a partner. */
export const TRAVELLER = {
  firstName: 'Adelaide',
  lastName: 'Quintessence',
  email: 'adelaide.q@traveller.example',
  phone: '+447700900987',
  registration: 'QX71ZZZ',
};

/** A widget key of an organisation. */
export async function seedWidgetKey(db: Db, id: string, organizationId: string, mode: 'live' | 'test' = 'live') {
  await db
    .insert(partners)
    .values({ id, key: `pk_${id}`, name: `Key ${id}`, allowedOrigins: [], organizationId, mode });
}

export type PartnerBookingSeed = {
  id: string;
  key: string;
  org: string;
  made: string;
  exit?: string;
  amount?: number;
  status?: 'pending' | 'confirmed' | 'expired' | 'cancelled' | 'refunded';
  test?: boolean;
  bps?: number | null;
  events?: { kind: 'payment' | 'refunded'; amount: number }[];
};

/** A booking made through a partner's key; paid unless pending or expired; its money events on its session. */
export async function seedPartnerBooking(db: Db, s: PartnerBookingSeed): Promise<void> {
  const made = new Date(s.made);
  const paid = s.status !== 'pending' && s.status !== 'expired';
  const amount = s.amount ?? 5000;
  await db.insert(bookings).values({
    id: s.id,
    reference: `PK-${s.id.toUpperCase()}`,
    status: s.status ?? 'confirmed',
    providerId: 'luton-park-and-fly',
    airportId: 'luton',
    entryDate: '2026-10-01',
    entryTime: '10:00',
    exitDate: s.exit ?? '2026-11-10',
    exitTime: '10:00',
    noOfVehicles: 1,
    days: 3,
    details: {
      firstName: TRAVELLER.firstName,
      lastName: TRAVELLER.lastName,
      email: TRAVELLER.email,
      phone: TRAVELLER.phone,
      vehicles: [{ registration: TRAVELLER.registration, make: 'Ford', model: 'Focus', colour: 'Blue' }],
      passengers: 1,
      marketingOptIn: false,
    },
    email: TRAVELLER.email,
    subtotal: amount,
    discount: 0,
    amount,
    partnerKeyId: s.key,
    partnerOrgId: s.org,
    commissionBps: s.bps === undefined ? (s.test ? null : 800) : s.bps,
    test: s.test ?? false,
    paymentProvider: 'demo',
    sessionId: `cs-${s.id}`,
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: paid && s.status !== 'refunded' ? made : null,
    paidAt: paid ? made : null,
    refundedAt: s.status === 'refunded' ? made : null,
  });
  for (const [i, e] of (s.events ?? []).entries())
    await db.insert(bookingEvents).values({
      id: `${s.id}-e${i}`,
      bookingId: s.id,
      at: made,
      kind: e.kind,
      summary: e.kind,
      amount: e.amount,
      sessionId: `cs-${s.id}`,
      ...(e.kind === 'refunded' ? { refundStatus: 'done' as const } : {}),
    });
}
