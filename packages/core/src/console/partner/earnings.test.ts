import { describe, expect, it } from 'vitest';
import {
  type CommissionFacts,
  type EarningsBooking,
  EarningsQuerySchema,
  PartnerBookingsQuerySchema,
  commissionAmount,
  commissionOf,
  monthTotals,
  netPaid,
  statementMonthOf,
} from './earnings';

const paid: CommissionFacts = {
  status: 'confirmed',
  test: false,
  commissionBps: 800,
  paid: 5000,
  refunded: 0,
  exitDate: '2026-11-10',
  statementAmount: null,
};
const TODAY = '2026-11-10';

describe('commission', () => {
  it('is round(net × bps / 10000), reduced in proportion by a partial refund', () => {
    expect(commissionAmount(5000, 800)).toBe(400);
    expect(commissionAmount(netPaid(5000, 1500), 800)).toBe(280);
    expect(commissionAmount(1234, 750)).toBe(93); // 92.55 rounds up
    expect(commissionAmount(5000, null)).toBe(0);
    expect(netPaid(1000, 2500)).toBe(0);
  });

  it('is pending until the stay has ended (exit before today, London), then approved', () => {
    expect(commissionOf(paid, TODAY)).toEqual({ amount: 400, status: 'pending', reason: null });
    expect(commissionOf(paid, '2026-11-11')).toEqual({ amount: 400, status: 'approved', reason: null });
    expect(commissionOf({ ...paid, refunded: 1500 }, '2026-11-11').amount).toBe(280);
  });

  it('is declined for a cancellation (even one with nothing refunded) and for a full refund', () => {
    expect(commissionOf({ ...paid, status: 'cancelled' }, TODAY)).toEqual({
      amount: 0,
      status: 'declined',
      reason: 'cancelled',
    });
    expect(commissionOf({ ...paid, status: 'refunded', refunded: 5000 }, TODAY).reason).toBe('refunded');
    expect(commissionOf({ ...paid, refunded: 5000 }, '2026-12-01')).toEqual({
      amount: 0,
      status: 'declined',
      reason: 'refunded',
    });
  });

  it('is nothing for test bookings, bookings never paid or keys without a rate', () => {
    expect(commissionOf({ ...paid, test: true }, TODAY).amount).toBe(0);
    expect(commissionOf({ ...paid, commissionBps: null }, TODAY).amount).toBe(0);
    expect(commissionOf({ ...paid, paid: 0 }, TODAY)).toEqual({ amount: 0, status: 'pending', reason: null });
  });

  it('is paid, at its frozen amount, once on a paid statement', () => {
    expect(commissionOf({ ...paid, statementAmount: 390 }, '2026-12-01')).toEqual({
      amount: 390,
      status: 'paid',
      reason: null,
    });
  });

  it("belongs to the London month of the stay's exit date", () => {
    expect(statementMonthOf('2026-11-30')).toBe('2026-11');
    expect(statementMonthOf('2026-12-01')).toBe('2026-12');
  });
});

const row = (bookedDate: string, amount: number, status: EarningsBooking['commission']['status']): EarningsBooking => ({
  reference: `PK-${bookedDate}`,
  bookedAt: `${bookedDate}T10:00:00.000Z`,
  bookedDate,
  airport: 'Luton',
  carPark: 'Park',
  entryDate: bookedDate,
  exitDate: bookedDate,
  paid: 5000,
  refunded: 1000,
  status: 'confirmed',
  commission: { amount, status, reason: null },
  statementMonth: bookedDate.slice(0, 7),
  key: { id: 'k', name: 'K' },
});

describe('month totals', () => {
  it('adds bookings, net paid and commission by status per booked month, oldest first', () => {
    const months = monthTotals([
      row('2026-11-02', 320, 'pending'),
      row('2026-10-30', 320, 'approved'),
      row('2026-11-05', 100, 'paid'),
    ]);
    expect(months.map((m) => m.month)).toEqual(['2026-10', '2026-11']);
    expect(months[1]).toEqual({
      month: '2026-11',
      bookings: 2,
      paid: 8000,
      commission: { pending: 320, approved: 0, paid: 100, declined: 0 },
    });
  });
});

describe('queries', () => {
  it('defaults to live, refuses a reversed range and a page over 100', () => {
    expect(EarningsQuerySchema.parse({}).mode).toBe('live');
    expect(EarningsQuerySchema.safeParse({ from: '2026-11-05', to: '2026-11-01' }).success).toBe(false);
    expect(EarningsQuerySchema.safeParse({ mode: 'both' }).success).toBe(false);
    expect(PartnerBookingsQuerySchema.parse({}).limit).toBe(50);
    expect(PartnerBookingsQuerySchema.parse({ limit: '3' }).limit).toBe(3);
    expect(PartnerBookingsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(PartnerBookingsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
