import { type SQL, and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  bookingAmendments,
  bookingNotes,
  bookings,
  contactMessages,
  contactReplies,
  handoverPhotos,
  handovers,
  operatorEvents,
  reviews,
} from '../../db/schema/index';
import type { Tx } from '../availability';
import { ERASED, anonymisedDetails, anonymisedPayload, erasedEmail, registrationMap } from './anonymise';

/** What a note about an erased traveller reads (the note's time and author stay: they explain money actions). */
const ERASED_NOTE = '[Erased with the traveller’s personal data]';

/** The handovers' registrations and notes erased and their photos deleted (the times and readings stay). */
async function eraseHandovers(tx: Tx, bookingId: string, registration: (r: string) => string) {
  const rows = await tx.select().from(handovers).where(eq(handovers.bookingId, bookingId));
  if (rows.length === 0) return;
  await tx.delete(handoverPhotos).where(
    inArray(
      handoverPhotos.handoverId,
      rows.map((h) => h.id),
    ),
  );
  for (const h of rows)
    await tx
      .update(handovers)
      .set({ registration: registration(h.registration), notes: null, keyTag: null })
      .where(eq(handovers.id, h.id));
}

/**
 * Erases one booking's personal fields everywhere they are held, in `tx`: the booking's details and email
 * (the search terms follow by the trigger), pending or applied amendments' copies, the operator events'
 * payloads, the handovers, the review's text, staff notes and the contact messages linked to it. Money
 * records stay: amounts, dates, references, provider ids and every booking event. False when it was
 * already anonymised (erasing twice changes nothing).
 */
export async function anonymiseBooking(tx: Tx, bookingId: string, now: Date): Promise<boolean> {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!b || b.anonymisedAt) return false;
  const email = erasedEmail(b.id);
  const registration = registrationMap(b.details);
  await tx
    .update(bookings)
    .set({ details: anonymisedDetails(b.details, email, registration), email, anonymisedAt: now })
    .where(eq(bookings.id, b.id));
  for (const a of await tx.select().from(bookingAmendments).where(eq(bookingAmendments.bookingId, b.id)))
    await tx
      .update(bookingAmendments)
      .set({ stay: { ...a.stay, details: anonymisedDetails(a.stay.details, email, registration) } })
      .where(eq(bookingAmendments.id, a.id));
  for (const e of await tx.select().from(operatorEvents).where(eq(operatorEvents.bookingId, b.id)))
    await tx
      .update(operatorEvents)
      .set({ payload: anonymisedPayload(e.payload, email, registration) })
      .where(eq(operatorEvents.id, e.id));
  await eraseHandovers(tx, b.id, registration);
  await tx.update(reviews).set({ text: '' }).where(eq(reviews.bookingId, b.id));
  await tx.update(bookingNotes).set({ body: ERASED_NOTE }).where(eq(bookingNotes.bookingId, b.id));
  await anonymiseMessages(tx, { bookingId: b.id });
  return true;
}

/**
 * Erases contact messages sent from `email` or linked to `bookingId`, and the replies to them: the
 * sender's name, address, subject and text, and our replies' text. Answers how many messages it erased.
 */
export async function anonymiseMessages(tx: Tx, by: { email?: string; bookingId?: string }): Promise<number> {
  const conditions = [
    ...(by.email ? [sql`lower(${contactMessages.email}) = ${by.email.toLowerCase()}`] : []),
    ...(by.bookingId ? [eq(contactMessages.bookingId, by.bookingId)] : []),
  ];
  if (conditions.length === 0) return 0;
  return eraseMessagesWhere(tx, or(...conditions)!);
}

/** Erases the contact messages `where` selects (those not erased already) and our replies to them. */
async function eraseMessagesWhere(tx: Tx, where: SQL): Promise<number> {
  const rows = await tx
    .select({ id: contactMessages.id, email: contactMessages.email })
    .from(contactMessages)
    // Erased ones skipped in the query: the daily retention run would otherwise read every old one again.
    .where(and(where, sql`${contactMessages.email} not like 'erased+%@invalid'`));
  const fresh = rows.filter((m) => m.email !== erasedEmail(m.id));
  for (const m of fresh) {
    await tx
      .update(contactMessages)
      .set({ name: ERASED, email: erasedEmail(m.id), subject: ERASED, message: ERASED })
      .where(eq(contactMessages.id, m.id));
    await tx.update(contactReplies).set({ body: ERASED }).where(eq(contactReplies.messageId, m.id));
  }
  return fresh.length;
}

/** Erases contact messages received before `before` (the retention period), with our replies. */
export const anonymiseMessagesBefore = (tx: Tx, before: Date): Promise<number> =>
  eraseMessagesWhere(tx, lt(contactMessages.createdAt, before));
