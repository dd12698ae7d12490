import { and, eq, isNull } from 'drizzle-orm';
import { accountEmails } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { composeSignInLink } from './compose-sign-in';
import type { Mailer } from './transport';

/** The Message-ID of an account email: its row's id, so a retried send replaces the same outbox file. */
const messageIdOf = (id: string, publicUrl: string) => `<account.${id}@${new URL(publicUrl).hostname}>`;

/**
 * Account emails (sign-in links), each sent once from its `account_emails` row. The link is cleared
 * once the transport accepted it; a link already expired is not sent at all.
 */
export function createAccountEmails(ctx: ServiceContext, mailer: Mailer) {
  const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
  return {
    /** The `account-email` job: true when it sent something. */
    async sendOnce(id: string): Promise<boolean> {
      const [row] = await ctx.db.select().from(accountEmails).where(eq(accountEmails.id, id));
      if (!row?.link || row.sentAt) return false;
      const now = ctx.clock();
      const minutes = Math.max(1, Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000));
      if (row.expiresAt > now) {
        const messageId = messageIdOf(row.id, ctx.env.PUBLIC_URL);
        const message = composeSignInLink(row.email, ctx.env.MAIL_FROM, support, row.link, minutes);
        await mailer.send({ ...message, messageId }, messageId.slice(1, -1));
      }
      await ctx.db
        .update(accountEmails)
        .set({ link: null, sentAt: now })
        .where(and(eq(accountEmails.id, id), isNull(accountEmails.sentAt)));
      // The kind only: the address and the link are personal data and a credential.
      ctx.log.info({ kind: row.kind, expired: row.expiresAt <= now }, 'account email sent');
      return row.expiresAt > now;
    },
  };
}
