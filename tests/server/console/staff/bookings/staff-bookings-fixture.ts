import type { BookingDetailsColumn } from '../../../../../packages/server/src/db/schema/bookings';
import { bookings } from '../../../../../packages/server/src/db/schema/index';
import type { TestApp } from '../../../support/test-app';

/** The traveller's details a seeded booking carries, with `over` on top. */
export const detailsOf = (over: Partial<BookingDetailsColumn> = {}): BookingDetailsColumn => ({
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@x.example',
  phone: '+44 7700 900123',
  vehicles: [{ registration: 'ab12 cde', make: 'Ford', model: 'Focus', colour: 'Blue' }],
  outboundFlight: 'BA123',
  passengers: 2,
  marketingOptIn: false,
  ...over,
});

/** One booking row for the staff search and page, made at `createdAt` with `over` on top. */
export async function seedBooking(
  t: TestApp,
  id: string,
  over: Partial<typeof bookings.$inferInsert> & { details?: BookingDetailsColumn } = {},
): Promise<void> {
  const made = over.createdAt ?? new Date('2026-11-10T10:00:00Z');
  const details = over.details ?? detailsOf();
  await t.db.database.db.insert(bookings).values({
    id,
    reference: `CAP-${id.toUpperCase()}`,
    status: 'confirmed',
    providerId: 'luton-park-and-fly',
    airportId: 'luton',
    entryDate: '2026-12-01',
    entryTime: '10:00',
    exitDate: '2026-12-03',
    exitTime: '10:00',
    noOfVehicles: 1,
    days: 3,
    email: details.email,
    subtotal: 3000,
    discount: 0,
    amount: 3000,
    paymentProvider: 'demo',
    sessionId: `cs-${id}`,
    holdExpiresAt: made,
    confirmedAt: made,
    paidAt: made,
    ...over,
    details,
    createdAt: made,
  });
}
