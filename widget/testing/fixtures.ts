import type { Airport, BookingCreated, Confirmation, Provider, Quote, SearchCriteria } from '@parking/core';

/** Sample data shaped exactly like the API's answers, for tests and stories. */
const airportsFixture: Airport[] = [
  { id: 'luton', name: 'London Luton', code: 'LTN', city: 'Luton', country: 'United Kingdom' },
  { id: 'bristol', name: 'Bristol', code: 'BRS', city: 'Bristol', country: 'United Kingdom' },
  { id: 'stansted', name: 'London Stansted', code: 'STN', city: 'Stansted', country: 'United Kingdom' },
];

export const airportsResponse = { data: { items: airportsFixture, total: 3, page: 1, limit: 100 } };

export const criteriaFixture: SearchCriteria = {
  airportId: 'luton',
  entryDate: '2026-12-10',
  entryTime: '10:00',
  exitDate: '2026-12-17',
  exitTime: '10:00',
  noOfVehicles: 1,
};

const svg = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${color}"/></svg>`)}`;

function provider(over: Partial<Provider> & Pick<Provider, 'id' | 'name' | 'type' | 'pricePerDay'>): Provider {
  return {
    airportId: 'luton',
    airportName: 'London Luton',
    rating: 4.5,
    reviewCount: 120,
    gatePricePerDay: null,
    airportCharge: 'none',
    transferMinutes: 10,
    keepsKeys: false,
    features: ['CCTV', '24/7 security'],
    isRecommended: false,
    imageUrl: svg('#cbd5e1'),
    description: 'Secure parking close to the terminal.',
    address: '1 Airport Way, Luton LU2 9LY',
    phone: '01582 000000',
    arrivalInstructions: ['Call 30 minutes before arrival.', 'Drive to the short-stay car park, level 2.'],
    returnInstructions: ['Call when you have your luggage.', 'Meet the driver at the same place.'],
    totalBooked: 0,
    currentlyViewing: 0,
    ...over,
  };
}

function quote(p: Provider, days = 7, soldOut = false): Quote {
  return {
    provider: p,
    days,
    vehicles: 1,
    total: p.pricePerDay * days,
    gateTotal: p.gatePricePerDay === null ? null : p.gatePricePerDay * days,
    spacesLeft: soldOut ? 0 : 20,
    soldOut,
  };
}

export const quotesFixture: Quote[] = [
  quote(
    provider({
      id: 'luton-swift-meet',
      name: 'Swift Meet & Greet',
      type: 'meet-greet',
      pricePerDay: 1500,
      gatePricePerDay: 1800,
      airportCharge: 'included',
      transferMinutes: 0,
      keepsKeys: true,
      isRecommended: true,
      rating: 4.8,
      reviewCount: 412,
      totalBooked: 58,
      currentlyViewing: 3,
      imageUrl: svg('#93c5fd'),
    }),
  ),
  quote(
    provider({
      id: 'luton-budget-ride',
      name: 'Budget Park & Ride',
      type: 'park-ride',
      pricePerDay: 800,
      rating: 4.1,
      reviewCount: 96,
      features: ['Shuttle every 15 min', 'Keep your keys'],
      imageUrl: svg('#86efac'),
    }),
  ),
  quote(
    provider({
      id: 'luton-premium-ride',
      name: 'Premium Park & Ride',
      type: 'park-ride',
      pricePerDay: 1100,
      gatePricePerDay: 1300,
      rating: 4.6,
      reviewCount: 210,
      imageUrl: svg('#fcd34d'),
    }),
  ),
  quote(
    provider({
      id: 'luton-full-meet',
      name: 'Terminal Valet',
      type: 'meet-greet',
      pricePerDay: 2000,
      rating: 4.9,
      reviewCount: 30,
      imageUrl: svg('#f9a8d4'),
    }),
    7,
    true,
  ),
];

export const searchResponse = { data: { criteria: criteriaFixture, days: 7, quotes: quotesFixture } };

/** The same answer for a search of several vehicles: every total multiplied out. */
export function searchResponseFor(noOfVehicles: number) {
  const quotes = quotesFixture.map((q) => ({
    ...q,
    vehicles: noOfVehicles,
    total: q.total * noOfVehicles,
    gateTotal: q.gateTotal === null ? null : q.gateTotal * noOfVehicles,
  }));
  return { data: { criteria: { ...criteriaFixture, noOfVehicles }, days: 7, quotes } };
}

export const bookingCreatedFixture: BookingCreated = {
  reference: 'CAP-7K3M9Q',
  status: 'pending',
  amount: 10500,
  checkoutUrl: 'http://widget.test/api/v1/demo-checkout/sess_demo_1',
  // Thirty minutes from when the tests load, as the server's hold is.
  holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
};

export const confirmationFixture: Confirmation = {
  reference: 'CAP-7K3M9Q',
  status: 'confirmed',
  provider: {
    id: 'luton-swift-meet',
    name: 'Swift Meet & Greet',
    type: 'meet-greet',
    address: '1 Airport Way, Luton LU2 9LY',
    phone: '01582 000000',
    arrivalInstructions: ['Call 30 minutes before arrival.', 'Drive to the short-stay car park, level 2.'],
    returnInstructions: ['Call when you have your luggage.', 'Meet the driver at the same place.'],
  },
  airport: { name: 'London Luton', code: 'LTN' },
  criteria: criteriaFixture,
  days: 7,
  vehicles: [{ registration: 'AB12CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
  subtotal: 10500,
  discount: 788,
  amount: 9712,
  couponCode: 'CAP15',
  freeCancellationUntil: '2026-12-08T10:00:00.000Z',
};
