import { BRAND_NAME } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** What the confirmation names: the organisation and website the sign-up asked for, and how long the link lasts. */
type ConfirmationDetails = { organisationName: string; website: string; hours: number };

/**
 * To an address that already has an account, when someone signed up a partner organisation with it: nothing
 * is made until its owner confirms through the link (services/accounts/partner-confirmations.ts).
 */
export function composePartnerConfirmation(
  to: string,
  from: string,
  support: Support,
  link: string,
  d: ConfirmationDetails,
): Mail.Options {
  const lines = [
    `Someone asked to open a partner account for ${d.organisationName} (${d.website}) on ${BRAND_NAME} with this address. Confirm to become its owner: the account and its test key are made only when you confirm.`,
    `The link works once, for ${d.hours} hours.`,
    'If this was not you, ignore this email: nothing is made and your account is unchanged.',
  ];
  return {
    from,
    to,
    subject: `Confirm your partner account for ${d.organisationName}`,
    text: [BRAND_NAME, '', ...lines.flatMap((p) => [p, '']), `Confirm: ${link}`, '', textFooter(support)].join('\n'),
    html: brandedHtml({
      title: 'Confirm your partner account',
      preheader: `Confirm to become the owner of ${d.organisationName} (link valid ${d.hours} hours)`,
      body: lines.map((p) => `<p>${esc(p)}</p>`).join(''),
      button: { href: link, label: 'Confirm' },
      support,
    }),
  };
}
