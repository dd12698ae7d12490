import { describe, expect, it } from 'vitest';
import { AirportListQuerySchema } from './airport';
import { ApiErrorSchema, issuesToFields } from './errors';

describe('API errors and list queries', () => {
  it('flattens issues to dotted field paths, keeping the first message per field', () => {
    expect(
      issuesToFields([
        { path: ['details', 'vehicles', 0, 'registration'], message: 'Enter the registration' },
        { path: ['details', 'vehicles', 0, 'registration'], message: 'second' },
        { path: [], message: 'whole body' },
      ]),
    ).toEqual({ 'details.vehicles.0.registration': 'Enter the registration', _: 'whole body' });
  });

  it('describes the one error shape', () => {
    expect(ApiErrorSchema.safeParse({ error: { code: 'SOLD_OUT', message: 'x' } }).success).toBe(true);
    expect(ApiErrorSchema.safeParse({ error: { code: 'NOPE', message: 'x' } }).success).toBe(false);
  });

  it('reads the airport list query with spec defaults and limits', () => {
    expect(AirportListQuerySchema.parse({})).toEqual({ page: 1, limit: 100 });
    expect(AirportListQuerySchema.parse({ page: '2', limit: '10' })).toEqual({ page: 2, limit: 10 });
    expect(AirportListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(AirportListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
