import type { DataRequestSummary, ErasureResult } from '@parking/core';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import type { ConsoleMember } from '../accounts/tenancy';
import type { Audit } from '../audit/index';
import type { ServiceContext } from '../context';
import { anonymiseBooking, anonymiseMessages } from './erase';
import { exportTraveller } from './export';
import { bookingIdsOf, bookingsOf, messagesOf, travellerKey } from './find';

/** What a data request needs: the database and the audit log's writer. */
export type PrivacyDeps = { ctx: ServiceContext; audit: Audit };

const actorOf = (m: ConsoleMember) => ({ kind: 'staff' as const, userId: m.userId, organizationId: m.organizationId });

/** What we hold for `email`, in outline (references, dates, statuses; no personal fields). Audited. */
export async function summarise(deps: PrivacyDeps, member: ConsoleMember, email: string): Promise<DataRequestSummary> {
  const found = await bookingsOf(deps.ctx.db, email);
  const messages = await messagesOf(
    deps.ctx.db,
    email,
    found.map((b) => b.id),
  );
  await deps.audit.record({
    actor: actorOf(member),
    organizationId: null,
    action: 'traveller.looked-up',
    target: { type: 'traveller', id: travellerKey(email) },
    fields: { bookings: { before: null, after: found.length } },
  });
  return {
    email,
    bookings: found.map((b) => ({
      reference: b.reference,
      status: b.status,
      entryDate: b.entryDate,
      exitDate: b.exitDate,
      anonymisedAt: b.anonymisedAt?.toISOString() ?? null,
    })),
    contactMessages: messages.length,
  };
}

/** The export document for `email`, audited as `traveller.exported` (the email as its SHA-256, never its value). */
export async function exportFor(deps: PrivacyDeps, member: ConsoleMember, email: string) {
  const document = await exportTraveller(deps.ctx, email);
  await deps.audit.record({
    actor: actorOf(member),
    organizationId: null,
    action: 'traveller.exported',
    target: { type: 'traveller', id: travellerKey(email) },
    fields: {
      bookings: { before: null, after: document.bookings.length },
      contactMessages: { before: null, after: document.contactMessages.length },
    },
  });
  return document;
}

/**
 * Erases the traveller with `email`: every booking's personal fields (money records kept) and every
 * contact message from that address, in one transaction, audited once for the request
 * (`traveller.erased`) and once per booking (`booking.anonymised`, target its reference).
 */
export async function eraseTraveller(deps: PrivacyDeps, member: ConsoleMember, email: string): Promise<ErasureResult> {
  return deps.ctx.db.transaction(async (tx) => {
    const now = deps.ctx.clock();
    const actor = actorOf(member);
    // Messages first: those linked to a booking are erased with it, and the count should still show them.
    const messages = await anonymiseMessages(tx, { email });
    let count = 0;
    for (const id of await bookingIdsOf(tx, email)) {
      const [row] = await tx.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, id));
      if (!(await anonymiseBooking(tx, id, now))) continue;
      count++;
      await deps.audit.record(
        {
          actor,
          organizationId: null,
          action: 'booking.anonymised',
          target: { type: 'booking', id: row!.reference },
          fields: { anonymisedAt: { before: null, after: now.toISOString() } },
        },
        tx,
      );
    }
    await deps.audit.record(
      {
        actor,
        organizationId: null,
        action: 'traveller.erased',
        target: { type: 'traveller', id: travellerKey(email) },
        fields: { bookings: { before: null, after: count }, contactMessages: { before: null, after: messages } },
      },
      tx,
    );
    return { bookings: count, contactMessages: messages };
  });
}
