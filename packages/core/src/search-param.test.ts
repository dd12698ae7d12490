import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { decodeSearchParam, encodeSearchParam, readSearchParamAt } from './search-param';
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

describe('reading q at a London now (a q that breaks a rule still pre-fills the form)', () => {
  const now = { date: '2026-11-25', time: '09:00' };
  const q = (patch: Record<string, unknown>) => encodeSearchParam({ ...criteria, ...patch } as typeof criteria);

  it('valid criteria pass whole', () => {
    expect(readSearchParamAt(q({}), now)).toEqual({ ok: true, criteria });
  });

  it('a stay over 45 days keeps every field but the pick-up date, and names the rule', () => {
    const read = readSearchParamAt(q({ exitDate: '2027-01-20' }), now);
    expect(read).toMatchObject({ ok: false, message: 'Pick-up must be within 45 days of drop-off' });
    expect(read.ok ? undefined : read.prefill).toEqual({
      airportId: 'luton',
      entryDate: '2026-12-01',
      entryTime: '10:00',
      exitTime: '12:00',
      noOfVehicles: 2,
    });
  });

  it('a pick-up before the drop-off drops the pick-up date', () => {
    const read = readSearchParamAt(q({ exitDate: '2026-11-30' }), now);
    expect(read).toMatchObject({ ok: false, message: 'Pick-up must be on or after the drop-off date' });
    expect(read.ok ? undefined : Object.keys(read.prefill).sort()).toEqual(
      ['airportId', 'entryDate', 'entryTime', 'exitTime', 'noOfVehicles'].sort(),
    );
  });

  it('a pick-up time before the drop-off time on the same day drops the pick-up time', () => {
    const read = readSearchParamAt(q({ exitDate: '2026-12-01', exitTime: '09:00' }), now);
    expect(read).toMatchObject({ ok: false, message: 'Pick-up time must be after the drop-off time' });
    expect(read.ok ? undefined : read.prefill).toMatchObject({ exitDate: '2026-12-01', entryTime: '10:00' });
    expect(read.ok ? undefined : read.prefill.exitTime).toBeUndefined();
  });

  it('a drop-off date that has passed drops that date and keeps the rest', () => {
    const read = readSearchParamAt(q({ entryDate: '2026-11-20' }), now);
    expect(read).toMatchObject({ ok: false, message: 'Drop-off date cannot be in the past' });
    expect(read.ok ? undefined : read.prefill).toEqual({
      airportId: 'luton',
      entryTime: '10:00',
      exitDate: '2026-12-05',
      exitTime: '12:00',
      noOfVehicles: 2,
    });
  });

  it('a field of the wrong shape is left out and its message shown', () => {
    const read = readSearchParamAt(q({ noOfVehicles: 9 }), now);
    expect(read).toMatchObject({ ok: false, message: 'At most 5 vehicles' });
    expect(read.ok ? undefined : read.prefill.noOfVehicles).toBeUndefined();
    expect(read.ok ? undefined : read.prefill.airportId).toBe('luton');
  });

  it('an empty or undecodable q has nothing to pre-fill and no message', () => {
    expect(readSearchParamAt('', now)).toEqual({ ok: false, reason: 'empty', message: undefined, prefill: {} });
    expect(readSearchParamAt('%%%', now)).toMatchObject({ ok: false, message: undefined, prefill: {} });
    expect(readSearchParamAt(btoa('42'), now)).toMatchObject({ ok: false, message: undefined, prefill: {} });
  });
});
