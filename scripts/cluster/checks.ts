import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '../../packages/server/src/db/client';
import { type Answer, CLUSTER_EMAIL_PREFIX, bookingBody, call, clientIp, newKey, sleep } from './client';

/** A proxy error, a dropped connection, or a key still held by a request that died with its node. */
const transient = (a: Answer) =>
  a.status === 0 ||
  a.status === 502 ||
  a.status === 503 ||
  a.status === 504 ||
  (a.status === 409 && (a.body as { error?: { code?: string } })?.error?.code === 'CONFLICT');

/**
 * Repeats `send` while its answer is transient, until `deadline`, backing off as a client should (a
 * retry every second would run into the booking rate limit); says whether it had to.
 */
export async function retrying(send: () => Promise<Answer>, deadline: number) {
  for (let attempt = 0; ; attempt++) {
    const answer = await send();
    if (!transient(answer) || Date.now() > deadline) return { answer, retried: attempt > 0 };
    await sleep(Math.min(1_000 * 2 ** attempt, 15_000));
  }
}

export type Flow = { reference?: string; paid: boolean; retried: boolean; failure?: string };

/** Book (Idempotency-Key, retried as a client would) then pay on the demo checkout through the proxy. */
export async function bookAndPay(
  base: string,
  providerId: string,
  airportId: string,
  i: number,
  deadline: number,
): Promise<Flow> {
  const key = newKey();
  const ip = clientIp();
  const body = bookingBody(providerId, airportId, i);
  const booked = await retrying(
    () =>
      call(base, '/api/v1/bookings', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key, 'x-forwarded-for': ip },
      }),
    deadline,
  );
  if (booked.answer.status !== 201)
    return { paid: false, retried: booked.retried, failure: `book ${booked.answer.status}` };
  const created = booked.answer.body as { reference: string; checkoutUrl: string };
  const payPath = `${new URL(created.checkoutUrl).pathname}/pay`;
  const paid = await retrying(
    () =>
      call(base, payPath, {
        method: 'POST',
        form: true,
        // What the browser sends when the demo checkout page's own form is submitted.
        headers: { origin: base, referer: created.checkoutUrl, 'x-forwarded-for': ip },
      }),
    deadline,
  );
  const ok = paid.answer.status === 303;
  return {
    reference: created.reference,
    paid: ok,
    retried: booked.retried,
    ...(ok ? {} : { failure: `pay ${paid.answer.status}` }),
  };
}

/**
 * How many outbox files mention each booking reference: the traveller's emails, or the car park's
 * (`operator.<event id>@…`, one per event however often it was sent: a repeat keeps its Message-ID).
 */
export function emailsByReference(outbox: string, to: 'traveller' | 'operator' = 'traveller'): Map<string, number> {
  const counts = new Map<string, number>();
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml') && f.startsWith('operator.') === (to === 'operator'));
  } catch {
    return counts;
  }
  for (const file of files) {
    const refs = new Set(readFileSync(join(outbox, file), 'utf8').match(/CAP-[0-9A-HJKMNP-TV-Z]{6}/g) ?? []);
    for (const ref of refs) counts.set(ref, (counts.get(ref) ?? 0) + 1);
  }
  return counts;
}

/** Runs SQL on the cluster's database (through the server's own client: scripts do not use pg directly). */
export async function sqlOn<R extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const database = openPostgres(url, 1);
  try {
    return (await database.db.$client.query(text, values)).rows as R[];
  } finally {
    await database.close();
  }
}

/** What the database says after the load: confirmed references and holds past their expiry. */
export async function bookingState(url: string) {
  // Only this run's bookings: the seed has past stays of its own.
  const ours = `email LIKE '${CLUSTER_EMAIL_PREFIX}%'`;
  const confirmed = await sqlOn<{ reference: string }>(
    url,
    `SELECT reference FROM bookings WHERE status = 'confirmed' AND ${ours}`,
  );
  const stale = await sqlOn<{ n: number }>(
    url,
    `SELECT count(*)::int AS n FROM bookings WHERE status = 'pending' AND hold_expires_at < now() AND ${ours}`,
  );
  return { confirmed: confirmed.map((r) => r.reference), staleHolds: stale[0]?.n ?? 0 };
}
