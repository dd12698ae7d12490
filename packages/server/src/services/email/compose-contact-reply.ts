import { BRAND_NAME } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** What a reply to a contact message says: the staff member's text, then the sender's message quoted. */
export type ContactReply = {
  to: { name: string; email: string };
  subject: string;
  /** The reply, as the staff member wrote it (plain text; paragraphs split on blank lines). */
  body: string;
  /** The sender's own message, quoted under the reply. */
  original: string;
};

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Our staff's reply to a message sent through the contact form, replying to its subject ("Re: …"). */
export function composeContactReply(r: ContactReply, from: string, support: Support): Mail.Options {
  const paragraphs = paragraphsOf(r.body);
  const quoted = r.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const html = paragraphs.map((p) => `<p style="white-space:pre-line">${esc(p)}</p>`).join('');
  return {
    from,
    to: `"${r.to.name.replace(/"/g, '')}" <${r.to.email}>`,
    replyTo: support.email,
    subject: `Re: ${r.subject}`,
    text: [
      BRAND_NAME,
      '',
      `Hello ${r.to.name},`,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      'You wrote:',
      quoted,
      '',
      textFooter(support),
    ].join('\n'),
    html: brandedHtml({
      title: 'A reply to your message',
      preheader: `Re: ${r.subject}`,
      body: `<p>Hello ${esc(r.to.name)},</p>${html}<p style="color:#5a6780">You wrote:</p><blockquote style="margin:0;padding-left:12px;border-left:3px solid #e2e6ef;color:#5a6780;white-space:pre-line">${esc(r.original)}</blockquote>`,
      support,
    }),
  };
}
