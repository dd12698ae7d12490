import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { type CalendarEvent, bookingCalendar, buildIcs, foldLine } from './calendar-file';

const octets = (s: string) => new TextEncoder().encode(s).length;
/** RFC 5545 §3.1.1 unfolding: a CRLF followed by one space disappears. */
const unfold = (s: string) => s.replace(/\r\n /g, '');
/** One character of each UTF-8 width (1 to 4 octets), so folds land beside every kind of character. */
const anyWidth = fc
  .oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0x80, max: 0x7ff }),
    fc.integer({ min: 0x800, max: 0xd7ff }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((codePoint) => String.fromCodePoint(codePoint));
const physicalLines = (ics: string) => ics.split('\r\n').slice(0, -1);

/** A stay with instructions long enough to fold, "é" and "£" where a naive 75-byte cut would split them. */
const longEvent: CalendarEvent = {
  uid: 'CAP-7K3M9Q-dropoff@parkcompare',
  title: 'Parking drop-off (CAP-7K3M9Q) at Heathrow Terminal 5, Café Rouge meeting point',
  description: `${'a'.repeat(62)}é then £5 per extra hour; keep the ticket, please.\nRing 01632 960101 on arrival: the driver meets you at the café by door 4.`,
  location: 'Swift Parking, Unit 4, Northern Perimeter Road, Hounslow, TW6 2QQ – entrance beside the £-sign',
  date: '2026-07-01',
  time: '06:30',
  durationMinutes: 45,
};

describe('foldLine', () => {
  test('leaves a line of 75 octets alone and folds the 76th onto a line starting with one space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  test('never cuts inside a multi-byte character: "é" that would straddle octet 75 moves down whole', () => {
    const line = `DESCRIPTION:${'a'.repeat(62)}é${'b'.repeat(80)}`;
    const [first, second] = foldLine(line).split('\r\n');
    expect(octets(first!)).toBe(74);
    expect(second!.startsWith(' é')).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
  });

  test('any text: every physical line ≤ 75 octets, no split surrogate pair, unfolding gives it back', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyWidth, maxLength: 400 }), (text) => {
        const folded = foldLine(`DESCRIPTION:${text}`);
        const lines = folded.split('\r\n');
        const broken = lines.filter(
          (line, i) => octets(line) > 75 || (i > 0 && !line.startsWith(' ')) || /[\uD800-\uDBFF]$/.test(line),
        );
        expect(broken).toEqual([]);
        expect(unfold(folded)).toBe(`DESCRIPTION:${text}`);
      }),
    );
  });
});

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

describe('buildIcs folds every content line', () => {
  const now = new Date('2026-06-20T08:00:00Z');
  const ics = buildIcs([longEvent], now);

  test('CRLF line ends, every physical line ≤ 75 octets, and long lines really are folded', () => {
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of physicalLines(ics)) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(physicalLines(ics).some((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(ics)).toContain('DESCRIPTION:aaaa');
    expect(unfold(ics)).toContain('é then £5 per extra hour\\; keep the ticket\\, please.\\nRing 01632');
  });

  test('a real iCalendar parser (ical.js) reads back what we put in', () => {
    const vevent = ICAL.Component.fromString(ics).getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    const event = new ICAL.Event(vevent!);
    expect(event.uid).toBe(longEvent.uid);
    expect(event.summary).toBe(longEvent.title);
    expect(event.description).toBe(longEvent.description);
    expect(event.location).toBe(longEvent.location);
    // British Summer Time: 06:30 in London is 05:30 UTC; 45 minutes long.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T05:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-01T06:15:00.000Z');
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
