import { z } from 'zod/mini';

// UK plates, spaces removed: current (AB12CDE), prefix (A123BCD), suffix (ABC123D), dateless
// (1-3 letters + 1-4 digits or the reverse) and Northern Ireland (ABZ1234).
const UK_REGISTRATION = [
  /^[A-Z]{2}\d{2}[A-Z]{3}$/,
  /^[A-Z]\d{1,3}[A-Z]{3}$/,
  /^[A-Z]{3}\d{1,3}[A-Z]$/,
  /^[A-Z]{1,3}\d{1,4}$/,
  /^\d{1,4}[A-Z]{1,3}$/,
];

/** A UK registration: accepted with any spacing and case, stored upper-case without spaces. */
export const RegistrationSchema = z.pipe(
  z.pipe(
    z.string({ error: 'Enter the registration' }),
    z.transform((v: string) => v.replace(/\s+/g, '').toUpperCase()),
  ),
  z.string().check(
    z.minLength(1, 'Enter the registration'),
    z.refine((v) => UK_REGISTRATION.some((re) => re.test(v)), 'Enter a UK registration, like AB12 CDE'),
  ),
);

/** Normalises a UK or international phone number to E.164, or returns null when it cannot be one. */
export function toE164(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (/^0\d{9,10}$/.test(compact)) digits = `44${compact.slice(1)}`;
  else return null;
  if (!/^\d+$/.test(digits)) return null;
  // A UK number written +44 (0)7…: drop the trunk zero.
  if (digits.startsWith('440')) digits = `44${digits.slice(3)}`;
  if (digits.startsWith('44') && digits.length !== 12 && digits.length !== 11) return null;
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return `+${digits}`;
}

/** A mobile number, UK (07…) or international (+…), stored as E.164. */
export const PhoneSchema = z.pipe(
  z.string({ error: 'Enter a mobile number' }).check(
    z.trim(),
    z.minLength(1, { error: 'Enter a mobile number', abort: true }),
    z.refine(
      (v) => toE164(v) !== null,
      'Enter a UK mobile number like 07700 900123, or an international one starting +',
    ),
  ),
  z.transform((v: string) => toE164(v) ?? v),
);

/** An email address, trimmed and lower-cased. */
export const EmailSchema = z.pipe(
  z.pipe(
    z.string({ error: 'Enter your email address' }).check(z.trim(), z.minLength(1, 'Enter your email address')),
    z.email('Enter an email address like name@example.com'),
  ),
  z.transform((v: string) => v.toLowerCase()),
);

/** A flight number such as EZY1234 or BA 2490, stored without spaces. */
export const FlightNumberSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => v.replace(/\s+/g, '').toUpperCase()),
  ),
  z.string().check(z.refine((v) => /^[A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?$/.test(v), 'Enter a flight number like EZY1234')),
);
