import type { StaffEmail } from '@parking/core';
import type { LoadedBooking } from './service-load';
import { type EmailJob, iso, latestJobs, liveStatus } from './view-emails';

/** The car park's email of each operator event type, and what it tells. */
const OPERATOR_EMAIL: Record<string, { kind: StaffEmail['kind']; summary: string }> = {
  'booking.created': { kind: 'operator-new', summary: 'New booking' },
  'booking.amended': { kind: 'operator-amended', summary: 'Booking amended' },
  'booking.cancelled': { kind: 'operator-cancelled', summary: 'Booking cancelled' },
  'booking.refunded': { kind: 'operator-refunded', summary: 'Refund made' },
};

type OperatorEmail = LoadedBooking['operatorEmails'][number];

/**
 * Where one car park email stands, from its attempts (`operator_deliveries`) and its latest job: sent once
 * an attempt was delivered; failed when its job gave up, or when the last attempt failed and nothing will
 * try again (no address to send to, or the job is no longer held); else retrying after a failed attempt,
 * or queued.
 */
function statusOf(e: OperatorEmail, job: EmailJob | undefined, failed: number): StaffEmail['status'] {
  if (e.deliveries.some((d) => d.status === 'delivered')) return 'sent';
  if (job && job.state !== 'completed') return liveStatus(job, failed);
  if (e.deliveries.at(-1)?.status === 'failed') return 'failed';
  return failed > 0 ? 'retrying' : 'queued';
}

/**
 * The car park's emails (its bookings address, else its owners'): one per operator event, each tried by
 * `operator-notify` jobs whose attempts are recorded in `operator_deliveries` (the webhook's are not emails).
 */
export function operatorEmails(l: LoadedBooking, jobs: EmailJob[]): StaffEmail[] {
  const latest = latestJobs(jobs, (j) => j.data.eventId ?? '');
  return l.operatorEmails.flatMap((e): StaffEmail[] => {
    const what = OPERATOR_EMAIL[e.type];
    if (!what) return [];
    const failed = e.deliveries.filter((d) => d.status === 'failed' || d.status === 'retrying').length;
    const delivered = e.deliveries.find((d) => d.status === 'delivered');
    return [
      {
        kind: what.kind,
        resent: false,
        recipient: 'car-park',
        summary: what.summary,
        queuedAt: iso(e.createdAt),
        sentAt: iso(delivered?.finishedAt),
        status: statusOf(e, latest.get(e.id), failed),
        failedAttempts: failed,
      },
    ];
  });
}
