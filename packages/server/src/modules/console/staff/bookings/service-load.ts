import { asc, eq, inArray } from 'drizzle-orm';
import {
  airports,
  bookingAmendments,
  bookingEvents,
  bookingNotes,
  bookings,
  handoverPhotos,
  handovers,
  organizations,
  partnerStatementItems,
  partners,
  providers,
  users,
} from '../../../../db/schema/index';
import { auditAbout } from '../../../../services/audit/about';
import type { ServiceContext } from '../../../../services/context';
import { loadEmailRows } from './service-load-emails';

/** The booking row with what it points at, by its reference (the unique index). */
async function bookingByReference(ctx: ServiceContext, reference: string) {
  const [row] = await ctx.db
    .select({
      booking: bookings,
      airport: airports.name,
      carPark: providers.name,
      partner: organizations.name,
      keyName: partners.name,
      statementAmount: partnerStatementItems.amountPence,
    })
    .from(bookings)
    .innerJoin(airports, eq(airports.id, bookings.airportId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(organizations, eq(organizations.id, bookings.partnerOrgId))
    .leftJoin(partners, eq(partners.id, bookings.partnerKeyId))
    .leftJoin(partnerStatementItems, eq(partnerStatementItems.bookingId, bookings.id))
    .where(eq(bookings.reference, reference));
  return row;
}

/** The booking's id by its reference, or null. */
export async function bookingIdOf(ctx: ServiceContext, reference: string): Promise<string | null> {
  const [row] = await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
  return row?.id ?? null;
}

/** A handover with its photo ids (one query: handovers by booking, photos by handover, both indexed). */
async function handoversOf(ctx: ServiceContext, bookingId: string) {
  const rows = await ctx.db
    .select({ handover: handovers, photoId: handoverPhotos.id })
    .from(handovers)
    .leftJoin(handoverPhotos, eq(handoverPhotos.handoverId, handovers.id))
    .where(eq(handovers.bookingId, bookingId))
    .orderBy(asc(handovers.at), asc(handoverPhotos.position));
  const out = new Map<string, { row: typeof handovers.$inferSelect; photoIds: string[] }>();
  for (const r of rows) {
    const entry = out.get(r.handover.id) ?? { row: r.handover, photoIds: [] };
    if (r.photoId) entry.photoIds.push(r.photoId);
    out.set(r.handover.id, entry);
  }
  return [...out.values()];
}

/**
 * Everything about one booking, one query a table by the booking's id (or reference), side by side: the
 * booking page's budget is 50 ms at a million bookings. Null for an unknown reference.
 */
export async function loadBooking(ctx: ServiceContext, reference: string) {
  const head = await bookingByReference(ctx, reference);
  if (!head) return null;
  const id = head.booking.id;
  const [events, amendments, handoverList, notes, audit, emailRows] = await Promise.all([
    ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(asc(bookingEvents.seq)),
    ctx.db
      .select()
      .from(bookingAmendments)
      .where(eq(bookingAmendments.bookingId, id))
      .orderBy(asc(bookingAmendments.createdAt)),
    handoversOf(ctx, id),
    ctx.db
      .select()
      .from(bookingNotes)
      .where(eq(bookingNotes.bookingId, id))
      .orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id)),
    auditAbout(ctx.db, { type: 'booking', id: reference }),
    loadEmailRows(ctx, id),
  ]);
  const userIds = new Set<string>([
    ...events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
    ...notes.map((n) => n.authorId),
    ...audit.flatMap((a) => (a.actorId && (a.actorKind === 'member' || a.actorKind === 'staff') ? [a.actorId] : [])),
  ]);
  const names =
    userIds.size === 0
      ? []
      : await ctx.db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [...userIds]));
  return {
    ...head,
    events,
    amendments,
    handovers: handoverList,
    notes,
    audit,
    ...emailRows,
    names: new Map(names.map((u) => [u.id, u.name])),
  };
}

/** Everything `loadBooking` read. */
export type LoadedBooking = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;
