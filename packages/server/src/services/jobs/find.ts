import type { PgBoss } from 'pg-boss';

/** One job as a page reads it: where it stands and how many of its runs failed. */
export type JobRecord<T> = {
  data: T;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Runs that failed so far (a running attempt is not counted until it fails). */
  failedAttempts: number;
  /** The database's clock, as pg-boss writes it. */
  createdOn: Date;
  completedOn: Date | null;
};

// A booking has a handful of jobs per queue; the cap only bounds a runaway.
const LIMIT = 500;

/**
 * pg-boss counts a retry when the job is claimed again, so `retryCount` is the failed runs before the one
 * under way (`active`), and one less than the failed runs once the last one failed (`retry`, `failed`).
 */
function failedAttemptsOf(state: JobRecord<unknown>['state'], retryCount: number): number {
  return state === 'retry' || state === 'failed' ? retryCount + 1 : retryCount;
}

/**
 * The jobs of a queue whose data contains `data` (a booking's emails, say), oldest first, that pg-boss
 * still holds: a finished job is deleted after its retention (queue.ts), a queued one is kept until run.
 */
export async function findJobs<T extends object>(
  boss: Pick<PgBoss, 'findJobs'>,
  name: string,
  data: Partial<T>,
): Promise<JobRecord<T>[]> {
  const jobs = await boss.findJobs<T>(name, { data, limit: LIMIT });
  return jobs.map((j) => ({
    data: j.data,
    state: j.state,
    failedAttempts: failedAttemptsOf(j.state, j.retryCount),
    createdOn: j.createdOn,
    completedOn: j.completedOn,
  }));
}
