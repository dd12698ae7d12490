import { randomUUID } from 'node:crypto';
import { RESENDABLE_EMAIL_WORDS, type ResendableEmail, type StaffActionResult, type StaffResend } from '@parking/core';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { contactMessages, contactReplies, handovers, reviews } from '../../../../../db/schema/index';
import { AppError } from '../../../../../errors';
import type { ConsoleMember } from '../../../../../services/accounts/tenancy';
import type { BookingRow } from '../../../../../services/confirmation';
import type { ServiceContext } from '../../../../../services/context';
import { type JobData, QUEUES } from '../../../../../services/jobs/queue';
import { eventsOf } from '../../../../../services/manage/ledger';
import { type ActionDeps, auditAction, moneyOf } from './service';

/**
 * A resend's job: `requestedAt` marks it a resend, its own `eventId` makes it its own job and message,
 * `aboutId` the event, handover, reply or review it sends again.
 */
export function resendJob(
  deps: ActionDeps,
  member: ConsoleMember,
  row: BookingRow,
  kind: ResendableEmail,
  aboutId?: string,
): JobData {
  return {
    bookingId: row.id,
    reference: row.reference,
    kind,
    eventId: randomUUID(),
    requestedBy: member.userId,
    requestedAt: deps.ctx.clock().toISOString(),
    ...(aboutId ? { aboutId } : {}),
  };
}

/** What a resend is about (an id) or, when the booking never had that email, why not. */
type Target = { aboutId?: string } | { refusal: string };

/** The booking's latest ledger event that emailed the traveller of `kind`. */
async function latestEvent(ctx: ServiceContext, row: BookingRow, kind: 'amendment' | 'cancellation' | 'staff-refund') {
  const events = await eventsOf(ctx, row.id);
  if (kind === 'amendment') return events.findLast((e) => e.kind === 'amended');
  if (kind === 'cancellation') return events.findLast((e) => e.kind === 'cancelled');
  // A refund our staff made on a booking that stands (one that came with a cancel is in that email).
  return events.findLast((e) => e.kind === 'refunded' && e.actorKind === 'staff' && e.cause === null);
}

async function latestHandover(ctx: ServiceContext, row: BookingRow, kind: 'check-in' | 'check-out') {
  const [h] = await ctx.db
    .select({ id: handovers.id })
    .from(handovers)
    .where(and(eq(handovers.bookingId, row.id), eq(handovers.kind, kind)))
    .orderBy(desc(handovers.at), desc(handovers.createdAt))
    .limit(1);
  return h;
}

/** Our latest reply to a contact message that names the booking (sent where the reply went: its writer). */
async function latestReply(ctx: ServiceContext, row: BookingRow) {
  const [r] = await ctx.db
    .select({ id: contactReplies.id, writer: contactMessages.email })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactMessages.bookingId, row.id))
    .orderBy(desc(contactReplies.createdAt))
    .limit(1);
  return r;
}

async function hiddenReview(ctx: ServiceContext, row: BookingRow) {
  const [r] = await ctx.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.bookingId, row.id), isNotNull(reviews.hiddenAt)));
  return r;
}

const about = (id: string | undefined, refusal: string): Target => (id ? { aboutId: id } : { refusal });

/** The thing the email is about, the latest of its kind, or the refusal when the booking has none. */
async function targetOf(ctx: ServiceContext, row: BookingRow, email: ResendableEmail): Promise<Target> {
  switch (email) {
    case 'confirmation':
      return row.confirmedAt ? {} : { refusal: 'This booking was never confirmed.' };
    case 'refund':
      return row.status === 'refunded' || row.refundEmailSentAt
        ? {}
        : { refusal: 'This booking was not refunded for want of spaces.' };
    case 'review-invite':
      return row.reviewInviteSentAt ? {} : { refusal: 'This booking has not been invited to review yet.' };
    case 'amendment':
      return about((await latestEvent(ctx, row, email))?.id, 'This booking has no amendment.');
    case 'cancellation':
      return row.status === 'cancelled'
        ? about((await latestEvent(ctx, row, email))?.id, 'This booking is not cancelled.')
        : { refusal: 'This booking is not cancelled.' };
    case 'staff-refund':
      return about((await latestEvent(ctx, row, email))?.id, 'This booking has no refund by our staff.');
    case 'checked-in':
      return about((await latestHandover(ctx, row, 'check-in'))?.id, 'This booking has no check-in.');
    case 'checked-out':
      return about((await latestHandover(ctx, row, 'check-out'))?.id, 'This booking has no check-out.');
    case 'review-hidden':
      return about((await hiddenReview(ctx, row))?.id, 'This booking has no hidden review.');
    case 'contact-reply': {
      const reply = await latestReply(ctx, row);
      if (reply?.writer.endsWith('@invalid')) return { refusal: 'The writer of that message asked to be erased.' };
      return about(reply?.id, 'No reply of ours to a contact message names this booking.');
    }
  }
}

/**
 * `POST …/resend`: the email again, as a new message through the durable email jobs (the job's
 * `requestedAt` makes it its own message), about the booking's latest event of its kind, chosen now.
 * 409 when the booking never had that email (nothing queued, nothing audited). Audited.
 */
export async function resendEmail(
  deps: ActionDeps,
  member: ConsoleMember,
  row: BookingRow,
  body: StaffResend,
): Promise<StaffActionResult> {
  if (row.anonymisedAt) throw new AppError(409, 'CHANGE_NOT_ALLOWED', "This booking's traveller was erased.");
  const target = await targetOf(deps.ctx, row, body.email);
  if ('refusal' in target) throw new AppError(409, 'CHANGE_NOT_ALLOWED', target.refusal);
  await deps.ctx.db.transaction(async (tx) => {
    await deps.jobs.send(QUEUES.email, resendJob(deps, member, row, body.email, target.aboutId), tx);
    await auditAction(deps, tx, member, row.reference, 'booking.email-resent', {
      email: { before: null, after: body.email },
      ...(target.aboutId ? { about: { before: null, after: target.aboutId } } : {}),
    });
  });
  const done = `The email "${RESENDABLE_EMAIL_WORDS[body.email]}" is on its way again`;
  return { done, money: await moneyOf(deps.ctx, row) };
}
