import { describe, expect, test } from 'vitest';
import { bookingCalendar, buildIcs } from './calendar-file';

describe('buildIcs', () => {
  test('writes London wall times as UTC and escapes text', () => {
    const ics = buildIcs(
      [
        {
          uid: 'a@x',
          title: 'Drop-off, CAP-1',
          description: 'Line 1\nLine 2; ok',
          location: 'Car park',
          date: '2026-12-10',
          time: '10:00',
        },
        {
          uid: 'b@x',
          title: 'Pick-up',
          description: '',
          location: 'Car park',
          date: '2026-07-01',
          time: '10:00',
          durationMinutes: 60,
        },
      ],
      new Date('2026-11-22T03:00:00Z'),
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20261210T100000Z');
    // British Summer Time: 10:00 London is 09:00 UTC.
    expect(ics).toContain('DTSTART:20260701T090000Z\r\nDTEND:20260701T100000Z');
    expect(ics).toContain('SUMMARY:Drop-off\\, CAP-1');
    expect(ics).toContain('DESCRIPTION:Line 1\\nLine 2\\; ok');
    expect(ics).toContain('DTSTAMP:20261122T030000Z');
  });
});

describe('bookingCalendar', () => {
  test('one file for every place: a drop-off and a pick-up event with the steps and stable UIDs', () => {
    const confirmation = {
      reference: 'CAP-7K3M9Q',
      status: 'confirmed' as const,
      provider: {
        id: 'p',
        name: 'Swift, Luton',
        type: 'meet-greet' as const,
        address: '1 Airport Way',
        phone: '01632 960101',
        arrivalInstructions: ['Call ahead.'],
        returnInstructions: ['Call when you land.'],
      },
      airport: { name: 'London Luton Airport', code: 'LTN' },
      criteria: {
        airportId: 'luton',
        entryDate: '2026-12-01',
        entryTime: '06:30',
        exitDate: '2026-12-08',
        exitTime: '21:15',
        noOfVehicles: 1,
      },
      days: 8,
      vehicles: [],
      subtotal: 1,
      discount: 0,
      amount: 1,
      couponCode: null,
      freeCancellationUntil: '2026-11-29T06:30:00.000Z',
    };
    const ics = bookingCalendar(confirmation, new Date('2026-11-22T03:00:00Z'));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:CAP-7K3M9Q-dropoff@parkcompare');
    expect(ics).toContain('UID:CAP-7K3M9Q-pickup@parkcompare');
    expect(ics).toContain('DTSTART:20261201T063000Z');
    expect(ics).toContain('DTSTART:20261208T211500Z');
    expect(ics).toContain('DESCRIPTION:Call ahead.\\nPhone 01632 960101');
    expect(ics).toContain('LOCATION:Swift\\, Luton\\, 1 Airport Way');
  });
});
