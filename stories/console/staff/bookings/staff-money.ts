import type { StaffMoneyEffect } from '@parking/core';

/** A paid £30 booking outside the 48-hour line, nothing refunded: the staff action stories' money effect. */
export const STAFF_MONEY: StaffMoneyEffect = {
  reference: 'CAP-7K3M9Q',
  status: 'confirmed',
  paid: 3000,
  refunded: 0,
  refundable: 3000,
  cancel: {
    allowed: true,
    full: 3000,
    none: 0,
    partialMax: 3000,
    insideCutoff: false,
    freeCancellationUntil: '2026-11-29T10:00:00.000Z',
  },
  refunds: [],
};
