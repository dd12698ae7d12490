import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { decodeSearchParam, encodeSearchParam } from './search-param';
import { ALL_TIME_SLOTS } from './time-slots';

const criteria = {
  airportId: 'luton',
  entryDate: '2026-12-01',
  entryTime: '10:00',
  exitDate: '2026-12-05',
  exitTime: '12:00',
  noOfVehicles: 2,
};

const toUrlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('q parameter codec', () => {
  it('encodes standard base64 of the JSON criteria', () => {
    const q = encodeSearchParam(criteria);
    expect(JSON.parse(atob(q))).toEqual(criteria);
  });

  it('round-trips any valid criteria, in standard and URL-safe base64', () => {
    const arbitrary = fc.record({
      airportId: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s.length > 0),
      entryDate: fc.constantFrom('2026-06-01', '2026-12-31', '2027-02-28'),
      entryTime: fc.constantFrom(...ALL_TIME_SLOTS.filter((t) => !t.startsWith('01:'))),
      gap: fc.integer({ min: 1, max: 45 }),
      exitTime: fc.constantFrom(...ALL_TIME_SLOTS.filter((t) => !t.startsWith('01:'))),
      noOfVehicles: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(arbitrary, ({ gap, ...rest }) => {
        const c = { ...rest, exitDate: addDays(rest.entryDate, gap) };
        const q = encodeSearchParam(c);
        expect(decodeSearchParam(q)).toEqual({ ok: true, criteria: c });
        expect(decodeSearchParam(toUrlSafe(q))).toEqual({ ok: true, criteria: c });
      }),
    );
  });

  it('is safe for non-ASCII text', () => {
    const c = { ...criteria, airportId: 'lútón-✈️' };
    expect(decodeSearchParam(encodeSearchParam(c))).toEqual({ ok: true, criteria: c });
  });

  it('returns a typed failure, never throws, for malformed or invalid input', () => {
    expect(decodeSearchParam(undefined)).toEqual({ ok: false, reason: 'empty' });
    expect(decodeSearchParam('')).toMatchObject({ ok: false });
    expect(decodeSearchParam('%%%not-base64')).toMatchObject({ ok: false });
    expect(decodeSearchParam(btoa('{not json'))).toMatchObject({ ok: false });
    expect(decodeSearchParam(btoa('"a string"'))).toMatchObject({ ok: false });
    expect(decodeSearchParam(btoa(JSON.stringify({ ...criteria, noOfVehicles: 9 })))).toMatchObject({ ok: false });
    expect(decodeSearchParam(btoa('\xff\xfe'))).toMatchObject({ ok: false });
    fc.assert(
      fc.property(fc.string(), (junk) => {
        const r = decodeSearchParam(junk);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});
