import { asc, inArray } from 'drizzle-orm';
import {
  bookingAmendments,
  bookingEvents,
  bookingNotes,
  contactReplies,
  handoverPhotos,
  handovers,
  lookupFailures,
  operatorDeliveries,
  operatorEvents,
  reviews,
} from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { bookingsOf, messagesOf } from './find';

/** What the export says it is, so the file explains itself to the traveller who receives it. */
const ABOUT =
  'Everything we hold about the traveller with this email address: each booking (with its history, ' +
  'amendments, handover records, review, notes and what its car park was told) and each contact message ' +
  'with our replies. Handover photos are listed by id; we send them separately on request.';

/** Rows of `table` whose `column` is one of `ids`, in a stable order. */
const rowsFor = async <T>(ids: string[], read: (ids: string[]) => Promise<T[]>): Promise<T[]> =>
  ids.length ? read(ids) : [];

/** One booking's related records (each keyed by booking id). */
async function related(ctx: ServiceContext, ids: string[]) {
  const db = ctx.db;
  const [events, amendments, handoverRows, reviewRows, notes, operator] = await Promise.all([
    rowsFor(ids, (i) =>
      db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, i)).orderBy(asc(bookingEvents.seq)),
    ),
    rowsFor(ids, (i) => db.select().from(bookingAmendments).where(inArray(bookingAmendments.bookingId, i))),
    rowsFor(ids, (i) => db.select().from(handovers).where(inArray(handovers.bookingId, i)).orderBy(asc(handovers.at))),
    rowsFor(ids, (i) => db.select().from(reviews).where(inArray(reviews.bookingId, i))),
    rowsFor(ids, (i) => db.select().from(bookingNotes).where(inArray(bookingNotes.bookingId, i))),
    rowsFor(ids, (i) =>
      db.select().from(operatorEvents).where(inArray(operatorEvents.bookingId, i)).orderBy(asc(operatorEvents.seq)),
    ),
  ]);
  const photos = await rowsFor(
    handoverRows.map((h) => h.id),
    (i) =>
      db
        .select({
          id: handoverPhotos.id,
          handoverId: handoverPhotos.handoverId,
          contentType: handoverPhotos.contentType,
        })
        .from(handoverPhotos)
        .where(inArray(handoverPhotos.handoverId, i))
        .orderBy(asc(handoverPhotos.position)),
  );
  const deliveries = await rowsFor(
    operator.map((e) => e.id),
    (i) => db.select().from(operatorDeliveries).where(inArray(operatorDeliveries.eventId, i)),
  );
  return { events, amendments, handoverRows, reviewRows, notes, operator, photos, deliveries };
}

/**
 * Everything held about the traveller with `email`, as one JSON document (UK GDPR right of access): every
 * booking row with its details, events, amendments, handovers (photos by id, never their bytes), review,
 * staff notes, operator events (payload and delivery log), failed look-ups of its reference, and every
 * contact message from that address with our replies.
 */
export async function exportTraveller(ctx: ServiceContext, email: string) {
  const found = await bookingsOf(ctx.db, email);
  const ids = found.map((b) => b.id);
  const r = await related(ctx, ids);
  const lookups = await rowsFor(
    found.map((b) => b.reference),
    (refs) => ctx.db.select().from(lookupFailures).where(inArray(lookupFailures.reference, refs)),
  );
  const messages = await messagesOf(ctx.db, email, ids);
  const replies = await rowsFor(
    messages.map((m) => m.id),
    (i) => ctx.db.select().from(contactReplies).where(inArray(contactReplies.messageId, i)),
  );
  const of = <T extends { bookingId: string }>(rows: T[], id: string) => rows.filter((x) => x.bookingId === id);
  return {
    about: ABOUT,
    email: email.trim().toLowerCase(),
    exportedAt: ctx.clock().toISOString(),
    bookings: found.map((b) => ({
      booking: b,
      events: of(r.events, b.id),
      amendments: of(r.amendments, b.id),
      handovers: of(r.handoverRows, b.id).map((h) => ({
        ...h,
        photos: r.photos.filter((p) => p.handoverId === h.id).map((p) => ({ id: p.id, contentType: p.contentType })),
      })),
      review: of(r.reviewRows, b.id)[0] ?? null,
      notes: of(r.notes, b.id),
      operatorEvents: of(r.operator, b.id).map((e) => ({
        ...e,
        deliveries: r.deliveries.filter((d) => d.eventId === e.id),
      })),
      failedLookups: lookups.filter((l) => l.reference === b.reference).map(({ id, at }) => ({ id, at })),
    })),
    contactMessages: messages.map((m) => ({ ...m, replies: replies.filter((x) => x.messageId === m.id) })),
  };
}
