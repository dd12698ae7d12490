import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bookingSearchTerms, bookings, contactMessages } from '../../db/schema/index';
import type { Db } from '../../db/client';

/**
 * How the audit log names a traveller: a SHA-256 of their lower-cased email, so the log can show that two
 * requests were about the same person without holding the address (it outlives an erasure).
 */
export const travellerKey = (email: string) =>
  `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

type Reader = Pick<Db, 'select'>;

/** The ids of the bookings made with `email` (through the search terms: indexed, and exact). */
export async function bookingIdsOf(db: Reader, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookingSearchTerms.bookingId })
    .from(bookingSearchTerms)
    .where(and(eq(bookingSearchTerms.kind, 'email'), eq(bookingSearchTerms.term, email.trim().toLowerCase())));
  return rows.map((r) => r.id);
}

/** The bookings made with `email`, oldest stay first. */
export async function bookingsOf(db: Reader, email: string) {
  const ids = await bookingIdsOf(db, email);
  if (ids.length === 0) return [];
  return db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.entryDate), asc(bookings.id));
}

/** The contact messages sent from `email`, or naming one of `bookingIds`. */
export async function messagesOf(db: Reader, email: string, bookingIds: string[]) {
  const byEmail = sql`lower(${contactMessages.email}) = ${email.trim().toLowerCase()}`;
  const where = bookingIds.length ? sql`${byEmail} or ${inArray(contactMessages.bookingId, bookingIds)}` : byEmail;
  return db.select().from(contactMessages).where(where).orderBy(asc(contactMessages.createdAt));
}
