import { and, eq, isNull } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { contactMessages, contactReplies } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import type { JobData } from '../jobs/queue';
import { composeContactReply } from './compose-contact-reply';
import type { Mailer } from './transport';

/** The Message-ID of a reply: its row's id, so a resend after a crash replaces the same outbox file. */
const messageIdOf = (replyId: string, publicUrl: string) => `<contact-reply.${replyId}@${new URL(publicUrl).hostname}>`;

/** A reply and the message it answers. */
async function read(ctx: ServiceContext, replyId: string) {
  const [row] = await ctx.db
    .select({ reply: contactReplies, message: contactMessages })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactReplies.id, replyId));
  return row;
}

/** The reply's email, to the message's writer. */
function messageOf(ctx: ServiceContext, { reply, message }: NonNullable<Awaited<ReturnType<typeof read>>>) {
  const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
  return composeContactReply(
    {
      to: { name: message.name, email: message.email },
      subject: message.subject,
      body: reply.body,
      original: message.message,
    },
    ctx.env.MAIL_FROM,
    support,
  );
}

/**
 * A reply to a contact message naming `bookingId` again (support's resend, to the message's writer);
 * undefined when it names another booking or its writer asked to be erased.
 */
export async function contactReplyAgain(
  ctx: ServiceContext,
  bookingId: string,
  replyId: string,
): Promise<Mail.Options | undefined> {
  const row = await read(ctx, replyId);
  if (!row || row.message.bookingId !== bookingId || row.message.email.endsWith('@invalid')) return undefined;
  return messageOf(ctx, row);
}

/**
 * Staff replies to contact messages (`booking-email` jobs of kind `contact-reply`: `bookingId` the
 * message, `eventId` the reply), each sent once: `contact_replies.sent_at` is set only after the
 * transport accepted it, so a crash in between sends it again, with the same Message-ID, on restart.
 */
export function createContactReplyEmails(ctx: ServiceContext, mailer: Mailer) {
  return {
    /** Sends the reply unless it was sent already; true when it sent. */
    async sendOnce({ bookingId, eventId }: JobData): Promise<boolean> {
      if (!eventId) return false;
      const row = await read(ctx, eventId);
      if (!row || row.reply.sentAt || row.message.id !== bookingId) return false;
      // The sender asked to be erased meanwhile: nobody to write to.
      if (row.message.email.endsWith('@invalid')) return false;
      const { reply, message } = row;
      const mail = messageOf(ctx, row);
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
