import { BRAND_NAME } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import { type Support, brandedHtml, textFooter } from './layout';

/** A console sign-in link: one use, a few minutes; the text says what to do if it was not asked for. */
export function composeSignInLink(
  to: string,
  from: string,
  support: Support,
  link: string,
  minutes: number,
): Mail.Options {
  const paragraphs = [
    `Use the button below to sign in to the ${BRAND_NAME} console. The link works once, for ${minutes} minutes.`,
    'If you did not ask to sign in, ignore this email: nobody can sign in without the link.',
  ];
  return {
    from,
    to,
    subject: `Your sign-in link for ${BRAND_NAME}`,
    text: [BRAND_NAME, '', ...paragraphs.flatMap((p) => [p, '']), `Sign in: ${link}`, '', textFooter(support)].join(
      '\n',
    ),
    html: brandedHtml({
      title: 'Sign in',
      preheader: `Your sign-in link (valid ${minutes} minutes)`,
      body: paragraphs.map((p) => `<p>${p}</p>`).join(''),
      button: { href: link, label: 'Sign in' },
      support,
    }),
  };
}
