import { describe, expect, it } from 'vitest';
import { createHealth } from './service';

const never = () => new Promise<never>(() => {});
const ok = async () => ({ rows: [] });
const jobsOk = { ping: async () => {} };

// The database handle is only asked for `execute`; these stand in for a connection that hangs or fails.
const db = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Parameters<typeof createHealth>[0]['db'];

describe('readiness checks', () => {
  it('answers within its timeout when the database hangs, naming the database', async () => {
    const report = await createHealth({ db: db(never), jobs: jobsOk, timeoutMs: 50 }).ready();
    expect(report).toEqual({
      ready: false,
      reason: 'database: timed out after 50 ms',
      checks: { database: 'failed', jobs: 'ok', redis: 'off' },
    });
  });

  it("gives the driver's code under drizzle's wrapper, never the query", async () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failing = async () => {
      throw new Error('Failed query: select 1\nparams: ', { cause });
    };
    const report = await createHealth({ db: db(failing), jobs: jobsOk }).ready();
    expect(report.reason).toBe('database: ECONNREFUSED');
  });

  it('a failing job queue makes the node unready; a hanging Redis only degrades it', async () => {
    const jobsDown = { ping: async () => Promise.reject(new Error('job queue is not installed')) };
    const down = await createHealth({ db: db(ok), jobs: jobsDown, timeoutMs: 50 }).ready();
    expect(down).toMatchObject({ ready: false, reason: 'jobs: job queue is not installed' });
    const degraded = await createHealth({ db: db(ok), jobs: jobsOk, redis: { ping: never }, timeoutMs: 50 }).ready();
    expect(degraded).toEqual({ ready: true, checks: { database: 'ok', jobs: 'ok', redis: 'degraded' } });
  });
});
