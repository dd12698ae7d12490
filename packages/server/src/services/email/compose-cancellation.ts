import { BRAND_NAME, type Confirmation, formatGBP, toLongDate } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import type { Recipient } from './compose';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** The one email after a traveller cancels (docs/product-rules.md#amend-and-cancel): what is refunded, plainly. */
export function composeCancellation(
  c: Confirmation,
  to: Recipient,
  from: string,
  support: Support,
  refund: number,
): Mail.Options {
  const stay = `${c.provider.name}, ${toLongDate(c.criteria.entryDate, c.criteria.entryTime)} to ${toLongDate(c.criteria.exitDate, c.criteria.exitTime)}`;
  const paragraphs = [
    `Your booking ${c.reference} (${stay}) is cancelled and its spaces have been released.`,
    refund > 0
      ? `We are refunding ${formatGBP(refund)} to the card you paid with. Refunds usually appear within 5 to 10 working days.`
      : 'It was cancelled less than 48 hours before drop-off, so under our cancellation policy there is no refund.',
  ];
  return {
    from,
    to: `"${to.name.replace(/"/g, '')}" <${to.email}>`,
    subject: `Booking cancelled: ${c.reference}`,
    text: [BRAND_NAME, '', `Hello ${to.name},`, '', ...paragraphs.flatMap((p) => [p, '']), textFooter(support)].join(
      '\n',
    ),
    html: brandedHtml({
      title: 'Your booking is cancelled',
      preheader: `${c.reference}: cancelled${refund > 0 ? `, ${formatGBP(refund)} refunded` : ''}`,
      body: `<p>Hello ${esc(to.name)},</p>${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`,
      support,
    }),
  };
}
