import { describe, expect, it } from 'vitest';
import { bookingCreatedDetail, errorDetail, quoteSelectDetail, searchDetail } from './event-details';

describe('event details carry no personal data', () => {
  it('keeps only the known booking fields', () => {
    const detail = bookingCreatedDetail({
      reference: 'CAP-7K3M9Q',
      amount: 4599,
      providerId: 'p1',
      checkoutUrl: 'https://pay.example/x',
      email: 'ada@example.com',
    });
    expect(detail).toEqual({ reference: 'CAP-7K3M9Q', amount: 4599, providerId: 'p1' });
  });

  it('reduces a selection to the provider, the price and the criteria', () => {
    const criteria = {
      airportId: 'luton',
      entryDate: '2026-12-01',
      entryTime: '10:00',
      exitDate: '2026-12-02',
      exitTime: '11:00',
      noOfVehicles: 1,
    };
    const detail = quoteSelectDetail({
      providerId: 'p1',
      total: 100,
      criteria: { ...criteria, name: 'Ada' },
      phone: '07700900123',
    });
    expect(detail).toEqual({ providerId: 'p1', total: 100, criteria });
  });

  it('copies the six search fields only', () => {
    const detail = searchDetail({
      airportId: 'luton',
      entryDate: '2026-12-01',
      entryTime: '10:00',
      exitDate: '2026-12-02',
      exitTime: '11:00',
      noOfVehicles: 2,
      name: 'Ada',
    });
    expect(Object.keys(detail)).toHaveLength(6);
    expect(JSON.stringify(detail)).not.toContain('Ada');
  });

  it('reads API errors, Error objects and junk alike', () => {
    expect(errorDetail({ error: { code: 'SOLD_OUT', message: 'Sold out', fields: { email: 'x' } } })).toEqual({
      code: 'SOLD_OUT',
      message: 'Sold out',
    });
    expect(errorDetail(new Error('boom'))).toEqual({ code: 'WIDGET_ERROR', message: 'boom' });
    expect(errorDetail(undefined)).toEqual({ code: 'WIDGET_ERROR', message: 'Something went wrong' });
  });
});
