import type { Handover, HandoverList } from '@parking/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bookings, handoverPhotos, handovers, providers } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit } from '../../../../services/audit/index';
import type { ServiceContext } from '../../../../services/context';

/** Where a stored photo is served (to the operator's members and our staff only). */
const photoUrl = (id: string) => `/api/v1/console/handover-photos/${id}`;

/** The organisations whose car parks the member may see: their own, or every one for our staff. */
const scopeOf = (member: ConsoleMember) =>
  member.kind === 'staff' ? undefined : eq(providers.organizationId, member.organizationId);

/**
 * The booking with `reference` at one of the member's organisation's car parks (any car park for
 * staff); a partner, another operator's booking or an unknown reference all answer the same 404.
 */
export async function bookingFor(ctx: ServiceContext, member: ConsoleMember, reference: string) {
  if (member.kind === 'partner') throw notFound('Booking');
  const [row] = await ctx.db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      providerId: bookings.providerId,
      organizationId: providers.organizationId,
      carPark: providers.name,
      details: bookings.details,
      entryDate: bookings.entryDate,
      entryTime: bookings.entryTime,
      exitDate: bookings.exitDate,
      exitTime: bookings.exitTime,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(and(eq(bookings.reference, reference), eq(bookings.test, false), scopeOf(member)));
  if (!row) throw notFound('Booking');
  return row;
}
export type HandoverBooking = Awaited<ReturnType<typeof bookingFor>>;

/** A booking's handover rows, oldest first. */
export function handoverRows(ctx: ServiceContext, bookingId: string) {
  return ctx.db
    .select()
    .from(handovers)
    .where(eq(handovers.bookingId, bookingId))
    .orderBy(asc(handovers.at), asc(handovers.createdAt));
}

/** A staff read of a booking's handover records, on the audit log (how many records it showed). */
function recordStaffRead(audit: Audit, member: ConsoleMember, reference: string, records: number) {
  return audit.record({
    actor: { kind: 'staff', userId: member.userId, organizationId: member.organizationId },
    organizationId: null,
    action: 'booking.handovers-viewed',
    target: { type: 'booking', id: reference },
    fields: { records: { before: null, after: records } },
  });
}

/**
 * The booking's handover records with their photos' ids and addresses (not their bytes). Our staff's
 * every read is recorded as `booking.handovers-viewed` on the booking (registrations, mileage and notes
 * are the traveller's data, like a photo); the operator's members are the tenant that owns them.
 */
export async function listHandovers(
  deps: { ctx: ServiceContext; audit: Audit },
  member: ConsoleMember,
  reference: string,
): Promise<HandoverList> {
  const { ctx } = deps;
  const booking = await bookingFor(ctx, member, reference);
  const rows = await handoverRows(ctx, booking.id);
  if (member.kind === 'staff') await recordStaffRead(deps.audit, member, booking.reference, rows.length);
  const photos = rows.length
    ? await ctx.db
        .select({
          id: handoverPhotos.id,
          handoverId: handoverPhotos.handoverId,
          width: handoverPhotos.width,
          height: handoverPhotos.height,
        })
        .from(handoverPhotos)
        .where(
          inArray(
            handoverPhotos.handoverId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(handoverPhotos.position))
    : [];
  const d = booking.details;
  const records: Handover[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    registration: r.registration,
    at: r.at.toISOString(),
    staffName: r.staffName,
    mileage: r.mileage,
    fuel: r.fuel,
    keyTag: r.keyTag,
    bay: r.bay,
    notes: r.notes,
    photos: photos
      .filter((p) => p.handoverId === r.id)
      .map((p) => ({ id: p.id, url: photoUrl(p.id), width: p.width, height: p.height })),
  }));
  return {
    booking: {
      reference: booking.reference,
      name: [d.title, d.firstName, d.lastName].filter(Boolean).join(' '),
      carPark: booking.carPark,
      entry: { date: booking.entryDate, time: booking.entryTime },
      exit: { date: booking.exitDate, time: booking.exitTime },
      vehicles: d.vehicles.map((v) => ({ registration: v.registration, make: v.make, colour: v.colour })),
    },
    handovers: records,
  };
}

/**
 * One photo's bytes and type, when the member's organisation runs its car park (or the member is staff).
 * Our staff's every fetch is recorded as `booking.photo-viewed` on the booking (a view of the traveller's
 * car and plate, like opening the booking's page); the operator's members are the tenant that owns it.
 */
export async function handoverPhoto(deps: { ctx: ServiceContext; audit: Audit }, member: ConsoleMember, id: string) {
  if (member.kind === 'partner') throw notFound('Photo');
  const [row] = await deps.ctx.db
    .select({
      contentType: handoverPhotos.contentType,
      data: handoverPhotos.data,
      reference: bookings.reference,
      handover: handovers.kind,
    })
    .from(handoverPhotos)
    .innerJoin(handovers, eq(handovers.id, handoverPhotos.handoverId))
    .innerJoin(providers, eq(providers.id, handovers.providerId))
    .innerJoin(bookings, eq(bookings.id, handovers.bookingId))
    .where(and(eq(handoverPhotos.id, id), scopeOf(member)));
  if (!row) throw notFound('Photo');
  if (member.kind === 'staff')
    await deps.audit.record({
      actor: { kind: 'staff', userId: member.userId, organizationId: member.organizationId },
      organizationId: null,
      action: 'booking.photo-viewed',
      target: { type: 'booking', id: row.reference },
      fields: { photo: { before: null, after: id }, handover: { before: null, after: row.handover } },
    });
  return { contentType: row.contentType, data: row.data };
}
