import { describe, expect, test } from 'vitest';
import type { AmendedStay } from '../../db/schema/manage';
import { storedStay } from './stored-stay';

const stay: AmendedStay = {
  entryDate: '2026-12-10',
  entryTime: '10:00',
  exitDate: '2026-12-17',
  exitTime: '10:00',
  noOfVehicles: 2,
  days: 8,
  subtotal: 24000,
  discount: 0,
  amount: 24000,
  details: {} as AmendedStay['details'],
};

describe('storedStay', () => {
  test('a stay stored with noOfVehicles comes back as it is', () => {
    expect(storedStay(stay)).toBe(stay);
  });

  test('a stay stored before the rename (vehicleCount) comes back with noOfVehicles and without the old key', () => {
    const { noOfVehicles: _n, ...rest } = stay;
    const old = { ...rest, vehicleCount: 3 } as unknown as AmendedStay;
    const read = storedStay(old);
    expect(read.noOfVehicles).toBe(3);
    expect(read).not.toHaveProperty('vehicleCount');
    expect(read).toEqual({ ...stay, noOfVehicles: 3 });
  });
});
