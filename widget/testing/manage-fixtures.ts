import type { AmendQuote, ManagedBooking } from '@parking/core';
import { confirmationFixture } from './fixtures';

/** A confirmed booking ten days ahead of FIXED_NOW: it can be amended and cancelled with a full refund. */
export const managedBookingFixture: ManagedBooking = {
  ...confirmationFixture,
  criteria: { ...confirmationFixture.criteria, entryDate: '2026-12-20', exitDate: '2026-12-27' },
  details: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+447700900123',
    passengers: 2,
    returnFlight: 'EZY123',
  },
  paid: 9712,
  cancelRefund: 9712,
  cancel: { allowed: true, until: '2026-12-18T10:00:00.000Z' },
  amend: { allowed: true, until: '2026-12-19T10:00:00.000Z' },
  history: [{ at: '2026-12-01T12:00:00.000Z', kind: 'booked', summary: 'Booked and paid (CAP-7K3M9Q)', amount: null }],
  pendingAmendment: null,
  handovers: [],
};

/** The same booking less than 48 hours before drop-off: cancelling is allowed but refunds nothing. */
export const lateBookingFixture: ManagedBooking = {
  ...managedBookingFixture,
  cancelRefund: 0,
  amend: {
    allowed: false,
    until: '2026-12-19T10:00:00.000Z',
    reason:
      'Changes are possible up to 24 hours before drop-off (until Sat 19 Dec 2026, 10:00). Please call us if you need help.',
  },
};

/** The booking once cancelled with its refund. */
export const cancelledBookingFixture: ManagedBooking = {
  ...managedBookingFixture,
  status: 'cancelled',
  paid: 0,
  cancelRefund: 0,
  cancel: { allowed: false, until: '2026-12-18T10:00:00.000Z', reason: 'This booking has been cancelled.' },
  amend: { allowed: false, until: '2026-12-19T10:00:00.000Z', reason: 'This booking has been cancelled.' },
  history: [
    ...managedBookingFixture.history,
    { at: '2026-12-10T09:20:00.000Z', kind: 'cancelled', summary: 'Cancelled; £97.12 to be refunded', amount: null },
    {
      at: '2026-12-10T09:20:00.000Z',
      kind: 'refunded',
      summary: 'Refund of £97.12 to the card you paid with',
      amount: -9712,
    },
  ],
};

/** A dearer amendment's price. */
export const dearerQuote: AmendQuote = {
  days: 9,
  subtotal: 13500,
  discount: 1013,
  amount: 12487,
  difference: 2775,
  breakdown: '£15.00 per day × 9 days',
};
/** A cheaper amendment's price. */
export const cheaperQuote: AmendQuote = {
  days: 5,
  subtotal: 7500,
  discount: 563,
  amount: 6937,
  difference: -2775,
  breakdown: '£15.00 per day × 5 days',
};

type Answer = { status: number; body: unknown };

/** Fake API answers for a manage session (typed plainly so stories can name them). */
export function manageRoutes(booking: ManagedBooking, extra: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'POST /manage/lookup': { status: 200, body: { data: { token: 'tok_1', expiresAt: '2026-12-27T10:00:00.000Z' } } },
    'GET /manage/booking': { status: 200, body: { data: booking } },
    'POST /manage/cancel': {
      status: 200,
      body: { data: { refund: booking.cancelRefund, booking: cancelledBookingFixture } },
    },
    ...extra,
  };
}
