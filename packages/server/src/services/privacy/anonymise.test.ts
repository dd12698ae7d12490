import { describe, expect, it } from 'vitest';
import { anonymisedDetails, anonymisedPayload, erasedEmail, registrationMap } from './anonymise';

const details = {
  title: 'Dr',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+447700900123',
  vehicles: [
    { registration: 'AB12 CDE', make: 'Ford', model: 'Focus', colour: 'Blue' },
    { registration: 'XY99ZZZ', make: 'Kia', model: 'Ceed', colour: 'Red' },
  ],
  outboundFlight: 'BA123',
  returnFlight: 'BA124',
  passengers: 2,
  marketingOptIn: true,
};

describe('anonymisedDetails', () => {
  it('erases every personal field and keeps what the stay needs', () => {
    const out = anonymisedDetails(details, erasedEmail('b1'), registrationMap(details));
    expect(out).toEqual({
      firstName: 'Erased',
      lastName: 'Erased',
      email: 'erased+b1@invalid',
      phone: '',
      vehicles: [
        { registration: 'ERASED-1', make: 'Ford', model: 'Focus', colour: 'Blue' },
        { registration: 'ERASED-2', make: 'Kia', model: 'Ceed', colour: 'Red' },
      ],
      passengers: 2,
      marketingOptIn: false,
    });
  });
});

describe('registrationMap', () => {
  it('maps a registration however it is spaced to the same stand-in, a new one to the next, and keeps empty ones', () => {
    const map = registrationMap(details);
    expect(map('ab12cde')).toBe('ERASED-1');
    expect(map('XY99 ZZZ')).toBe('ERASED-2');
    expect(map('NEW1')).toBe('ERASED-3');
    expect(map('')).toBe('');
  });
});

describe('anonymisedPayload', () => {
  it('erases the traveller, registrations and flight numbers of an operator event', () => {
    const payload = {
      id: 'e1',
      booking: {
        reference: 'CAP-AAAAAA',
        amount: 4000,
        vehicles: [{ registration: 'AB12CDE', make: 'Ford' }],
        traveller: { name: 'Dr Ada Lovelace', phone: '+447700900123', email: 'ada@example.com' },
        flights: { outboundTerminal: 'T1', outbound: 'BA123', return: 'BA124' },
      },
    };
    expect(anonymisedPayload(payload, 'erased+b1@invalid', registrationMap(details))).toEqual({
      id: 'e1',
      booking: {
        reference: 'CAP-AAAAAA',
        amount: 4000,
        vehicles: [{ registration: 'ERASED-1', make: 'Ford' }],
        traveller: { name: 'Erased', phone: '', email: 'erased+b1@invalid' },
        flights: { outboundTerminal: 'T1', outbound: null, return: null },
      },
    });
  });
});
