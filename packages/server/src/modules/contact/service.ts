import { randomUUID } from 'node:crypto';
import { type ContactMessage, bookingReferenceIn } from '@parking/core';
import { eq } from 'drizzle-orm';
import { bookings, contactMessages } from '../../db/schema/index';
import type { ServiceContext } from '../../services/context';

/** The booking whose reference the message names (in its subject or text), if one exists. */
async function linkedBooking(ctx: ServiceContext, message: ContactMessage): Promise<string | null> {
  const reference = bookingReferenceIn(`${message.subject}\n${message.message}`);
  if (!reference) return null;
  const [row] = await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
  return row?.id ?? null;
}

/** Stores the contact form's messages, linked to the booking they name; answers the new message's id. */
export function createContactMessages(ctx: ServiceContext) {
  return async function save(message: ContactMessage): Promise<string> {
    const id = randomUUID();
    const bookingId = await linkedBooking(ctx, message);
    await ctx.db.insert(contactMessages).values({ id, ...message, bookingId, createdAt: ctx.clock() });
    ctx.log.info({ contactMessageId: id, linked: Boolean(bookingId) }, 'contact message received');
    return id;
  };
}
