import type { InboxStatus, StaffMessage } from '@parking/core';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { bookings, contactMessages, contactReplies, users } from '../../db/schema/index';
import type { ServiceContext } from '../context';

/** The inbox shows at most this many messages of a status (the oldest unanswered ones are never hidden: newest first). */
const LIMIT = 200;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Each user's name (the id when the user has gone or has no name). */
async function namesOf(ctx: ServiceContext, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name || r.id]));
}

/** Messages of a status (every status when none), newest first, with their replies and linked booking. */
export async function listMessages(ctx: ServiceContext, status?: InboxStatus, id?: string): Promise<StaffMessage[]> {
  const where = id ? eq(contactMessages.id, id) : status ? eq(contactMessages.status, status) : undefined;
  const rows = await ctx.db
    .select({ m: contactMessages, reference: bookings.reference })
    .from(contactMessages)
    .leftJoin(bookings, eq(bookings.id, contactMessages.bookingId))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(LIMIT);
  const ids = rows.map((r) => r.m.id);
  const replies = ids.length
    ? await ctx.db
        .select()
        .from(contactReplies)
        .where(inArray(contactReplies.messageId, ids))
        .orderBy(asc(contactReplies.createdAt))
    : [];
  const names = await namesOf(ctx, [
    ...rows.flatMap((r) => (r.m.assignedTo ? [r.m.assignedTo] : [])),
    ...replies.map((r) => r.authorId),
  ]);
  return rows.map(({ m, reference }) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    status: m.status,
    assignedTo: m.assignedTo ? { id: m.assignedTo, name: names.get(m.assignedTo) ?? m.assignedTo } : null,
    answeredAt: iso(m.answeredAt),
    booking: reference ? { reference } : null,
    replies: replies
      .filter((r) => r.messageId === m.id)
      .map((r) => ({
        id: r.id,
        author: names.get(r.authorId) ?? r.authorId,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
        sentAt: iso(r.sentAt),
      })),
  }));
}
