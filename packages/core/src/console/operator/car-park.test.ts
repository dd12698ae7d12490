import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { type CarParkListing, CarParkListingSchema, PhotoAltSchema, UkPhoneSchema } from './car-park';
import { issuesToFields } from '../../errors';

const listing: CarParkListing = {
  name: 'Luton Park & Fly',
  description: 'Secure, fenced and lit all night.',
  features: ['CCTV', '24-hour staff'],
  transferMinutes: 8,
  arrivalInstructions: ['Follow signs for Long Stay'],
  returnInstructions: ['Call us when you land'],
  phone: '01632 960101',
  bookingsEmail: 'desk@park.example',
};

const fieldsOf = (value: unknown) => {
  const parsed = z.safeParse(CarParkListingSchema, value);
  return parsed.success ? {} : issuesToFields(parsed.error.issues);
};

describe('CarParkListingSchema', () => {
  it('accepts a listing, trimming its texts and lower-casing the bookings email', () => {
    const parsed = CarParkListingSchema.parse({
      ...listing,
      name: '  Luton Park & Fly ',
      features: [' CCTV '],
      bookingsEmail: 'Desk@Park.Example',
    });
    expect(parsed.name).toBe('Luton Park & Fly');
    expect(parsed.features).toEqual(['CCTV']);
    expect(parsed.bookingsEmail).toBe('desk@park.example');
  });

  it('accepts no bookings email (the owners get the bookings then)', () => {
    expect(CarParkListingSchema.parse({ ...listing, bookingsEmail: null }).bookingsEmail).toBeNull();
  });

  it('names each wrong field: empty name, negative transfer time, bad phone, empty instruction', () => {
    expect(
      fieldsOf({ ...listing, name: '  ', transferMinutes: -5, phone: '12345', arrivalInstructions: ['ok', ' '] }),
    ).toEqual({
      name: 'Enter the car park’s name',
      transferMinutes: 'Enter a transfer time of 0 minutes or more',
      phone: 'Enter a UK phone number, like 01632 960301',
      'arrivalInstructions.1': 'An instruction cannot be empty',
    });
  });

  it('refuses too many features and a fractional transfer time', () => {
    const fields = fieldsOf({
      ...listing,
      features: Array.from({ length: 13 }, (_, i) => `F${i}`),
      transferMinutes: 2.5,
    });
    expect(fields.features).toBe('List at most 12 features');
    expect(fields.transferMinutes).toBe('Enter the transfer time in whole minutes');
  });
});

describe('UkPhoneSchema', () => {
  it('takes UK landlines and mobiles as typed, and +44 numbers', () => {
    for (const phone of ['0117 496 0201', '07700 900123', '+44 20 7946 0958', '(01632) 960301'])
      expect(UkPhoneSchema.parse(phone)).toBe(phone);
  });

  it('refuses foreign and short numbers', () => {
    for (const phone of ['+33 1 23 45 67 89', '0117 496', 'call us'])
      expect(z.safeParse(UkPhoneSchema, phone).success).toBe(false);
  });
});

describe('PhotoAltSchema', () => {
  it('requires a description of the photo', () => {
    expect(z.safeParse(PhotoAltSchema, '  ').success).toBe(false);
    expect(PhotoAltSchema.parse(' Entrance barrier ')).toBe('Entrance barrier');
  });
});
