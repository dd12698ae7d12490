import { randomUUID } from 'node:crypto';
import { HandoverFieldsSchema, issuesToFields } from '@parking/core';
import { handoverPhotos, handovers } from '../../../../db/schema/index';
import { AppError, validationFailed } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit } from '../../../../services/audit/index';
import type { ServiceContext } from '../../../../services/context';
import { type JobQueue, QUEUES } from '../../../../services/jobs/queue';
import { type CheckedHandover, checkHandover } from './rules';
import { type HandoverBooking, handoverRows } from './service';
import type { HandoverUpload } from './upload';

/** What recording a handover needs besides the database: the audit log and the job queue. */
export type RecordDeps = { ctx: ServiceContext; audit: Audit; jobs: JobQueue };

/** The audit entry of a handover: what was recorded; the registration and notes (personal) as changed only. */
function auditEntry(member: ConsoleMember, booking: HandoverBooking, id: string, h: CheckedHandover, photos: number) {
  return {
    actor: { kind: member.kind === 'staff' ? ('staff' as const) : ('member' as const), ...pick(member) },
    organizationId: booking.organizationId,
    action: `handover.${h.kind}`,
    target: { type: 'handover', id },
    fields: {
      booking: { before: null, after: booking.reference },
      registration: { before: null, after: h.registration, personal: true },
      at: { before: null, after: h.at.toISOString() },
      mileage: { before: null, after: h.mileage },
      fuel: { before: null, after: h.fuel },
      keyTag: { before: null, after: h.keyTag },
      bay: { before: null, after: h.bay },
      notes: { before: null, after: h.notes, personal: true },
      photos: { before: 0, after: photos },
    },
  };
}
const pick = (m: ConsoleMember) => ({ userId: m.userId, organizationId: m.organizationId });

/** True for PostgreSQL's unique violation (two desks recording the same car at once). */
const isUniqueViolation = (err: unknown) =>
  [err, (err as { cause?: unknown }).cause].some((e) => (e as { code?: string } | undefined)?.code === '23505');

/**
 * Records one handover of `booking` (read with `bookingFor`, so the member's own): the rules checked
 * (rules.ts), then in one transaction the record, its photos (already re-encoded), the audit entry and,
 * for a check-in or check-out, the traveller's email job. Returns the new handover's id.
 */
export async function recordHandover(
  deps: RecordDeps,
  member: ConsoleMember,
  booking: HandoverBooking,
  upload: HandoverUpload,
): Promise<string> {
  const { ctx } = deps;
  const parsed = HandoverFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw validationFailed(issuesToFields(parsed.error.issues));
  const now = ctx.clock();
  const h = checkHandover(parsed.data, booking, await handoverRows(ctx, booking.id), now);
  const id = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(handovers).values({
        id,
        bookingId: booking.id,
        providerId: booking.providerId,
        ...h,
        staffUserId: member.userId,
        staffName: member.name,
        createdAt: now,
      });
      if (upload.photos.length > 0)
        await tx
          .insert(handoverPhotos)
          .values(
            upload.photos.map((p, position) => ({ id: randomUUID(), handoverId: id, position, ...p, createdAt: now })),
          );
      await deps.audit.record(auditEntry(member, booking, id, h, upload.photos.length), tx);
      if (h.kind !== 'no-show') {
        const kind = h.kind === 'check-in' ? 'checked-in' : 'checked-out';
        await deps.jobs.send(
          QUEUES.email,
          { bookingId: booking.id, reference: booking.reference, kind, eventId: id },
          tx,
        );
      }
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError(409, 'CONFLICT', 'This handover has just been recorded by someone else');
    throw err;
  }
  return id;
}
