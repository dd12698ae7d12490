import type { StaffEmail } from '@parking/core';
import { type JobQueue, QUEUES } from '../../../../services/jobs/queue';
import type { LoadedBooking } from './service-load';
import {
  type Candidate,
  type EmailJob,
  contactCandidates,
  jobKey,
  latestJobs,
  resends,
  resolve,
  reviewHiddenEmails,
  travellerCandidates,
} from './view-emails';
import { operatorEmails } from './view-emails-operator';

/** What reads the jobs: the queue's `find`. */
type Jobs = Pick<JobQueue, 'find'>;

/** Audit actions that queue a resend, whose job is the only record of it. */
const ASKED_AGAIN = new Set(['booking.email-resent', 'booking.contact-changed']);

const unsent = (c: Candidate) => !c.sentAt;

/**
 * The jobs a booking's emails may still have, each queue read only when something there can matter: an
 * unsent email, a resend, a hidden review, a car park email not delivered. A settled booking reads none
 * (pg-boss's table has no index on a job's data).
 */
async function jobsOf(jobs: Jobs, l: LoadedBooking, traveller: Candidate[]) {
  const bookingId = l.booking.id;
  const none: EmailJob[] = [];
  const travellerJobs =
    traveller.some(unsent) || l.audit.some((a) => ASKED_AGAIN.has(a.action) || a.action === 'review.hidden')
      ? jobs.find(QUEUES.email, { bookingId })
      : none;
  // A reply's job names the contact message as its `bookingId`.
  const messages = new Set(l.contactReplies.filter((r) => !r.sentAt).map((r) => r.messageId));
  const contactJobs = Promise.all(
    [...messages].map((id) => jobs.find(QUEUES.email, { bookingId: id, kind: 'contact-reply' })),
  );
  const operatorJobs = l.operatorEmails.some((e) => !e.deliveries.some((d) => d.status === 'delivered'))
    ? jobs.find(QUEUES.operatorNotify, { bookingId, channel: 'email' })
    : none;
  const [t, c, o] = await Promise.all([travellerJobs, contactJobs, operatorJobs]);
  return { traveller: t, contact: c.flat(), operator: o };
}

/**
 * Every email we hold for the booking, oldest first: the traveller's (with support's resends), replies to
 * contact messages naming it, and the car park's, each with where it stands (queued, sent, retrying or
 * failed), from the columns that record a send and the jobs that try it.
 */
export async function emailsOf(jobs: Jobs, l: LoadedBooking, now: Date): Promise<StaffEmail[]> {
  const traveller = travellerCandidates(l, now);
  const contact = contactCandidates(l);
  const held = await jobsOf(jobs, l, traveller);
  const ownJobs = held.traveller.filter((j) => !j.data.requestedAt);
  const latest = latestJobs([...ownJobs, ...held.contact], (j) => jobKey(j.data));
  const out = [
    ...[...traveller, ...contact].flatMap((c) => resolve(c, latest.get(c.job)) ?? []),
    ...resends(l, held.traveller),
    ...reviewHiddenEmails(l, held.traveller),
    ...operatorEmails(l, held.operator),
  ];
  // Nothing recorded when: last (ISO times sort as text).
  const when = (e: StaffEmail) => e.queuedAt ?? e.sentAt ?? '~';
  return out
    .map((e, i) => ({ e, i }))
    .sort((x, y) => when(x.e).localeCompare(when(y.e)) || x.i - y.i)
    .map((x) => x.e);
}
