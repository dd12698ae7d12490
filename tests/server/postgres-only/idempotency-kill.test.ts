import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IdempotencyPoint } from '../../../packages/server/src/services/idempotency-points';
import { waitFor } from '../support/crash-restart';
import { bookingBody, newKey } from '../support/fixtures';
import { freePorts, startServer, stopServer, useScratchPostgres } from '../support/server-process';

// A real server stopped for good at a crash point of POST /bookings (IDEMPOTENCY_PAUSE_FOR_TESTS, local only)
// is killed with SIGKILL there; a fresh process answers the retry with the same key and body at once
// (docs/architecture.md#one-booking-per-key). Before the key was written in the booking's transaction, the
// commit-to-answer window left a claim without an answer: 409 for a minute, then a second booking.
const root = mkdtempSync(join(tmpdir(), 'parking-idempotency-kill-'));
const ports = await freePorts();
const db = useScratchPostgres('idemkill', root);

const start = (port: number, pause?: IdempotencyPoint) =>
  startServer(port, {
    DATABASE_URL: db.url,
    OUTBOX_DIR: join(root, 'outbox'),
    ...(pause ? { IDEMPOTENCY_PAUSE_FOR_TESTS: pause } : {}),
  });

const post = (port: number, key: string, email: string) =>
  fetch(`http://127.0.0.1:${port}/api/v1/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(
      bookingBody({ criteria: { entryDate: '2027-07-01', exitDate: '2027-07-04' }, details: { email } }),
    ),
  });

const bookingsOf = async (email: string) =>
  (await db.query(`SELECT reference, status, checkout_url FROM bookings WHERE email = $1`, [email])).rows;

/** Starts a paused server, sends the booking, waits until `reached` says the pause was hit, then kills it. */
async function killAt(
  pause: IdempotencyPoint,
  port: number,
  key: string,
  email: string,
  reached: () => Promise<boolean>,
) {
  const server = await start(port, pause);
  const hung = post(port, key, email).catch((err: Error) => err);
  await waitFor(reached, Boolean, `the request to reach ${pause}`, 60_000);
  server.child.kill('SIGKILL');
  await server.exited;
  expect(await hung).toBeInstanceOf(Error);
}

describe('kill -9 inside a keyed booking', () => {
  it('between commit and answer: the retry replays the first booking at once', { timeout: 180_000 }, async () => {
    const [key, email] = [newKey(), 'kill-after-commit@example.com'];
    await killAt('after-commit', ports[0], key, email, async () => {
      const { rows } = await db.query(`SELECT booking_id FROM idempotency_keys WHERE key = $1`, [key]);
      return Boolean(rows[0]?.booking_id);
    });
    const [first] = await bookingsOf(email);
    expect(first).toMatchObject({ status: 'pending', checkout_url: null });

    const second = await start(ports[1]);
    const retry = await post(ports[1], key, email);
    expect(retry.status).toBe(201);
    const answer = (await retry.json()) as { reference: string; checkoutUrl: string };
    expect(answer.reference).toBe(first!.reference);
    const again = await post(ports[1], key, email);
    expect(((await again.json()) as { checkoutUrl: string }).checkoutUrl).toBe(answer.checkoutUrl);
    expect(await bookingsOf(email)).toEqual([
      { reference: first!.reference, status: 'pending', checkout_url: answer.checkoutUrl },
    ]);
    await stopServer(second);
  });

  it('before commit: nothing was kept, and the retry books once', { timeout: 180_000 }, async () => {
    const [key, email] = [newKey(), 'kill-before-commit@example.com'];
    await killAt('before-commit', ports[2], key, email, async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`,
      );
      return rows[0].n > 0;
    });
    expect(await bookingsOf(email)).toEqual([]);
    const second = await start(ports[3]);
    const retry = await post(ports[3], key, email);
    expect(retry.status).toBe(201);
    const rows = await bookingsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].reference).toBe(((await retry.json()) as { reference: string }).reference);
    await stopServer(second);
  });
});
