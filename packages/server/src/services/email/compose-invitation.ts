import { BRAND_NAME } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** What an invitation email says: who invited, to which organisation, with which role, for how long. */
type InvitationDetails = { inviter: string; organization: string; role: string; days: number };

/** An invitation to join an organisation in the console; the link opens the invitation page. */
export function composeInvitation(
  to: string,
  from: string,
  support: Support,
  link: string,
  d: InvitationDetails,
): Mail.Options {
  const lines = [
    `${d.inviter} invited you to join ${d.organization} on the ${BRAND_NAME} console as ${d.role}.`,
    `Open the invitation to accept or decline it. It expires in ${d.days} days.`,
    'If you did not expect this, ignore this email: nothing happens unless you accept.',
  ];
  return {
    from,
    to,
    subject: `${d.inviter} invited you to ${d.organization} on ${BRAND_NAME}`,
    text: [
      BRAND_NAME,
      '',
      ...lines.flatMap((p) => [p, '']),
      `Open the invitation: ${link}`,
      '',
      textFooter(support),
    ].join('\n'),
    html: brandedHtml({
      title: `Join ${d.organization}`,
      preheader: `${d.inviter} invited you to ${d.organization} (expires in ${d.days} days)`,
      body: lines.map((p) => `<p>${esc(p)}</p>`).join(''),
      button: { href: link, label: 'Open the invitation' },
      support,
    }),
  };
}
