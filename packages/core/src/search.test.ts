import { describe, expect, it } from 'vitest';
import { SearchCriteriaSchema, searchCriteriaSchemaAt } from './search';

const now = { date: '2026-11-22', time: '10:07' };
const valid = {
  airportId: 'luton',
  entryDate: '2026-12-01',
  entryTime: '10:00',
  exitDate: '2026-12-05',
  exitTime: '12:00',
  noOfVehicles: 2,
};

function messages(input: unknown, at = now) {
  const r = searchCriteriaSchemaAt(at).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('search criteria', () => {
  it('accepts a complete, valid search and defaults vehicles to 1', () => {
    expect(searchCriteriaSchemaAt(now).parse(valid)).toEqual(valid);
    const { noOfVehicles: _omit, ...noVehicles } = valid;
    expect(SearchCriteriaSchema.parse(noVehicles).noOfVehicles).toBe(1);
  });

  it('requires all six fields with readable messages', () => {
    expect(messages({})).toMatchObject({
      airportId: 'Choose an airport',
      entryDate: 'Choose a drop-off date',
      entryTime: 'Choose a drop-off time',
      exitDate: 'Choose a pick-up date',
      exitTime: 'Choose a pick-up time',
    });
    expect(messages({ ...valid, airportId: '  ' })).toEqual({ airportId: 'Choose an airport' });
  });

  it('allows 1 to 5 vehicles', () => {
    expect(messages({ ...valid, noOfVehicles: 0 })).toEqual({ noOfVehicles: 'At least 1 vehicle' });
    expect(messages({ ...valid, noOfVehicles: 6 })).toEqual({ noOfVehicles: 'At most 5 vehicles' });
    expect(messages({ ...valid, noOfVehicles: 5 })).toEqual({});
  });

  it('only takes quarter-hour times and real dates', () => {
    expect(messages({ ...valid, entryTime: '10:10' }).entryTime).toMatch(/quarter hour/);
    expect(messages({ ...valid, exitDate: '2026-02-30' }).exitDate).toMatch(/yyyy-mm-dd/);
  });

  it('rejects a drop-off in the past or earlier today', () => {
    expect(messages({ ...valid, entryDate: '2026-11-21' })).toEqual({
      entryDate: 'Drop-off date cannot be in the past',
    });
    expect(messages({ ...valid, entryDate: '2026-11-22', entryTime: '10:00' })).toEqual({
      entryTime: 'That drop-off time has already passed',
    });
    expect(messages({ ...valid, entryDate: '2026-11-22', entryTime: '10:15' })).toEqual({});
  });

  it('rejects a drop-off beyond the 365-day horizon', () => {
    expect(messages({ ...valid, entryDate: '2027-11-23', exitDate: '2027-11-24' }).entryDate).toMatch(/365 days/);
    expect(messages({ ...valid, entryDate: '2027-11-22', exitDate: '2027-11-24' })).toEqual({});
  });

  it('keeps pick-up after drop-off and within 45 days', () => {
    expect(messages({ ...valid, exitDate: '2026-11-30' })).toEqual({
      exitDate: 'Pick-up must be on or after the drop-off date',
    });
    expect(messages({ ...valid, exitDate: '2027-01-16' })).toEqual({
      exitDate: 'Pick-up must be within 45 days of drop-off',
    });
    expect(messages({ ...valid, exitDate: '2027-01-15' })).toEqual({});
    expect(messages({ ...valid, exitDate: '2026-12-01', exitTime: '10:00' })).toEqual({
      exitTime: 'Pick-up time must be after the drop-off time',
    });
  });

  it('rejects times that do not exist when the clocks go forward', () => {
    const r = messages({ ...valid, entryDate: '2027-03-28', entryTime: '01:15', exitDate: '2027-03-30' });
    expect(r).toEqual({ entryTime: 'That time does not exist when the clocks go forward' });
  });
});
