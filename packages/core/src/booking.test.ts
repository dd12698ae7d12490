import { describe, expect, it } from 'vitest';
import {
  BookingDetailsSchema,
  BookingReferenceSchema,
  BookingRequestSchema,
  missingReturnFlight,
  newBookingReference,
} from './booking';
import { CouponCodeSchema } from './coupon';

const details = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  email: 'jo@example.com',
  phone: '07700 900123',
  vehicles: [{ registration: 'ab12 cde', make: 'Ford', model: 'Focus', colour: 'Blue' }],
  passengers: 2,
  acceptTerms: true,
};
const criteria = {
  airportId: 'luton',
  entryDate: '2026-12-01',
  entryTime: '10:00',
  exitDate: '2026-12-05',
  exitTime: '12:00',
  noOfVehicles: 1,
};

describe('booking details', () => {
  it('normalises a valid form and leaves marketing unticked by default', () => {
    const parsed = BookingDetailsSchema.parse({ ...details, couponCode: ' cap15 ', returnFlight: 'ezy 12' });
    expect(parsed.phone).toBe('+447700900123');
    expect(parsed.vehicles[0]?.registration).toBe('AB12CDE');
    expect(parsed.couponCode).toBe('CAP15');
    expect(parsed.returnFlight).toBe('EZY12');
    expect(parsed.marketingOptIn).toBe(false);
  });

  it('requires accepting the terms', () => {
    const r = BookingDetailsSchema.safeParse({ ...details, acceptTerms: false });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Accept the terms and conditions to continue']);
  });

  it('allows 1 to 8 passengers', () => {
    expect(BookingDetailsSchema.safeParse({ ...details, passengers: 0 }).success).toBe(false);
    expect(BookingDetailsSchema.safeParse({ ...details, passengers: 9 }).success).toBe(false);
    expect(BookingDetailsSchema.safeParse({ ...details, passengers: 8 }).success).toBe(true);
  });

  it('treats empty optional fields as absent', () => {
    const parsed = BookingDetailsSchema.parse({
      ...details,
      outboundFlight: '',
      returnFlight: '',
      couponCode: '',
      outboundTerminal: '',
    });
    expect(parsed.outboundFlight).toBeUndefined();
    expect(parsed.returnFlight).toBeUndefined();
    expect(parsed.couponCode).toBeUndefined();
    expect(parsed.outboundTerminal).toBeUndefined();
  });

  it('needs one vehicle entry per searched vehicle', () => {
    const r = BookingRequestSchema.safeParse({
      providerId: 'p1',
      criteria: { ...criteria, noOfVehicles: 2 },
      details,
      expectedTotal: 1000,
    });
    expect(r.error?.issues[0]?.path).toEqual(['details', 'vehicles']);
    expect(BookingRequestSchema.safeParse({ providerId: 'p1', criteria, details, expectedTotal: 1000 }).success).toBe(
      true,
    );
  });

  it('needs a return flight for meet-and-greet only', () => {
    expect(missingReturnFlight('meet-greet', {})).toBe(true);
    expect(missingReturnFlight('meet-greet', { returnFlight: 'EZY12' })).toBe(false);
    expect(missingReturnFlight('park-ride', {})).toBe(false);
  });

  it('makes references of CAP- and six Crockford base32 characters', () => {
    for (let i = 0; i < 200; i += 1) {
      const ref = newBookingReference();
      expect(BookingReferenceSchema.safeParse(ref).success).toBe(true);
      expect(ref).not.toMatch(/[ILOU]/);
    }
    expect(newBookingReference(() => new Uint8Array([0, 31, 32, 10, 18, 255]))).toBe('CAP-0Z0AJZ');
  });

  it('reads coupon codes case-insensitively and rejects odd characters', () => {
    expect(CouponCodeSchema.parse('Cap15')).toBe('CAP15');
    expect(CouponCodeSchema.safeParse('CAP 15!').success).toBe(false);
  });
});
