import { BRAND_NAME, type Confirmation, formatGBP, toLongDate } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import type { Recipient } from './compose';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** The email after our staff refund part of a booking (issue 24): how much, where, and that the booking stands. */
export function composeStaffRefund(
  c: Confirmation,
  to: Recipient,
  from: string,
  support: Support,
  amount: number,
): Mail.Options {
  const stay = `${c.provider.name}, ${toLongDate(c.criteria.entryDate, c.criteria.entryTime)} to ${toLongDate(c.criteria.exitDate, c.criteria.exitTime)}`;
  const paragraphs = [
    `We are refunding ${formatGBP(amount)} of your booking ${c.reference} (${stay}) to the card you paid with. Refunds usually appear within 5 to 10 working days.`,
    'Your booking itself is unchanged.',
  ];
  return {
    from,
    to: `"${to.name.replace(/"/g, '')}" <${to.email}>`,
    subject: `Refund on your booking: ${c.reference}`,
    text: [BRAND_NAME, '', `Hello ${to.name},`, '', ...paragraphs.flatMap((p) => [p, '']), textFooter(support)].join(
      '\n',
    ),
    html: brandedHtml({
      title: 'We are refunding part of your booking',
      preheader: `${c.reference}: ${formatGBP(amount)} refunded`,
      body: `<p>Hello ${esc(to.name)},</p>${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`,
      support,
    }),
  };
}
