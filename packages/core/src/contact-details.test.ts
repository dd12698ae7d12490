import { describe, expect, it } from 'vitest';
import { EmailSchema, FlightNumberSchema, PhoneSchema, RegistrationSchema, toE164 } from './contact-details';

describe('contact details', () => {
  it.each([
    ['ab12 cde', 'AB12CDE'],
    ['A123 BCD', 'A123BCD'],
    ['abc 123d', 'ABC123D'],
    ['1 ABC', '1ABC'],
    ['ABZ 1234', 'ABZ1234'],
  ])('stores registration %s as %s', (input, stored) => {
    expect(RegistrationSchema.parse(input)).toBe(stored);
  });

  it.each(['', '   ', 'AB12 CDEF', 'HELLO WORLD', '12345678'])('rejects registration %j', (input) => {
    expect(RegistrationSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('normalises phone %s to %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
    expect(PhoneSchema.parse(input)).toBe(e164);
  });

  it.each(['12345', 'call me', '+44 12', '07700 9001234567'])('rejects phone %j with a readable message', (input) => {
    const r = PhoneSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/mobile number/);
  });

  it('trims and lower-cases email, rejects a malformed one', () => {
    expect(EmailSchema.parse('  Jo.Bloggs@Example.CO.UK ')).toBe('jo.bloggs@example.co.uk');
    expect(EmailSchema.safeParse('jo@').success).toBe(false);
  });

  it('normalises flight numbers', () => {
    expect(FlightNumberSchema.parse('ezy 1234')).toBe('EZY1234');
    expect(FlightNumberSchema.parse('BA2490')).toBe('BA2490');
    expect(FlightNumberSchema.safeParse('flight').success).toBe(false);
  });
});
