import type { Confirmation } from './booking';
import { londonInstant } from './calendar';

/** An event for a calendar file: London wall-clock date and time. */
export type CalendarEvent = {
  uid: string;
  title: string;
  description: string;
  location: string;
  date: string;
  time: string;
  durationMinutes?: number;
};

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
// RFC 5545 text: escape backslash, semicolon, comma and newlines.
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Octets of one code point in UTF-8. */
const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds one content line (RFC 5545 §3.1.1): no physical line longer than 75 octets of UTF-8, a break
 * never inside a character, each continuation starting with one space (which counts towards its 75).
 * Calendar apps that do not unfold long lines cut off or reject the booking's instructions otherwise.
 */
export function foldLine(line: string): string {
  const physical: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0)!);
    if (octets + size > limit) {
      physical.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  physical.push(current);
  return physical.join('\r\n ');
}

/** An iCalendar (.ics) file with one event per entry; times in UTC so every calendar agrees. */
export function buildIcs(events: CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ParkCompare UK//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const e of events) {
    const start = londonInstant(e.date, e.time);
    const end = new Date(start.getTime() + (e.durationMinutes ?? 30) * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${text(e.title)}`,
      `DESCRIPTION:${text(e.description)}`,
      `LOCATION:${text(e.location)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * The one "add to calendar" file of a booking, used by the success page and every email alike: a
 * drop-off event and a pick-up event at the car park, each with its own steps and the provider's phone.
 * The UIDs are stable per booking, so an amended booking's file updates the same two events.
 */
export function bookingCalendar(c: Confirmation, now: Date): string {
  const where = `${c.provider.name}, ${c.provider.address}`;
  return buildIcs(
    [
      {
        uid: `${c.reference}-dropoff@parkcompare`,
        title: `Parking drop-off (${c.reference})`,
        description: `${c.provider.arrivalInstructions.join('\n')}\nPhone ${c.provider.phone}`,
        location: where,
        date: c.criteria.entryDate,
        time: c.criteria.entryTime,
      },
      {
        uid: `${c.reference}-pickup@parkcompare`,
        title: `Parking pick-up (${c.reference})`,
        description: `${c.provider.returnInstructions.join('\n')}\nPhone ${c.provider.phone}`,
        location: where,
        date: c.criteria.exitDate,
        time: c.criteria.exitTime,
      },
    ],
    now,
  );
}
