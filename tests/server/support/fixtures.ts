import type { BookingRequestInput, SearchCriteriaInput } from '@parking/core';

/** A valid search at Luton, in the future of the default test clock (2026-11-22). */
export function criteria(overrides: Partial<SearchCriteriaInput> = {}): SearchCriteriaInput {
  return {
    airportId: 'luton',
    entryDate: '2026-12-01',
    entryTime: '10:00',
    exitDate: '2026-12-04',
    exitTime: '10:00',
    noOfVehicles: 1,
    ...overrides,
  };
}

const REGS = ['AB12CDE', 'BC13DEF', 'CD14EFG', 'DE15FGH', 'EF16GHJ'];

/** A valid booking body for `providerId` (Luton park-ride by default: no return flight needed). */
export function bookingBody(
  overrides: {
    providerId?: string;
    criteria?: Partial<SearchCriteriaInput>;
    expectedTotal?: number;
    details?: Record<string, unknown>;
  } = {},
): BookingRequestInput {
  const c = criteria(overrides.criteria);
  const vehicles = Array.from({ length: Number(c.noOfVehicles ?? 1) }, (_, i) => ({
    registration: REGS[i]!,
    make: 'Ford',
    model: 'Focus',
    colour: 'Blue',
  }));
  return {
    providerId: overrides.providerId ?? 'luton-park-and-fly',
    criteria: c,
    details: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '07700 900123',
      vehicles,
      passengers: 2,
      acceptTerms: true,
      ...overrides.details,
    } as BookingRequestInput['details'],
    expectedTotal: overrides.expectedTotal ?? 1_000_000,
  };
}

let counter = 0;
/** A fresh Idempotency-Key. */
export const newKey = () =>
  `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}${Math.random().toString(16).slice(2, 6)}`;
