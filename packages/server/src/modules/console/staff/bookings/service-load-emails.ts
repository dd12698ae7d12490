import { and, asc, eq } from 'drizzle-orm';
import { contactMessages, contactReplies, operatorDeliveries, operatorEvents } from '../../../../db/schema/index';
import type { ServiceContext } from '../../../../services/context';

type Delivery = { status: 'sending' | 'delivered' | 'retrying' | 'failed'; finishedAt: Date | null };

/** The booking's operator events, each with its email attempts in order (never the webhook's). */
async function operatorEmailsOf(ctx: ServiceContext, bookingId: string) {
  const rows = await ctx.db
    .select({
      id: operatorEvents.id,
      type: operatorEvents.type,
      createdAt: operatorEvents.createdAt,
      status: operatorDeliveries.status,
      finishedAt: operatorDeliveries.finishedAt,
    })
    .from(operatorEvents)
    .leftJoin(
      operatorDeliveries,
      and(eq(operatorDeliveries.eventId, operatorEvents.id), eq(operatorDeliveries.channel, 'email')),
    )
    .where(eq(operatorEvents.bookingId, bookingId))
    .orderBy(asc(operatorEvents.seq), asc(operatorDeliveries.attempt));
  const out = new Map<string, { id: string; type: string; createdAt: Date; deliveries: Delivery[] }>();
  for (const r of rows) {
    const entry = out.get(r.id) ?? { id: r.id, type: r.type, createdAt: r.createdAt, deliveries: [] };
    if (r.status) entry.deliveries.push({ status: r.status, finishedAt: r.finishedAt });
    out.set(r.id, entry);
  }
  return [...out.values()];
}

/**
 * Our replies to contact messages that name the booking, with the writer's address only to tell whether
 * they wrote as the booking's traveller (the page shows a role, never that address).
 */
function contactRepliesOf(ctx: ServiceContext, bookingId: string) {
  return ctx.db
    .select({
      id: contactReplies.id,
      messageId: contactMessages.id,
      createdAt: contactReplies.createdAt,
      sentAt: contactReplies.sentAt,
      writer: contactMessages.email,
    })
    .from(contactMessages)
    .innerJoin(contactReplies, eq(contactReplies.messageId, contactMessages.id))
    .where(eq(contactMessages.bookingId, bookingId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

/** The booking's emails kept outside its own rows: the car park's, and replies to contact messages. */
export async function loadEmailRows(ctx: ServiceContext, bookingId: string) {
  const [operatorEmails, replies] = await Promise.all([
    operatorEmailsOf(ctx, bookingId),
    contactRepliesOf(ctx, bookingId),
  ]);
  return { operatorEmails, contactReplies: replies };
}
