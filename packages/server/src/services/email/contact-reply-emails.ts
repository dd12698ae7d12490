import { and, eq, isNull } from 'drizzle-orm';
import { contactMessages, contactReplies } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import type { JobData } from '../jobs/queue';
import { composeContactReply } from './compose-contact-reply';
import type { Mailer } from './transport';

/** The Message-ID of a reply: its row's id, so a resend after a crash replaces the same outbox file. */
const messageIdOf = (replyId: string, publicUrl: string) => `<contact-reply.${replyId}@${new URL(publicUrl).hostname}>`;

/**
 * Staff replies to contact messages (`booking-email` jobs of kind `contact-reply`: `bookingId` the
 * message, `eventId` the reply), each sent once: `contact_replies.sent_at` is set only after the
 * transport accepted it, so a crash in between sends it again, with the same Message-ID, on restart.
 */
export function createContactReplyEmails(ctx: ServiceContext, mailer: Mailer) {
  const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
  return {
    /** Sends the reply unless it was sent already; true when it sent. */
    async sendOnce({ bookingId, eventId }: JobData): Promise<boolean> {
      if (!eventId) return false;
      const [row] = await ctx.db
        .select({ reply: contactReplies, message: contactMessages })
        .from(contactReplies)
        .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
        .where(eq(contactReplies.id, eventId));
      if (!row || row.reply.sentAt || row.message.id !== bookingId) return false;
      // The sender asked to be erased meanwhile: nobody to write to.
      if (row.message.email.endsWith('@invalid')) return false;
      const { reply, message } = row;
      const mail = composeContactReply(
        {
          to: { name: message.name, email: message.email },
          subject: message.subject,
          body: reply.body,
          original: message.message,
        },
        ctx.env.MAIL_FROM,
        support,
      );
      const messageId = messageIdOf(reply.id, ctx.env.PUBLIC_URL);
      const where = await mailer.send({ ...mail, messageId }, messageId.slice(1, -1));
      await ctx.db
        .update(contactReplies)
        .set({ sentAt: ctx.clock() })
        .where(and(eq(contactReplies.id, reply.id), isNull(contactReplies.sentAt)));
      // Ids only: the address and the text are personal data.
      ctx.log.info({ contactMessageId: message.id, replyId: reply.id, where }, 'contact reply sent');
      return true;
    },
  };
}
