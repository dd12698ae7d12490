import { z } from 'zod/mini';

/**
 * The contact-form inbox (issue 24): `GET /api/v1/console/staff/messages?status=` lists messages,
 * `POST …/:id/assign` gives one to a staff member, `POST …/:id/reply` emails the sender and marks it
 * answered. The server answers with these shapes and the staff messages page parses with them.
 */

/** Where a message is in the inbox: new → assigned → answered. */
export const INBOX_STATUSES = ['new', 'assigned', 'answered'] as const;
export const InboxStatusSchema = z.enum(INBOX_STATUSES);
export type InboxStatus = z.infer<typeof InboxStatusSchema>;

/** The first booking reference (`CAP-` + 6 Crockford characters) a text names, upper-cased; undefined when none. */
export function bookingReferenceIn(text: string): string | undefined {
  const found = /\bCAP-[0-9A-HJKMNP-TV-Z]{6}\b/i.exec(text);
  return found ? found[0].toUpperCase() : undefined;
}

/** A staff reply, as sent (or still waiting for the mail transport: `sentAt` null). */
export const StaffReplySchema = z.object({
  id: z.string(),
  /** The staff member's name (their user id when they have none). */
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type StaffReply = z.infer<typeof StaffReplySchema>;

/** One contact message as support staff see it. */
export const StaffMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: InboxStatusSchema,
  /** The staff member it is assigned to. */
  assignedTo: z.nullable(z.object({ id: z.string(), name: z.string() })),
  answeredAt: z.nullable(z.string()),
  /** The booking whose reference the message names, when one matched. */
  booking: z.nullable(z.object({ reference: z.string() })),
  replies: z.array(StaffReplySchema),
});
export type StaffMessage = z.infer<typeof StaffMessageSchema>;

/** `GET /api/v1/console/staff/messages`: newest first, at most 200. */
export const StaffMessagesSchema = z.object({ messages: z.array(StaffMessageSchema) });
export type StaffMessages = z.infer<typeof StaffMessagesSchema>;

/** `POST …/:id/assign`: to the signed-in staff member (`me`) or another staff member's user id. */
export const AssignMessageSchema = z.object({
  to: z.string({ error: 'Choose who takes it' }).check(z.trim(), z.minLength(1, 'Choose who takes it')),
});
export type AssignMessage = z.infer<typeof AssignMessageSchema>;

/** The longest reply, in characters. */
export const MAX_REPLY_LENGTH = 5000;

/** `POST …/:id/reply`: the reply's text, emailed to the sender. */
export const ReplyMessageSchema = z.object({
  body: z
    .string({ error: 'Write your reply' })
    .check(
      z.trim(),
      z.minLength(1, 'Write your reply'),
      z.maxLength(MAX_REPLY_LENGTH, `At most ${MAX_REPLY_LENGTH} characters`),
    ),
});
export type ReplyMessage = z.infer<typeof ReplyMessageSchema>;
