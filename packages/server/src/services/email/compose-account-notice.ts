import { BRAND_NAME, toLongLondonTime } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** The security notices an account holder gets about their passkeys (docs/product-rules.md, Console security). */
export type AccountNoticeKind = 'passkey-added' | 'passkeys-reset';

/** What each notice says: its subject, heading, paragraphs and button, for a change made at `when`. */
function wordsOf(kind: AccountNoticeKind, when: string, support: Support) {
  const tell = `tell a staff admin or write to ${support.email} at once.`;
  if (kind === 'passkey-added')
    return {
      subject: `A passkey was added to your ${BRAND_NAME} account`,
      title: 'A passkey was added',
      paragraphs: [
        `A passkey was added to your account on the ${BRAND_NAME} console on ${when}. It can sign you in without an email.`,
        `If this was you, there is nothing to do. If it was not you, ${tell} Your account page lists your passkeys and lets you delete one.`,
      ],
      button: 'Review your passkeys',
    };
  return {
    subject: `Your passkeys for ${BRAND_NAME} were reset`,
    title: 'Your passkeys were reset',
    paragraphs: [
      `Every passkey of your account on the ${BRAND_NAME} console was removed on ${when}, and you were signed out everywhere.`,
      'To use the console again, sign in with a link sent to this address and add a new passkey: a link sign-in lets you add your first one.',
      `If you did not ask for this, ${tell}`,
    ],
    button: 'Sign in',
  };
}

/**
 * A notice that the account's passkeys changed (one added, or all reset): sent to the account holder so
 * a change they did not make does not go unseen. `link` opens the console page to act on it.
 */
export function composeAccountNotice(
  kind: AccountNoticeKind,
  message: { to: string; from: string; link: string; at: Date },
  support: Support,
): Mail.Options {
  const words = wordsOf(kind, toLongLondonTime(message.at), support);
  return {
    from: message.from,
    to: message.to,
    subject: words.subject,
    text: [
      BRAND_NAME,
      '',
      ...words.paragraphs.flatMap((p) => [p, '']),
      `${words.button}: ${message.link}`,
      '',
      textFooter(support),
    ].join('\n'),
    html: brandedHtml({
      title: words.title,
      preheader: words.subject,
      body: words.paragraphs.map((p) => `<p>${esc(p)}</p>`).join(''),
      button: { href: message.link, label: words.button },
      support,
    }),
  };
}
