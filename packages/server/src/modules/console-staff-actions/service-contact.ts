import { randomUUID } from 'node:crypto';
import type { StaffActionResult, StaffContact, StaffResend } from '@parking/core';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { ConsoleMember } from '../../services/accounts/tenancy';
import type { BookingRow } from '../../services/confirmation';
import { type JobData, QUEUES } from '../../services/jobs/queue';
import { type ActionDeps, auditAction, moneyOf } from './service';

/** A resend's job: `requestedAt` marks it a resend, its own `eventId` makes it its own job and message. */
function resendJob(deps: ActionDeps, member: ConsoleMember, row: BookingRow, kind: StaffResend['email']): JobData {
  const requestedAt = deps.ctx.clock().toISOString();
  return {
    bookingId: row.id,
    reference: row.reference,
    kind,
    eventId: randomUUID(),
    requestedBy: member.userId,
    requestedAt,
  };
}

/** Which emails a booking has had, so a resend is of an email it was sent. */
function resendRefusal(row: BookingRow, email: StaffResend['email']): string | undefined {
  if (email === 'confirmation' && !row.confirmedAt) return 'This booking was never confirmed.';
  if (email === 'cancellation' && row.status !== 'cancelled') return 'This booking is not cancelled.';
  return undefined;
}

/**
 * `POST …/resend`: the email again, as a new message through the durable email jobs (the job's
 * `requestedAt` makes it its own message; the email service sends the latest of its kind). Audited.
 */
export async function resendEmail(
  deps: ActionDeps,
  member: ConsoleMember,
  row: BookingRow,
  body: StaffResend,
): Promise<StaffActionResult> {
  const why = resendRefusal(row, body.email);
  if (why) throw new AppError(409, 'CHANGE_NOT_ALLOWED', why);
  await deps.ctx.db.transaction(async (tx) => {
    await deps.jobs.send(QUEUES.email, resendJob(deps, member, row, body.email), tx);
    await auditAction(deps, tx, member, row.reference, 'booking.email-resent', {
      email: { before: null, after: body.email },
    });
  });
  return { done: `The ${body.email} email is on its way again`, money: await moneyOf(deps.ctx, row) };
}

/**
 * `PATCH …/contact`: the traveller's email and phone. The search terms follow by the bookings trigger
 * (migration 0014); the audit entry says which changed, never the values; a changed email gets the
 * confirmation again at the new address (with its manage link).
 */
export async function changeContact(
  deps: ActionDeps,
  member: ConsoleMember,
  row: BookingRow,
  body: StaffContact,
): Promise<StaffActionResult> {
  const email = body.email?.trim() ?? row.email;
  const phone = body.phone?.trim() ?? row.details.phone;
  const emailChanged = email.toLowerCase() !== row.email.toLowerCase();
  await deps.ctx.db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ email, details: { ...row.details, email, phone } })
      .where(eq(bookings.id, row.id));
    await auditAction(deps, tx, member, row.reference, 'booking.contact-changed', {
      email: { before: row.email, after: email, personal: true },
      phone: { before: row.details.phone, after: phone, personal: true },
    });
    // Its own job and message, as any resend: without an event id two changes shared one Message-ID.
    if (emailChanged && row.confirmedAt)
      await deps.jobs.send(QUEUES.email, resendJob(deps, member, row, 'confirmation'), tx);
  });
  return { done: 'Contact details changed', money: await moneyOf(deps.ctx, row) };
}
