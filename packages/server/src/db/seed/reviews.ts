import { addDays, chargeableDays } from '@parking/core';
import type { bookings, reviews } from '../schema/index';
import type { SeedProvider } from './types';

type BookingInsert = typeof bookings.$inferInsert;
type ReviewInsert = typeof reviews.$inferInsert;

/** Reviews per provider in the sample data: a few each, so every figure shown can be checked by hand. */
const REVIEWS_PER_PROVIDER: Record<string, number> = {
  'luton-swift-meet-greet': 9,
  'luton-park-and-fly': 7,
  'luton-parkway-secure': 4,
  'bristol-valet-plus': 8,
  'bristol-lulsgate-park-ride': 6,
  'stansted-premier-meet-greet': 8,
  'stansted-essex-park-ride': 6,
  'stansted-terminal-valet': 3,
};

const NAMES: [string, string][] = [
  ['Priya', 'Shah'],
  ['Tom', 'Hughes'],
  ['Aisha', 'Khan'],
  ['Gareth', 'Evans'],
  ['Sophie', 'Turner'],
  ['Callum', 'Reid'],
  ['Niamh', 'Byrne'],
  ['Daniel', 'Okafor'],
  ['Helen', 'Wright'],
  ['Marek', 'Nowak'],
];

// Rating and words together, so a 3-star review never reads like a 5-star one.
const TEXTS: [number, string][] = [
  [5, 'Smooth from start to finish: the instructions were exact and the car was ready when we landed.'],
  [4, 'Good value and easy to find. The shuttle was a little late on the way back but the staff were friendly.'],
  [5, 'Booked the night before, paid exactly the price shown, no surprises at the barrier.'],
  [3, 'Fine overall, but allow extra time: we waited fifteen minutes for the transfer on our return.'],
  [5, 'Friendly driver, car returned clean and on time. Will use again for our next trip.'],
  [4, 'Clear arrival steps and a quick handover. Signage on site could be better.'],
  [5, 'Great for an early flight: open all night and the team answered the phone straight away.'],
  [4, 'Easy booking and the confirmation email had everything we needed, including the calendar file.'],
  [2, 'The car park itself was fine but the return bus was full and we had to wait for the next one.'],
];

/** The fixed email domain of seeded travellers: reserved, so no message can ever reach a person. */
const SEED_EMAIL_DOMAIN = 'seed.parkcompare.invalid';

/**
 * Past, completed stays with one review each, the stays marked `seeded` and the reviews `sample`, so a
 * local or demo installation shows ratings computed the same way as real ones (services/catalog.ts),
 * listed on /reviews as "Sample review". Ids are fixed: running the seed twice adds nothing.
 */
export function seedReviews(providers: SeedProvider[]): { bookings: BookingInsert[]; reviews: ReviewInsert[] } {
  const bookingRows: BookingInsert[] = [];
  const reviewRows: ReviewInsert[] = [];
  let n = 0;
  for (const provider of providers) {
    const count = REVIEWS_PER_PROVIDER[provider.id] ?? 0;
    for (let i = 0; i < count; i += 1, n += 1) {
      const [firstName, lastName] = NAMES[n % NAMES.length]!;
      const [rating, text] = TEXTS[n % TEXTS.length]!;
      const entryDate = addDays('2026-01-05', (n * 11) % 280);
      const stay = { entryDate, entryTime: '06:00', exitDate: addDays(entryDate, 3 + (n % 9)), exitTime: '18:00' };
      const days = chargeableDays(stay);
      const amount = provider.pricePerDay * days;
      const id = `seed-booking-${String(n + 1).padStart(3, '0')}`;
      const created = new Date(`${addDays(entryDate, -10)}T12:00:00Z`);
      const email = `traveller${n + 1}@${SEED_EMAIL_DOMAIN}`;
      bookingRows.push({
        id,
        reference: `CAP-SD${String(n + 1).padStart(4, '0')}`,
        status: 'confirmed',
        providerId: provider.id,
        airportId: provider.airportId,
        ...stay,
        noOfVehicles: 1,
        days,
        details: {
          firstName,
          lastName,
          email,
          phone: '+447700900000',
          vehicles: [{ registration: 'SEED1', make: 'Demo', model: 'Car', colour: 'Grey' }],
          passengers: 2,
          marketingOptIn: false,
        },
        email,
        subtotal: amount,
        discount: 0,
        amount,
        couponCode: null,
        paymentProvider: 'demo',
        holdExpiresAt: created,
        createdAt: created,
        confirmedAt: created,
        emailSentAt: created,
        seeded: true,
      });
      reviewRows.push({
        id: `seed-review-${String(n + 1).padStart(3, '0')}`,
        bookingId: id,
        rating,
        text,
        createdAt: new Date(`${addDays(stay.exitDate, 2)}T09:00:00Z`),
        sample: true,
      });
    }
  }
  return { bookings: bookingRows, reviews: reviewRows };
}
