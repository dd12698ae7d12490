import { type ResendableEmail, type StaffEmail, londonInstant } from '@parking/core';
import type { JobRecord } from '../../../../services/jobs/find';
import type { JobData } from '../../../../services/jobs/queue';
import type { LoadedBooking } from './service-load';

/** A job of the `booking-email` or `operator-notify` queue, as pg-boss still holds it. */
export type EmailJob = JobRecord<JobData>;

/**
 * An email our own rows say there is, sent when its own column says so; its job, while pg-boss holds it,
 * says where an unsent one stands.
 */
export type Candidate = {
  kind: StaffEmail['kind'];
  recipient: StaffEmail['recipient'];
  summary: string;
  queuedAt: Date | null;
  sentAt: Date | null;
  /** Its job's key (`jobKey`). */
  job: string;
  /** Queued in the transaction of the change that made it, so listed even with no job in sight. */
  owed: boolean;
};

/** A `booking-email` job's key: its kind and the event (handover, reply) it is about. */
export const jobKey = (data: JobData) => `${data.kind ?? 'confirmation'}:${data.eventId ?? ''}`;

/** The latest job of each key (jobs come oldest first): a job that gave up may be followed by a new one. */
export function latestJobs(jobs: EmailJob[], key: (job: EmailJob) => string): Map<string, EmailJob> {
  return new Map(jobs.map((j) => [key(j), j]));
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A job not done: given up, retrying after a failed run, or waiting for its first run. */
export function liveStatus(job: EmailJob, failed = job.failedAttempts): StaffEmail['status'] {
  if (job.state === 'failed' || job.state === 'cancelled') return 'failed';
  return failed > 0 ? 'retrying' : 'queued';
}

/**
 * A candidate as listed: sent by its own record; else as its latest job stands. A job that ran and sent
 * nothing (the booking was no longer due it) drops it, and so does no job for one that is not owed.
 */
export function resolve(c: Candidate, job: EmailJob | undefined): StaffEmail | null {
  const { kind, recipient, summary } = c;
  const base = { kind, resent: false, recipient, summary, queuedAt: iso(c.queuedAt ?? job?.createdOn) };
  if (c.sentAt) return { ...base, sentAt: iso(c.sentAt), status: 'sent', failedAttempts: job?.failedAttempts ?? null };
  if (!job) return c.owed ? { ...base, sentAt: null, status: 'queued', failedAttempts: null } : null;
  if (job.state === 'completed') return null;
  return { ...base, sentAt: null, status: liveStatus(job), failedAttempts: job.failedAttempts };
}

/** The events that email the traveller: the email's kind, and its job's kind. */
const EVENT_EMAIL = {
  amended: { kind: 'amendment', job: 'amendment' },
  cancelled: { kind: 'cancellation', job: 'cancellation' },
  refunded: { kind: 'refund', job: 'staff-refund' },
} as const;

/** Whether the review invitation is due: the rule of services/review-invites.ts, which queues it. */
function inviteDue(b: LoadedBooking['booking'], now: Date): boolean {
  return b.status === 'confirmed' && !b.seeded && !b.test && londonInstant(b.exitDate, b.exitTime) <= now;
}

/** A traveller's email: queued and sent when (null: not recorded, not sent). */
const toTraveller = (
  kind: StaffEmail['kind'],
  summary: string,
  job: string,
  [queuedAt, sentAt]: [Date | null, Date | null],
  owed = true,
): Candidate => ({ kind, recipient: 'traveller', summary, job, queuedAt, sentAt, owed });

/** The traveller's emails the booking's rows know of: its own, one per change, one per handover. */
export function travellerCandidates(l: LoadedBooking, now: Date): Candidate[] {
  const b = l.booking;
  const out: Candidate[] = [];
  if (b.confirmedAt || b.emailSentAt)
    out.push(toTraveller('confirmation', 'Booking confirmation', 'confirmation:', [b.confirmedAt, b.emailSentAt]));
  if (b.status === 'refunded' || b.refundEmailSentAt) {
    const times: [Date | null, Date | null] = [b.refundedAt, b.refundEmailSentAt];
    out.push(toTraveller('refund', 'Payment refunded (no spaces left)', 'refund:', times));
  }
  for (const e of l.events) {
    const email = EVENT_EMAIL[e.kind as keyof typeof EVENT_EMAIL];
    // A traveller's own change always emails; our staff choose whether to tell the traveller (a refund only then).
    const owed = e.kind !== 'refunded' && (e.actorKind ?? 'traveller') === 'traveller';
    if (email) out.push(toTraveller(email.kind, e.summary, `${email.job}:${e.id}`, [e.at, e.emailSentAt], owed));
  }
  for (const { row } of l.handovers) {
    if (row.kind === 'no-show') continue;
    const job = `${row.kind === 'check-in' ? 'checked-in' : 'checked-out'}:${row.id}`;
    out.push(toTraveller(row.kind, `${row.kind} ${row.registration}`.trim(), job, [row.createdAt, row.emailSentAt]));
  }
  // Queued by the sweep once due, so only then (or once sent) is there an invitation to show.
  if (b.reviewInviteSentAt || inviteDue(b, now)) {
    const times: [Date | null, Date | null] = [null, b.reviewInviteSentAt];
    out.push(toTraveller('review-invite', 'Invitation to review', 'review-invite:', times, false));
  }
  return out;
}

/** Our replies to contact messages naming the booking; to the traveller when they wrote from its address. */
export function contactCandidates(l: LoadedBooking): Candidate[] {
  const traveller = l.booking.email.toLowerCase();
  return l.contactReplies.map((r) => ({
    kind: 'contact-reply',
    recipient: r.writer.toLowerCase() === traveller ? 'traveller' : null,
    summary: 'Reply to a contact message',
    job: `contact-reply:${r.id}`,
    queuedAt: r.createdAt,
    sentAt: r.sentAt,
    owed: true,
  }));
}

/**
 * The kinds support can send again, as the page names them (a staff refund's email is a refund's, a
 * handover's is its check-in or check-out), and the event a legacy amendment's or cancellation's needs.
 */
const RESENT: Record<ResendableEmail, { kind: StaffEmail['kind']; about?: 'amended' | 'cancelled' }> = {
  confirmation: { kind: 'confirmation' },
  amendment: { kind: 'amendment', about: 'amended' },
  cancellation: { kind: 'cancellation', about: 'cancelled' },
  refund: { kind: 'refund' },
  'staff-refund': { kind: 'refund' },
  'checked-in': { kind: 'check-in' },
  'checked-out': { kind: 'check-out' },
  'review-invite': { kind: 'review-invite' },
  'review-hidden': { kind: 'review-hidden' },
  'contact-reply': { kind: 'contact-reply' },
};

/** A reply goes to its message's writer: the traveller when they wrote from the booking's address. */
function replyRecipient(l: LoadedBooking, replyId: string | undefined): StaffEmail['recipient'] {
  const reply = l.contactReplies.find((r) => r.id === replyId);
  return reply?.writer.toLowerCase() === l.booking.email.toLowerCase() ? 'traveller' : null;
}

/**
 * Support's resends, from their jobs (nothing else records them; queue.ts keeps them): sent once the job
 * finished, unless there was nothing to send (a resend asked before `aboutId` of an amendment the booking
 * never had).
 */
export function resends(l: LoadedBooking, jobs: EmailJob[]): StaffEmail[] {
  return jobs.flatMap((job): StaffEmail[] => {
    const { kind = 'confirmation', requestedAt, eventId, aboutId } = job.data;
    if (!requestedAt || !(kind in RESENT)) return [];
    const shown = RESENT[kind as ResendableEmail];
    const done = job.state === 'completed';
    if (done && !aboutId && shown.about && !l.events.some((e) => e.kind === shown.about)) return [];
    const summary = eventId ? 'Asked for again by our staff' : 'To the changed email address';
    return [
      {
        kind: shown.kind,
        resent: true,
        recipient: kind === 'contact-reply' ? replyRecipient(l, aboutId) : 'traveller',
        summary,
        queuedAt: requestedAt,
        sentAt: done ? iso(job.completedOn) : null,
        status: done ? 'sent' : liveStatus(job),
        failedAttempts: job.failedAttempts,
      },
    ];
  });
}

/**
 * One email per hiding of the traveller's review (its audit entries): sent when the send recorded after
 * that hiding, before the next; else as its job stands. Only the latest hiding is owed one.
 */
export function reviewHiddenEmails(l: LoadedBooking, jobs: EmailJob[]): StaffEmail[] {
  const hidings = l.audit.filter((a) => a.action === 'review.hidden');
  const sends = l.audit.filter((a) => a.action === 'review.hidden-email-sent');
  const own = jobs.filter((j) => j.data.kind === 'review-hidden' && !j.data.requestedAt);
  return hidings.flatMap((h, i) => {
    const next = hidings[i + 1]?.at;
    const sent = sends.find((s) => s.at >= h.at && (!next || s.at < next));
    // Jobs and hidings pair from the latest: pg-boss deletes the oldest finished jobs first.
    const job = own[own.length - hidings.length + i];
    const times: [Date, Date | null] = [h.at, sent?.at ?? null];
    const c = toTraveller('review-hidden', 'Review hidden', '', times, i === hidings.length - 1);
    return resolve(c, job) ?? [];
  });
}
