import { describe, expect, test } from 'vitest';
import { buildIcs } from './ics';

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
