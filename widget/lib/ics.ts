import { londonInstant } from '@parking/core';

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

/** An iCalendar (.ics) file with one event per entry; times in UTC so every calendar agrees. */
export function buildIcs(events: CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Parking Compare//Booking//EN',
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
  return `${lines.join('\r\n')}\r\n`;
}
