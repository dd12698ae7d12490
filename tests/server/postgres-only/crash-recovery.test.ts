import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxFiles } from '../support/outbox';
import { freePorts, startServer, stopServer, useScratchPostgres } from '../support/server-process';
import { bookAndPay, bookOnly, load } from '../support/traveller-load';

const root = mkdtempSync(join(tmpdir(), 'parking-crash-'));
const outbox = join(root, 'outbox');
const ports = await freePorts();
const BOOKINGS = 70;
const KILL_AFTER_PAID = 30;
const db = useScratchPostgres('crash', root);

/**
 * The real server process on the scratch database, answering on `port`. The load comes "through a proxy" so
 * each traveller has their own address (and rate limit).
 */
const start = (port: number) =>
  startServer(port, { DATABASE_URL: db.url, TRUST_PROXY: '127.0.0.1', OUTBOX_DIR: outbox });

describe('kill -9 during a book-and-pay load', () => {
  it(
    'after a restart every paid booking is confirmed with exactly one email, and no hold outlives its expiry',
    { timeout: 120_000 },
    async () => {
      const first = await start(ports[0]);
      // Three travellers book and walk away.
      const abandoned: string[] = [];
      for (let i = 0; i < 3; i++) abandoned.push(await bookOnly(ports[0], 500 + i));
      // Once 30 are paid, kill the process the moment it holds an email job (fetched, not yet done).
      let killed = false;
      let killedAt = 0;
      let armed = false;
      const killer = (async () => {
        const deadline = Date.now() + 60_000;
        while (!killed && Date.now() < deadline) {
          if (armed) {
            const active = await db.query(`SELECT count(*) AS n FROM pgboss.job WHERE state = 'active'`);
            if (Number(active.rows[0].n) > 0) {
              killed = first.child.kill('SIGKILL');
              killedAt = Date.now();
              break;
            }
          }
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      const before = await load(ports[0], 0, BOOKINGS, (paid) => {
        if (paid >= KILL_AFTER_PAID) armed = true;
      });
      // A load that finished first: the last emails are still being sent, so the kill still lands mid-job.
      await killer;
      expect(killed).toBe(true);
      // The server stays down past the holds of those who walked away (and of any booking whose Pay
      // died with the process): the restarted server must release them.
      await db.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE status = 'pending'`);
      const restartedAt = Date.now();
      const second = await start(ports[1]);
      const failed = before.filter((r) => !r.paid).length;
      // The travellers whose requests died with the first process try again on the second.
      const after = await load(ports[1], BOOKINGS, BOOKINGS + failed);
      const paid = [...before, ...after].filter((r) => r.paid).map((r) => r.reference!);
      expect(paid.length).toBeGreaterThanOrEqual(60);

      const unsent = async () =>
        Number(
          (await db.query(`SELECT count(*) AS n FROM bookings WHERE status = 'confirmed' AND email_sent_at IS NULL`))
            .rows[0].n,
        );
      // The survivor's workers send what is due. A job the dead process held is failed by the survivor's
      // first supervise pass (10 s after its start, heartbeat long stale: services/jobs/queue.ts
      // SUPERVISION) and retried about 2 s later, well inside this wait.
      for (let i = 0; i < 200 && (await unsent()) > 0; i++) await new Promise((r) => setTimeout(r, 250));
      const jobs = await db.query(`SELECT name, state, retry_count, count(*) FROM pgboss.job GROUP BY 1, 2, 3`);
      expect(await unsent(), `${first.output()}\n${second.output()}\n${JSON.stringify(jobs.rows)}`).toBe(0);
      // The jobs the dead process held were retried by the survivor.
      expect(jobs.rows.some((r: { retry_count: number }) => r.retry_count > 0)).toBe(true);

      const retried = await db.query(
        `SELECT extract(epoch FROM max(completed_on)) * 1000 AS at FROM pgboss.job WHERE retry_count > 0`,
      );
      console.info(
        `all emails sent ${Date.now() - restartedAt} ms after the restart began, the dead process's jobs ` +
          `${Math.round(Number(retried.rows[0].at) - killedAt)} ms after the kill; jobs: ${JSON.stringify(jobs.rows)}`,
      );
      // The seed's past stays (seeded) were confirmed and mailed long ago: only this run's bookings count.
      const rows = (await db.query(`SELECT reference, status FROM bookings WHERE NOT seeded`)).rows as {
        reference: string;
        status: string;
      }[];
      const statusOf = new Map(rows.map((r) => [r.reference, r.status]));
      for (const reference of paid) expect(statusOf.get(reference)).toBe('confirmed');
      const confirmed = rows.filter((r) => r.status === 'confirmed').map((r) => r.reference);
      // Each confirmed booking also told its car park once (operator emails are named by their event id).
      const operatorMails = () => outboxFiles(outbox).filter((f) => f.startsWith('operator.'));
      for (let i = 0; i < 200 && operatorMails().length < confirmed.length; i++) {
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(operatorMails()).toHaveLength(confirmed.length);
      const emails = outboxFiles(outbox).filter((f) => !f.startsWith('operator.'));
      for (const reference of confirmed) {
        expect(emails.filter((f) => f.includes(reference))).toEqual([`confirmation.${reference}@127.0.0.1.eml`]);
      }
      expect(emails).toHaveLength(confirmed.length);
      const overdue = async () =>
        Number(
          (await db.query(`SELECT count(*) AS n FROM bookings WHERE status = 'pending' AND hold_expires_at < now()`))
            .rows[0].n,
        );
      for (let i = 0; i < 80 && (await overdue()) > 0; i++) await new Promise((r) => setTimeout(r, 250));
      expect(await overdue()).toBe(0);
      const released = await db.query(`SELECT status FROM bookings WHERE reference = ANY($1)`, [abandoned]);
      expect(released.rows.map((r: { status: string }) => r.status)).toEqual(['expired', 'expired', 'expired']);

      await stopServer(second);
    },
  );
});

describe('kill -9 during cancellations', () => {
  it(
    'after a restart every cancelled booking has its refunds made and exactly one cancellation email',
    { timeout: 120_000 },
    async () => {
      const port = ports[2];
      const first = await start(port);
      const base = `http://127.0.0.1:${port}`;
      const tokens: { reference: string; token: string }[] = [];
      for (let i = 2000; i < 2020; i++) {
        const { reference, paid } = await bookAndPay(port, i);
        expect(paid).toBe(true);
        const res = await fetch(`${base}/api/v1/manage/lookup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.78.0.${i % 200}` },
          body: JSON.stringify({ reference, email: `traveller${i}@example.com` }),
        });
        tokens.push({ reference: reference!, token: ((await res.json()) as { data: { token: string } }).data.token });
      }
      // Cancel all twenty at once and kill the process as soon as one cancellation has committed.
      const cancels = tokens.map((t, i) =>
        fetch(`${base}/api/v1/manage/cancel`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${t.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': `10.78.1.${i}`,
          },
          body: '{}',
        }).catch(() => undefined),
      );
      for (let i = 0; i < 400; i++) {
        const n = await db.query(`SELECT count(*) AS n FROM booking_events WHERE kind = 'cancelled'`);
        if (Number(n.rows[0].n) > 0) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      first.child.kill('SIGKILL');
      await Promise.all(cancels);
      const second = await start(ports[3]);
      const references = tokens.map((t) => t.reference);
      const pendingWork = async () =>
        Number(
          (
            await db.query(
              `SELECT count(*) AS n FROM booking_events e JOIN bookings b ON b.id = e.booking_id
               WHERE b.reference = ANY($1) AND ((e.kind = 'cancelled' AND e.email_sent_at IS NULL) OR e.refund_status = 'pending')`,
              [references],
            )
          ).rows[0].n,
        );
      for (let i = 0; i < 200 && (await pendingWork()) > 0; i++) await new Promise((r) => setTimeout(r, 250));
      expect(await pendingWork(), `${first.output()}\n${second.output()}`).toBe(0);
      const rows = (
        await db.query(`SELECT b.reference, b.status, b.amount FROM bookings b WHERE b.reference = ANY($1)`, [
          references,
        ])
      ).rows as { reference: string; status: string; amount: number }[];
      const cancelled = rows.filter((r) => r.status === 'cancelled');
      expect(cancelled.length).toBeGreaterThan(0);
      const mailedBeforeKill = (await db.query(`SELECT count(*) AS n FROM booking_events WHERE kind = 'cancelled'`))
        .rows[0].n;
      console.info(
        `cancellations committed: ${cancelled.length} of ${rows.length}; cancellation events: ${mailedBeforeKill}`,
      );
      const emails = outboxFiles(outbox).filter((f) => f.startsWith('cancellation.'));
      for (const r of rows) {
        const mine = emails.filter((f) => f.endsWith(`.${r.reference}@127.0.0.1.eml`));
        expect(mine).toHaveLength(r.status === 'cancelled' ? 1 : 0);
        if (r.status !== 'cancelled') expect(r.status).toBe('confirmed');
      }
      const refunds = await db.query(
        `SELECT b.reference, sum(-e.amount) AS refunded, count(*) AS n FROM booking_events e JOIN bookings b ON b.id = e.booking_id
         WHERE e.kind = 'refunded' AND b.reference = ANY($1) GROUP BY 1`,
        [references],
      );
      const refundedBy = new Map(
        refunds.rows.map((r: { reference: string; refunded: string }) => [r.reference, Number(r.refunded)]),
      );
      for (const r of cancelled) expect(refundedBy.get(r.reference)).toBe(r.amount);
      await stopServer(second);
    },
  );
});
