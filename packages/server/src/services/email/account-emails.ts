import { and, eq, isNull } from 'drizzle-orm';
import { accountEmails, organizationInvitations, organizations, users } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { CONFIRM_HOURS, pendingOfLink } from '../accounts/partner-confirmations';
import { composeAccountNotice } from './compose-account-notice';
import { composeInvitation } from './compose-invitation';
import { composePartnerConfirmation } from './compose-partner-confirmation';
import { composeSignInLink } from './compose-sign-in';
import type { Support } from './layout';
import type { Mailer } from './transport';
import { composeFailingNotice } from './webhook-failing-email';
import type Mail from 'nodemailer/lib/mailer';

/** The Message-ID of an account email: its row's id, so a retried send replaces the same outbox file. */
const messageIdOf = (id: string, publicUrl: string) => `<account.${id}@${new URL(publicUrl).hostname}>`;

type Row = typeof accountEmails.$inferSelect;

const ACCOUNT_KINDS = new Set<string>([
  'sign-in-link',
  'invitation',
  'webhook-failing',
  'partner-confirmation',
  'passkey-added',
  'passkeys-reset',
]);

/** The kind an `account-email` job names (its `reference`), for the email metrics; a sign-in link by default. */
export const accountKindOf = (reference: string): Row['kind'] =>
  ACCOUNT_KINDS.has(reference) ? (reference as Row['kind']) : 'sign-in-link';

/** An invitation lasts this long (services/accounts/invitations.ts). */
const INVITATION_DAYS = 7;

/** The invitation a link names (its last path segment), still pending, with its organisation and inviter. */
async function pendingInvitation(ctx: ServiceContext, link: string) {
  const id = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const [row] = await ctx.db
    .select({ role: organizationInvitations.role, organization: organizations.name, inviter: users.name })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .innerJoin(users, eq(users.id, organizationInvitations.inviterId))
    .where(and(eq(organizationInvitations.id, id), eq(organizationInvitations.status, 'pending')));
  return row;
}

/** The message for a row, or undefined when there is nothing to send (an invitation cancelled meanwhile). */
async function compose(ctx: ServiceContext, support: Support, row: Row & { link: string }) {
  const from = ctx.env.MAIL_FROM;
  if (row.kind === 'webhook-failing') return composeFailingNotice(ctx, support, row);
  if (row.kind === 'partner-confirmation') {
    // Nothing to confirm any more (confirmed from another copy, or run out): nothing is sent.
    const pending = await pendingOfLink(ctx, row.link);
    if (!pending) return undefined;
    const details = { organisationName: pending.organisationName, website: pending.website, hours: CONFIRM_HOURS };
    return composePartnerConfirmation(row.email, from, support, row.link, details);
  }
  if (row.kind === 'invitation') {
    const inv = await pendingInvitation(ctx, row.link);
    if (!inv) return undefined;
    const details = { inviter: inv.inviter || 'A colleague', organization: inv.organization, role: inv.role };
    return composeInvitation(row.email, from, support, row.link, { ...details, days: INVITATION_DAYS });
  }
  if (row.kind === 'passkey-added' || row.kind === 'passkeys-reset')
    return composeAccountNotice(row.kind, { to: row.email, from, link: row.link, at: row.createdAt }, support);
  const minutes = Math.max(1, Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000));
  return composeSignInLink(row.email, from, support, row.link, minutes);
}

/**
 * Account emails (sign-in links, invitations, notices), each sent once from its `account_emails` row. The link
 * is cleared once the transport accepted it; a link already expired is not sent at all.
 */
export function createAccountEmails(ctx: ServiceContext, mailer: Mailer) {
  const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
  return {
    /** The `account-email` job: true when it sent something. */
    async sendOnce(id: string): Promise<boolean> {
      const [row] = await ctx.db.select().from(accountEmails).where(eq(accountEmails.id, id));
      if (!row?.link || row.sentAt) return false;
      const now = ctx.clock();
      const message: Mail.Options | undefined =
        row.expiresAt > now ? await compose(ctx, support, { ...row, link: row.link }) : undefined;
      if (message) {
        const messageId = messageIdOf(row.id, ctx.env.PUBLIC_URL);
        await mailer.send({ ...message, messageId }, messageId.slice(1, -1));
      }
      await ctx.db
        .update(accountEmails)
        .set({ link: null, sentAt: now })
        .where(and(eq(accountEmails.id, id), isNull(accountEmails.sentAt)));
      // The kind only: the address and the link are personal data and a credential.
      ctx.log.info({ kind: row.kind, expired: row.expiresAt <= now, sent: Boolean(message) }, 'account email sent');
      return Boolean(message);
    },
  };
}
