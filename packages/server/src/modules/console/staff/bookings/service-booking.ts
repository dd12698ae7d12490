import { randomUUID } from 'node:crypto';
import { type StaffBooking, type StaffBookingNote, type StaffEmail, commissionOf } from '@parking/core';
import { bookingNotes } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit } from '../../../../services/audit/index';
import { londonToday } from '../../../../services/commission';
import type { ServiceContext } from '../../../../services/context';
import type { JobQueue } from '../../../../services/jobs/queue';
import { balances } from '../../../../services/manage/ledger';
import { type LoadedBooking, bookingIdOf, loadBooking } from './service-load';
import { emailsOf } from './service-emails';
import { moneyOf } from './view-money';
import { timelineOf } from './view-timeline';

/** What the staff booking routes need: the database and the audit log's writer. */
export type StaffBookingDeps = { ctx: ServiceContext; audit: Audit };

const photoUrl = (id: string) => `/api/v1/console/handover-photos/${id}`;

/** The partner it came through and the commission core's rule gives it today (the earnings page's rule). */
function partnerOf(ctx: ServiceContext, l: LoadedBooking): StaffBooking['partner'] {
  const b = l.booking;
  if (!b.partnerOrgId) return null;
  const sessions = balances(b, l.events);
  const facts = {
    status: b.status,
    test: b.test,
    commissionBps: b.commissionBps,
    paid: sessions.reduce((sum, s) => sum + s.paid, 0),
    refunded: sessions.reduce((sum, s) => sum + s.refunded, 0),
    exitDate: b.exitDate,
    statementAmount: l.statementAmount ?? null,
  };
  return {
    name: l.partner ?? b.partnerOrgId,
    keyName: l.keyName ?? null,
    commissionBps: b.commissionBps,
    commission: commissionOf(facts, londonToday(ctx)),
  };
}

function viewOf(ctx: ServiceContext, l: LoadedBooking, emails: StaffEmail[]): StaffBooking {
  const b = l.booking;
  const d = b.details;
  const iso = (x: Date) => x.toISOString();
  return {
    reference: b.reference,
    status: b.status,
    test: b.test,
    createdAt: iso(b.createdAt),
    anonymised: b.anonymisedAt !== null,
    traveller: {
      name: `${d.title ? `${d.title} ` : ''}${d.firstName} ${d.lastName}`.trim(),
      email: b.email,
      phone: d.phone,
    },
    vehicles: d.vehicles,
    flights: {
      outboundTerminal: d.outboundTerminal ?? null,
      outboundFlight: d.outboundFlight ?? null,
      returnFlight: d.returnFlight ?? null,
    },
    passengers: d.passengers,
    stay: {
      entryDate: b.entryDate,
      entryTime: b.entryTime,
      exitDate: b.exitDate,
      exitTime: b.exitTime,
      days: b.days,
      noOfVehicles: b.noOfVehicles,
    },
    airport: { id: b.airportId, name: l.airport },
    carPark: { id: b.providerId, name: l.carPark },
    price: { subtotal: b.subtotal, discount: b.discount, coupon: b.couponCode, amount: b.amount },
    partner: partnerOf(ctx, l),
    money: moneyOf(l),
    emails,
    amendments: l.amendments.map((a) => ({
      at: iso(a.createdAt),
      status: a.status,
      difference: a.difference,
      entryDate: a.stay.entryDate,
      exitDate: a.stay.exitDate,
    })),
    handovers: l.handovers.map(({ row, photoIds }) => ({
      kind: row.kind,
      at: iso(row.at),
      registration: row.registration,
      recordedBy: row.staffName,
      mileage: row.mileage,
      fuel: row.fuel,
      keyTag: row.keyTag,
      bay: row.bay,
      notes: row.notes,
      photos: photoIds.map(photoUrl),
    })),
    notes: l.notes.map((n) => ({ at: iso(n.createdAt), author: l.names.get(n.authorId) ?? null, body: n.body })),
    timeline: timelineOf(l),
  };
}

const staffActor = (member: ConsoleMember) => ({
  kind: 'staff' as const,
  userId: member.userId,
  organizationId: member.organizationId,
});

/**
 * The whole booking for support staff (its emails' states from the job queue too), and an audit entry `booking.viewed` (who looked, when) on every
 * call: opening a booking is a view of the traveller's personal data. 404 for an unknown reference.
 */
export async function viewBooking(
  deps: StaffBookingDeps & { jobs: Pick<JobQueue, 'find'> },
  member: ConsoleMember,
  reference: string,
): Promise<StaffBooking> {
  const loaded = await loadBooking(deps.ctx, reference);
  if (!loaded) throw notFound('Booking');
  await deps.audit.record({
    actor: staffActor(member),
    organizationId: null,
    action: 'booking.viewed',
    target: { type: 'booking', id: loaded.booking.reference },
  });
  return viewOf(deps.ctx, loaded, await emailsOf(deps.jobs, loaded, deps.ctx.clock()));
}

/** Adds an internal note (never shown to the traveller), audited `booking.note-added` in one transaction. */
export async function addNote(
  deps: StaffBookingDeps,
  member: ConsoleMember,
  reference: string,
  body: string,
): Promise<StaffBookingNote> {
  const bookingId = await bookingIdOf(deps.ctx, reference);
  if (!bookingId) throw notFound('Booking');
  const at = deps.ctx.clock();
  await deps.ctx.db.transaction(async (tx) => {
    await tx.insert(bookingNotes).values({ id: randomUUID(), bookingId, authorId: member.userId, body, createdAt: at });
    await deps.audit.record(
      {
        actor: staffActor(member),
        organizationId: null,
        action: 'booking.note-added',
        target: { type: 'booking', id: reference },
        fields: { note: { before: null, after: 'added', personal: true } },
      },
      tx,
    );
  });
  return { at: at.toISOString(), author: member.name, body };
}
