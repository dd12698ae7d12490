import { BRAND_NAME, type Confirmation, POLICY, formatGBP, toLongDate } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import type { Recipient } from './compose';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** The email to a traveller whose payment arrived after the hold ended and the spaces had gone. */
export function composeRefund(c: Confirmation, to: Recipient, from: string, support: Support): Mail.Options {
  const stay = `${c.provider.name}, ${toLongDate(c.criteria.entryDate, c.criteria.entryTime)} to ${toLongDate(c.criteria.exitDate, c.criteria.exitTime)}`;
  const paragraphs = [
    `Your payment for booking ${c.reference} (${stay}) reached us after your ${POLICY.holdMinutes}-minute hold had ended, and the last spaces had been booked by someone else in the meantime.`,
    `We could not confirm this booking, so we have refunded the full ${formatGBP(c.amount)} to the card you paid with. Refunds usually appear within 5 to 10 working days.`,
    `You have no parking booked for these dates. Please search again to choose another car park.`,
  ];
  return {
    from,
    to: `"${to.name.replace(/"/g, '')}" <${to.email}>`,
    subject: `Booking not confirmed, payment refunded: ${c.reference}`,
    text: [BRAND_NAME, '', `Hello ${to.name},`, '', ...paragraphs.flatMap((p) => [p, '']), textFooter(support)].join(
      '\n',
    ),
    html: brandedHtml({
      title: 'Your payment has been refunded',
      preheader: `${c.reference}: refunded in full, ${formatGBP(c.amount)}`,
      body: `<p>Hello ${esc(to.name)},</p>${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`,
      support,
    }),
  };
}
