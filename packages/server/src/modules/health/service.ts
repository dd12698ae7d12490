import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Each dependency's state: `degraded` is Redis down (bookings go on without it), `off` Redis not configured. */
type ReadyChecks = { database: 'ok' | 'failed'; jobs: 'ok' | 'failed'; redis: 'ok' | 'degraded' | 'off' };

/** Readiness: `reason` names the first failing check that makes the node unready. */
export type ReadyReport = { ready: boolean; checks: ReadyChecks; reason?: string };

/** What readiness looks at: the database, the job queue and (when set) the rate limiter's Redis. */
export type HealthDeps = {
  db: Pick<Db, 'execute'>;
  jobs: { ping: () => Promise<void> };
  redis?: { ping: () => Promise<unknown> } | undefined;
  /** Bound on each check, so a probe answers even when a connection hangs (default 1500 ms). */
  timeoutMs?: number;
};

/**
 * Why a check failed, without query text or parameters: the driver's code or first line, found under
 * drizzle's wrapper ("Failed query: …", which quotes the SQL) in `cause`.
 */
function describe(err: unknown, depth = 0): string {
  if (err instanceof Error && err.message.startsWith('Failed query') && err.cause && depth < 3)
    return describe(err.cause, depth + 1);
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') return err.code;
  return err instanceof Error ? (err.message.split('\n')[0] ?? err.name) : 'failed';
}

/** Runs `work` with a deadline: undefined when it succeeded in time, else why not. */
async function check(work: () => Promise<unknown>, timeoutMs: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`timed out after ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      work().then(
        () => undefined,
        (err: unknown) => describe(err),
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Readiness checks, run side by side, each bounded by its own timeout. */
export function createHealth({ db, jobs, redis, timeoutMs = 1_500 }: HealthDeps) {
  return {
    async ready(): Promise<ReadyReport> {
      const [database, queue, cache] = await Promise.all([
        check(() => db.execute(sql`select 1`), timeoutMs),
        check(() => jobs.ping(), timeoutMs),
        redis ? check(() => redis.ping(), timeoutMs) : Promise.resolve(undefined),
      ]);
      const checks: ReadyChecks = {
        database: database ? 'failed' : 'ok',
        jobs: queue ? 'failed' : 'ok',
        redis: !redis ? 'off' : cache ? 'degraded' : 'ok',
      };
      const reason = database ? `database: ${database}` : queue ? `jobs: ${queue}` : undefined;
      return { ready: !reason, checks, ...(reason ? { reason } : {}) };
    },
  };
}
