import {
  BRAND_NAME,
  type Confirmation,
  POLICY,
  bookingCalendar,
  confirmationBreakdown,
  formatGBP,
  toLongDate,
  toLongLondonTime,
} from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import QRCode from 'qrcode';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** Who receives the email. */
export type Recipient = { name: string; email: string };
export type { Support } from './layout';

/**
 * Links an email may carry: where the traveller manages the booking. `amended` makes it the
 * amendment email: the same full details and a new calendar file, saying what it is.
 */
export type EmailLinks = { manage: string; amended?: boolean };

function lines(c: Confirmation): { label: string; value: string }[] {
  return [
    { label: 'Booking reference', value: c.reference },
    { label: 'Car park', value: `${c.provider.name}, ${c.airport.name} (${c.airport.code})` },
    { label: 'Address', value: c.provider.address },
    { label: 'Car park phone', value: c.provider.phone },
    { label: 'Drop-off', value: toLongDate(c.criteria.entryDate, c.criteria.entryTime) },
    { label: 'Pick-up', value: toLongDate(c.criteria.exitDate, c.criteria.exitTime) },
    {
      label: 'Vehicles',
      value: c.vehicles.map((v) => `${v.registration} (${v.colour} ${v.make} ${v.model})`).join(', '),
    },
    { label: 'Price', value: confirmationBreakdown(c) },
    {
      label: 'Amount paid',
      value: formatGBP(c.amount) + (c.discount > 0 ? ` (after ${formatGBP(c.discount)} off with ${c.couponCode})` : ''),
    },
  ];
}

/** The windows in words, from the same POLICY numbers the server enforces, in London time. */
function policyText(c: Confirmation): string {
  return (
    `Free cancellation with a full refund until ${toLongLondonTime(new Date(c.freeCancellationUntil))} ` +
    `(${POLICY.freeCancellationHours} hours before drop-off); after that there is no refund. ` +
    `You can change dates, times, vehicles or flights for free up to ${POLICY.amendCutoffHours} hours before drop-off.`
  );
}

/** A numbered list of steps under a heading, as text and as HTML. */
const steps = (title: string, list: string[]) => ({
  text: `${title}:\n${list.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}`,
  html: `<h2 style="font-size:18px;margin:20px 0 8px">${esc(title)}</h2><ol style="padding-left:20px">${list.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`,
});

/** The confirmation's HTML body: greeting, details table, QR code, instructions and the policy. */
function confirmationBody(
  c: Confirmation,
  name: string,
  intro: string,
  rows: ReturnType<typeof lines>,
  instructions: [string, string],
): string {
  const [arrivalHtml, backHtml] = instructions;
  return `<p>Hello ${esc(name)},</p><p>${esc(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:15px">${rows
    .map(
      (r) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#5a6780;vertical-align:top;white-space:nowrap">${esc(r.label)}</td><td style="padding:4px 0;font-weight:bold">${esc(r.value)}</td></tr>`,
    )
    .join('')}</table>
<p><img src="cid:booking-qr" alt="QR code of booking reference ${esc(c.reference)}" width="160" height="160"></p>
${arrivalHtml}${backHtml}<h2 style="font-size:18px;margin:20px 0 8px">Amend or cancel</h2><p>${esc(policyText(c))}</p>`;
}

/** The confirmation email: branded HTML and a plain text that says the same, a QR code and a calendar file. */
export async function composeConfirmation(
  c: Confirmation,
  to: Recipient,
  from: string,
  support: Support,
  links: EmailLinks,
): Promise<Mail.Options> {
  const qr = await QRCode.toBuffer(c.reference, { type: 'png', margin: 1, width: 240 });
  const rows = lines(c);
  const intro = links.amended
    ? 'Your booking has been changed. These are its new details; the attached calendar file replaces the old one.'
    : 'Your airport parking is booked and paid.';
  const arrival = steps('When you arrive', c.provider.arrivalInstructions);
  const back = steps('When you return', c.provider.returnInstructions);
  const text = [
    `${BRAND_NAME}`,
    '',
    `Hello ${to.name},`,
    '',
    intro,
    '',
    ...rows.map((r) => `${r.label}: ${r.value}`),
    '',
    arrival.text,
    '',
    back.text,
    '',
    'Amend or cancel',
    policyText(c),
    `Manage booking: ${links.manage}`,
    '',
    textFooter(support),
  ].join('\n');
  const body = confirmationBody(c, to.name, intro, rows, [arrival.html, back.html]);
  return {
    from,
    to: `"${to.name.replace(/"/g, '')}" <${to.email}>`,
    subject: `${links.amended ? 'Booking changed' : 'Booking confirmed'}: ${c.reference}, ${c.provider.name}, ${toLongDate(c.criteria.entryDate)}`,
    text,
    html: brandedHtml({
      title: links.amended ? 'Your booking has been changed' : 'Your parking is booked',
      preheader: `${c.reference}: ${c.provider.name}, ${toLongDate(c.criteria.entryDate, c.criteria.entryTime)}`,
      body,
      button: { href: links.manage, label: 'Manage booking' },
      support,
    }),
    attachments: [
      { filename: `${c.reference}-qr.png`, content: qr, cid: 'booking-qr', contentType: 'image/png' },
      {
        filename: `${c.reference}.ics`,
        content: bookingCalendar(c, new Date()),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
