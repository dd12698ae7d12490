import { BRAND_NAME, type Confirmation, toLongDate } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import type { Recipient } from './compose';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** After the stay: one invitation to review it, with a signed link that opens the review form. */
export function composeReviewInvite(
  c: Confirmation,
  to: Recipient,
  from: string,
  support: Support,
  reviewUrl: string,
): Mail.Options {
  const paragraphs = [
    `We hope your trip went well. How was parking with ${c.provider.name} (${toLongDate(c.criteria.entryDate)} to ${toLongDate(c.criteria.exitDate)}, booking ${c.reference})?`,
    'Your rating and a few words help other travellers choose. Every review on our site comes from a completed booking like yours, and we publish them all, good or bad.',
  ];
  return {
    from,
    to: `"${to.name.replace(/"/g, '')}" <${to.email}>`,
    subject: `How was your parking? ${c.provider.name}, ${c.reference}`,
    text: [
      BRAND_NAME,
      '',
      `Hello ${to.name},`,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      `Review your stay: ${reviewUrl}`,
      '',
      textFooter(support),
    ].join('\n'),
    html: brandedHtml({
      title: 'How was your parking?',
      preheader: `Rate ${c.provider.name}: it takes a minute`,
      body: `<p>Hello ${esc(to.name)},</p>${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`,
      button: { href: reviewUrl, label: 'Review your stay' },
      support,
    }),
  };
}
