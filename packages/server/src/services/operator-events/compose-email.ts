import { type OperatorEventPayload, formatGBP } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import { type Support, brandedHtml, esc, textFooter } from '../email/layout';

const HEADINGS: Record<OperatorEventPayload['type'], string> = {
  'booking.created': 'New booking',
  'booking.amended': 'Booking changed',
  'booking.cancelled': 'Booking cancelled',
  'booking.refunded': 'Refund on booking',
};

/** A London day and time as the desk says it, e.g. "Tue 1 Dec 06:30". */
function shortWhen(date: string, time: string): string {
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day.replace(',', '')} ${time}`;
}

/** The lines of the booking, the same in the text and the HTML part. */
function lines({ booking: b }: OperatorEventPayload): [label: string, value: string][] {
  const flights = [b.flights.outbound && `out ${b.flights.outbound}`, b.flights.return && `back ${b.flights.return}`];
  return [
    ['Reference', b.reference],
    ['Status', b.status],
    ['Car park', b.carPark.name],
    ['Drop-off', shortWhen(b.dropOff.date, b.dropOff.time)],
    ['Pick-up', shortWhen(b.pickUp.date, b.pickUp.time)],
    ...b.vehicles.map((v, i): [string, string] => [
      b.vehicles.length > 1 ? `Vehicle ${i + 1}` : 'Vehicle',
      `${v.registration} · ${v.make} ${v.model}, ${v.colour}`,
    ]),
    ['Traveller', b.traveller.name],
    ['Phone', b.traveller.phone],
    ['Email', b.traveller.email],
    ['Flights', flights.filter(Boolean).join(', ') || 'not given'],
    ['Terminal', b.flights.outboundTerminal ?? 'not given'],
    ['Passengers', String(b.passengers)],
    ['Amount', formatGBP(b.amount)],
    ['Booked through', b.channel],
  ];
}

/**
 * The operator's email of one event, e.g. subject "New booking CAP-AB12CD · Tue 1 Dec 06:30" (the
 * drop-off). Its Message-ID and `X-Parking-Event-Id` carry the event id, so a resend is the same message.
 */
export function composeOperatorEmail(
  event: OperatorEventPayload,
  to: string[],
  from: string,
  support: Support,
  messageId: string,
): Mail.Options {
  const b = event.booking;
  const heading = HEADINGS[event.type];
  const subject = `${heading} ${b.reference} · ${shortWhen(b.dropOff.date, b.dropOff.time)}`;
  const rows = lines(event);
  const table = rows
    .map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('');
  return {
    from,
    to,
    subject,
    messageId,
    headers: { 'X-Parking-Event-Id': event.id },
    text: [
      heading,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      `Event id: ${event.id}`,
      '',
      textFooter(support),
    ].join('\n'),
    html: brandedHtml({
      title: `${heading} ${b.reference}`,
      preheader: subject,
      body: `<table role="presentation">${table}</table><p style="font-size:13px;color:#5a6780">Event id: ${esc(event.id)}</p>`,
      support,
    }),
  };
}
