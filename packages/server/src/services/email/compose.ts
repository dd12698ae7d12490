import { type Confirmation, POLICY, formatGBP, toDisplayDate } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import QRCode from 'qrcode';
import { confirmationIcs } from './ics';

/** Who receives the email and how to reach support. */
export type Recipient = { name: string; email: string };
export type Support = { email: string; phone: string };

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function lines(c: Confirmation, support: Support): { label: string; value: string }[] {
  return [
    { label: 'Booking reference', value: c.reference },
    { label: 'Provider', value: c.provider.name },
    { label: 'Address', value: c.provider.address },
    { label: 'Phone', value: c.provider.phone },
    { label: 'Airport', value: `${c.airport.name} (${c.airport.code})` },
    { label: 'Drop-off', value: `${toDisplayDate(c.criteria.entryDate)} at ${c.criteria.entryTime}` },
    { label: 'Pick-up', value: `${toDisplayDate(c.criteria.exitDate)} at ${c.criteria.exitTime}` },
    {
      label: 'Vehicles',
      value: c.vehicles.map((v) => `${v.registration} (${v.colour} ${v.make} ${v.model})`).join(', '),
    },
    {
      label: 'Amount paid',
      value: formatGBP(c.amount) + (c.discount > 0 ? ` (after ${formatGBP(c.discount)} off with ${c.couponCode})` : ''),
    },
    { label: 'Questions', value: `${support.email} or ${support.phone}` },
  ];
}

function policyText(c: Confirmation): string {
  return (
    `To amend or cancel, use "Amend booking" on our website with your reference and email address. ` +
    `Cancellation is free with a full refund up to ${POLICY.freeCancellationHours} hours before drop-off ` +
    `(until ${new Date(c.freeCancellationUntil).toUTCString()}); after that there is no refund. ` +
    `You can change dates, times, vehicles or flights up to ${POLICY.amendCutoffHours} hours before drop-off with no fee.`
  );
}

/** The confirmation email: text and HTML bodies, a QR code of the reference, and an .ics file. */
export async function composeConfirmation(
  c: Confirmation,
  to: Recipient,
  from: string,
  support: Support,
): Promise<Mail.Options> {
  const qr = await QRCode.toBuffer(c.reference, { type: 'png', margin: 1, width: 240 });
  const rows = lines(c, support);
  const steps = (title: string, list: string[]) => ({
    text: `${title}:\n${list.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}`,
    html: `<h2>${esc(title)}</h2><ol>${list.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`,
  });
  const arrival = steps('When you arrive', c.provider.arrivalInstructions);
  const back = steps('When you return', c.provider.returnInstructions);
  const text = [
    `Hello ${to.name},`,
    '',
    'Your airport parking is confirmed.',
    '',
    ...rows.map((r) => `${r.label}: ${r.value}`),
    '',
    arrival.text,
    '',
    back.text,
    '',
    policyText(c),
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>Hello ${esc(to.name)},</p><p>Your airport parking is confirmed.</p>
<table cellpadding="4">${rows.map((r) => `<tr><th align="left">${esc(r.label)}</th><td>${esc(r.value)}</td></tr>`).join('')}</table>
<p><img src="cid:booking-qr" alt="QR code of booking reference ${esc(c.reference)}" width="160" height="160"></p>
${arrival.html}${back.html}<h2>Amend or cancel</h2><p>${esc(policyText(c))}</p></body></html>`;
  return {
    from,
    to: `"${to.name.replace(/"/g, '')}" <${to.email}>`,
    subject: `Booking confirmed: ${c.reference}, ${c.provider.name}, ${toDisplayDate(c.criteria.entryDate)}`,
    text,
    html,
    attachments: [
      { filename: `${c.reference}-qr.png`, content: qr, cid: 'booking-qr', contentType: 'image/png' },
      {
        filename: `${c.reference}.ics`,
        content: confirmationIcs(c),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
