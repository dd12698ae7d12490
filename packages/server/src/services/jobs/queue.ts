import { sql } from 'drizzle-orm';
import { type JobResult, type Db as JobsDb, type JobWithMetadata, PgBoss, fromDrizzle } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import type { ServiceContext } from '../context';
import { currentReqId, runWithReqId } from '../request-context';
import type { EmailKind } from './email-kind';
import { findJobs } from './find';
import { RETRY, retryPolicyOf } from './retry-policy';
import fp from 'fastify-plugin';

/** What every job carries: the booking and its reference (for logs), never personal data. */
export type JobData = {
  /** The booking; on the `account-email` queue, the `account_emails` row to send. */
  bookingId: string;
  /** The booking's reference; on the `account-email` queue, the email's kind. */
  reference: string;
  kind?: EmailKind;
  /**
   * The booking event (amendment, cancellation, refund) or pending amendment the job is about; on the
   * `booking-email` queue for `checked-in`/`checked-out`, the handover; on `operator-notify`, the operator event.
   */
  eventId?: string;
  /** On `operator-notify`: the channel this job delivers the event on. */
  channel?: 'email' | 'webhook';
  /**
   * On `operator-notify`, a redelivery; on `booking-email`, support's resend: the console member who asked
   * (a user id) and when (ISO).
   */
  requestedBy?: string;
  requestedAt?: string;
  /**
   * On support's resend of an email about one thing: that thing (the booking event, handover, contact
   * reply or review), chosen when support asked; `eventId` then names the resend itself.
   */
  aboutId?: string;
  /** The request that enqueued the job (or the job's own starter's), so its log lines can be followed. */
  reqId?: string;
};

/** The kinds of background work (docs/decisions/0005-durable-jobs.md). */
export const QUEUES = {
  holdExpiry: 'hold-expiry',
  email: 'booking-email',
  refund: 'refund',
  /** A refund owed after a cancellation or a cheaper amendment (one job per refund event). */
  changeRefund: 'change-refund',
  /** An amendment awaiting payment whose hold ran out: its extra spaces go back. */
  amendmentExpiry: 'amendment-expiry',
  /** An account email (a sign-in link, an invitation, a passkey notice) waiting in `account_emails`. */
  accountEmail: 'account-email',
  /** One operator event (new, amended, cancelled booking) on one channel: the email or the signed webhook. */
  operatorNotify: 'operator-notify',
} as const;
type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Where a run stands among its job's attempts: `last` when no retry follows a failure of it. */
export type JobAttempt = { last: boolean };

/** A job's work: true when it changed something (a hold released, an email sent, a refund made). */
type JobHandler = (data: JobData, attempt: JobAttempt) => Promise<boolean>;

/** Told of every failed attempt: `retry` when the job will run again, `gave-up` on its last allowed attempt. */
type FailureListener = (queue: QueueName, outcome: 'retry' | 'gave-up') => void;

/** A queue's jobs now, from pg-boss's queue stats (at most a minute old). */
type QueueCounts = { queue: QueueName; ready: number; deferred: number; active: number; failed: number };

/** A transaction (or the database) the job is written in, so it commits with the state change. */
type Tx = Pick<Db, 'execute'>;

// A worker beats every 5 s; a job whose worker died (kill -9) is failed, then retried, by the first
// supervise pass after 10 s without a beat (SUPERVISION): within about 25 s of the death.
const LIVENESS = { heartbeatSeconds: 10, expireInSeconds: 300 };
// pg-boss looks for dead workers' jobs only in a "monitor" pass, at most once per monitor interval
// across every node (a claim kept in the database): at its default, 60 s, a job the dead process held
// could wait over a minute. Here every 10 s supervise pass monitors; the counts it refreshes are cheap.
const SUPERVISION = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 };
// A resend or redelivery someone asked for is recorded nowhere but its job, which the booking page reads
// for its status: kept as long as a booking's data (25 months), not pg-boss's 7 days after it finished.
const KEEP_ASKED = { deleteAfterSeconds: 25 * 31 * 86_400 };

const errorCode = (err: unknown) =>
  (err && typeof err === 'object' && 'code' in err && String(err.code)) || (err instanceof Error ? err.name : 'Error');

/** One job per booking (or event) and kind at a time; an operator event one per channel, a redelivery its own. */
function singletonKeyOf(name: QueueName, data: JobData): string {
  const extra = [data.channel, data.requestedAt].filter(Boolean).map((part) => `:${part}`);
  return `${data.kind ?? name}:${data.eventId ?? data.bookingId}${extra.join('')}`;
}

/** Runs one job; on its last allowed attempt a failure is logged at error level with the reference. */
async function runJob(
  ctx: ServiceContext,
  handlers: Map<QueueName, JobHandler>,
  name: QueueName,
  job: JobWithMetadata<JobData>,
  listeners: FailureListener[] = [],
): Promise<boolean> {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`No handler for ${name}`);
  const { reqId } = job.data;
  const jobLog = ctx.log.child({ ...(reqId ? { reqId } : {}), queue: name, jobId: job.id });
  const last = job.retryCount >= job.retryLimit;
  try {
    // Run as part of the request that enqueued it: its lines and the jobs it enqueues carry that id.
    const changed = await runWithReqId(reqId, () => handler(job.data, { last }));
    jobLog.info({ reference: job.data.reference, changed }, 'background job done');
    return changed;
  } catch (err) {
    const log = { reference: job.data.reference, attempt: job.retryCount + 1, error: errorCode(err) };
    if (last) jobLog.error(log, 'background job gave up');
    else jobLog.warn(log, 'background job failed; will retry');
    for (const listener of listeners) listener(name, last ? 'gave-up' : 'retry');
    throw err;
  }
}

type Run = (name: QueueName, job: JobWithMetadata<JobData>) => Promise<boolean>;

/** Reads pg-boss's own queue table (not its cache): fails when the queue's database or schema is unusable. */
async function ping(boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(QUEUES.email))) throw new Error('job queue is not installed');
}

/**
 * Runs every job due now in this process (tests, and `sweepOnce`); `skipBackoff` also runs
 * retries still waiting out their delay. Returns how many jobs of each queue changed something.
 */
async function drain(boss: PgBoss, run: Run, options: { skipBackoff?: boolean }): Promise<Record<QueueName, number>> {
  const done = Object.fromEntries(Object.values(QUEUES).map((q) => [q, 0])) as Record<QueueName, number>;
  for (const name of Object.values(QUEUES)) {
    for (let round = 0; round < 1000; round++) {
      const jobs = await boss.fetch<JobData>(name, {
        includeMetadata: true,
        batchSize: 20,
        ignoreStartAfter: options.skipBackoff ?? false,
      });
      if (jobs.length === 0) break;
      for (const job of jobs) {
        try {
          if (await run(name, job)) done[name]++;
          await boss.complete(name, job);
        } catch (err) {
          await boss.fail(name, job, { error: errorCode(err) });
        }
      }
    }
  }
  return done;
}

/**
 * Background workers: each takes up to 10 due jobs at a time and fetches again at once while
 * batches come back full (a backlog after a restart drains quickly), else polls every second.
 */
async function startWorkers(boss: PgBoss, run: Run): Promise<void> {
  for (const name of Object.values(QUEUES)) {
    const work = async (jobs: JobWithMetadata<JobData>[]): Promise<JobResult[]> => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        const ok = await run(name, job).then(
          () => true,
          () => false,
        );
        results.push({ id: job.id, status: ok ? 'completed' : 'failed' });
      }
      return results;
    };
    await boss.work(
      name,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize: 10,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: 1,
      },
      work,
    );
  }
}

/** Each queue's counts from pg-boss's queue stats, at most a minute old (`force`: its default cache may be an hour old). */
async function queueCounts(boss: PgBoss): Promise<QueueCounts[]> {
  const names = Object.values(QUEUES);
  const stats = await Promise.all(names.map((name) => boss.getQueueStats(name, { force: true })));
  return names.map((queue, i) => {
    const s = stats[i]?.[0];
    return {
      queue,
      ready: s?.readyCount ?? 0,
      deferred: s?.deferredCount ?? 0,
      active: s?.activeCount ?? 0,
      failed: s?.failedCount ?? 0,
    };
  });
}

/** A job's options: its singleton key and retries, a kept record of what someone asked for, the caller's transaction. */
const sendOptions = (name: QueueName, data: JobData, tx?: Tx) => ({
  singletonKey: singletonKeyOf(name, data),
  ...retryPolicyOf(name, data.channel),
  ...(data.requestedAt ? KEEP_ASKED : {}),
  ...(tx ? { db: fromDrizzle(tx, sql) as JobsDb } : {}),
});

/**
 * pg-boss on the app's own database (PGlite or PostgreSQL): one queue per kind of work, one job per
 * booking and kind at a time (`exclusive` policy keyed by singletonKey), locked with SKIP LOCKED so a
 * job runs in one process however many share the database.
 */
export function createJobQueue(
  ctx: ServiceContext,
  database: Pick<Database, 'jobsDb' | 'kind'>,
  options: { workers: boolean },
) {
  const boss = new PgBoss({
    db: database.jobsDb,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schedule: false,
    // With workers on, pg-boss itself retries jobs whose worker stopped beating (a process killed mid-job).
    supervise: options.workers,
    ...SUPERVISION,
  });
  boss.on('error', (err) => ctx.log.warn({ code: errorCode(err) }, 'job queue error'));
  const handlers = new Map<QueueName, JobHandler>();
  const failureListeners: FailureListener[] = [];

  const run = (name: QueueName, job: JobWithMetadata<JobData>) => runJob(ctx, handlers, name, job, failureListeners);

  return {
    async start(): Promise<void> {
      await boss.start();
      for (const name of Object.values(QUEUES)) {
        await boss.createQueue(name, { policy: 'exclusive', ...RETRY, ...LIVENESS });
      }
    },
    handle(name: QueueName, handler: JobHandler): void {
      handlers.set(name, handler);
    },
    /** Calls `listener` on every failed attempt in this process (the metrics count retries and give-ups). */
    onFailure(listener: FailureListener): void {
      failureListeners.push(listener);
    },
    /** Every queue's ready, deferred (retries waiting out their delay), active and failed jobs. */
    counts: () => queueCounts(boss),
    /** Throws when the job queue cannot be used (readiness); see `ping`. */
    ping: () => ping(boss),
    /** Adds a job; pass the transaction of the state change so both commit or neither does. */
    async send(name: QueueName, data: JobData, tx?: Tx): Promise<void> {
      const reqId = data.reqId ?? currentReqId();
      await boss.send(name, reqId ? { ...data, reqId } : data, sendOptions(name, data, tx));
    },
    /** The jobs of a queue whose data contains `data`, still held, oldest first; see `findJobs`. */
    find: (name: QueueName, data: Partial<JobData>) => findJobs<JobData>(boss, name, data),
    /** Runs every job due now in this process (tests, `sweepOnce`); see `drain`. */
    drain: (options: { skipBackoff?: boolean } = {}) => drain(boss, run, options),
    /** Starts the background workers; see `startWorkers`. */
    startWorkers: () => startWorkers(boss, run),
    /** Retries jobs whose worker stopped beating (a process that died mid-job). */
    async supervise(): Promise<void> {
      await boss.supervise();
    },
    async stop(): Promise<void> {
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * Decorates `app.jobs`, started under the boot lock (two processes booting at once must not both
 * create pg-boss's schema). Workers start later, with the sweeper, once every handler is registered.
 */
export const jobsPlugin = fp(
  async (app, opts: { database: Database; workers: boolean }) => {
    const jobs = createJobQueue(app.ctx, opts.database, { workers: opts.workers });
    await opts.database.withBootLock(() => jobs.start());
    app.decorate('jobs', jobs);
  },
  { name: 'jobs', dependencies: ['context'] },
);
