import { bookAndPay, bookingState, emailsByReference, retrying, sqlOn } from './checks';
import { CLUSTER_EMAIL_PREFIX, bookingBody, call, clientIp, newKey, pool, sleep, stay } from './client';
import type { Proc } from './processes';

export type ClusterContext = {
  base: string;
  databaseUrl: string;
  outbox: string;
  nodes: Proc[];
  nodePorts: number[];
};
type Result = { name: string; ok: boolean; detail: string };

const SEVEN = { providerId: 'stansted-essex-park-ride', airportId: 'stansted' };
const LOAD = { providerId: 'luton-park-and-fly', airportId: 'luton' };

/** (a) 1,000 attempts for a provider with 7 spaces, spread over both nodes by nginx. */
export async function scenarioSevenSpaces(ctx: ClusterContext): Promise<Result> {
  const name = '(a) 1,000 booking attempts for 7 spaces';
  await sqlOn(ctx.databaseUrl, `UPDATE providers SET spaces_per_day = 7 WHERE id = $1`, [SEVEN.providerId]);
  await sleep(6_000); // the nodes' catalog caches (5 s) pick up the new capacity
  const answers = await pool(1_000, 40, (i) =>
    call(ctx.base, '/api/v1/bookings', {
      method: 'POST',
      body: bookingBody(SEVEN.providerId, SEVEN.airportId, i),
      headers: { 'idempotency-key': newKey(), 'x-forwarded-for': clientIp() },
    }),
  );
  const created = answers.filter((a) => a.status === 201).length;
  const soldOut = answers.filter(
    (a) => a.status === 409 && (a.body as { error?: { code?: string } })?.error?.code === 'SOLD_OUT',
  ).length;
  const upstreams = new Set(answers.map((a) => a.upstream));
  const [counts] = await sqlOn<{ bookings: number; booked: number }>(
    ctx.databaseUrl,
    `SELECT (SELECT count(*) FROM bookings WHERE provider_id = $1 AND email LIKE $2)::int AS bookings,
            (SELECT coalesce(max(booked), 0) FROM provider_days WHERE provider_id = $1 AND day >= $3)::int AS booked`,
    [SEVEN.providerId, `${CLUSTER_EMAIL_PREFIX}%`, stay(SEVEN.airportId).entryDate],
  );
  const { bookings, booked } = counts ?? { bookings: -1, booked: -1 };
  const ok = created === 7 && soldOut === 993 && bookings === 7 && booked === 7 && upstreams.size === 2;
  return {
    name,
    ok,
    detail: `${created} created, ${soldOut} sold out, ${bookings} rows, ${booked} spaces taken, nodes used: ${[...upstreams].join(' ')}`,
  };
}

/** (b) RATE_LIMIT_SEARCH=N on each node: one client's N+1st search is refused whichever node gets it. */
export async function scenarioRateLimit(ctx: ClusterContext, limit: number): Promise<Result> {
  const ip = clientIp();
  const statuses: number[] = [];
  const upstreams = new Set<string | null>();
  for (let i = 0; i < limit * 2; i++) {
    const a = await call(ctx.base, '/api/v1/search/packages', {
      method: 'POST',
      body: stay('luton'),
      headers: { 'x-forwarded-for': ip },
    });
    statuses.push(a.status);
    upstreams.add(a.upstream);
  }
  const allowed = statuses.filter((s) => s === 200).length;
  const ok = allowed === limit && statuses.slice(limit).every((s) => s === 429) && upstreams.size === 2;
  return {
    name: `(b) a search limit of ${limit} across both nodes`,
    ok,
    detail: `${allowed} allowed, ${statuses.filter((s) => s === 429).length} refused of ${statuses.length}, nodes used: ${upstreams.size}`,
  };
}

/** Booking POSTs sent straight to the node about to die, so some are in flight when it does. */
function inFlightAtNode(port: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const key = newKey();
    const ip = clientIp();
    const body = bookingBody(LOAD.providerId, LOAD.airportId, 10_000 + i);
    const headers = { 'idempotency-key': key, 'x-forwarded-for': ip };
    const first = call(`http://127.0.0.1:${port}`, '/api/v1/bookings', { method: 'POST', body, headers });
    return { first, retry: (base: string) => call(base, '/api/v1/bookings', { method: 'POST', body, headers }) };
  });
}

/** What is not settled yet after a kill: payments unconfirmed, emails not exactly one each (traveller and car park), stale holds. */
async function unsettled(ctx: ClusterContext, paid: readonly string[]): Promise<string[]> {
  const state = await bookingState(ctx.databaseUrl);
  const emails = emailsByReference(ctx.outbox);
  const told = emailsByReference(ctx.outbox, 'operator');
  const confirmed = new Set(state.confirmed);
  return [
    ...paid.filter((r) => !confirmed.has(r)).map((r) => `${r} paid but not confirmed`),
    ...state.confirmed.filter((r) => emails.get(r) !== 1).map((r) => `${r} has ${emails.get(r) ?? 0} emails`),
    ...state.confirmed.filter((r) => told.get(r) !== 1).map((r) => `${r} told its car park ${told.get(r) ?? 0} times`),
    ...(state.staleHolds > 0 ? [`${state.staleHolds} holds past their expiry`] : []),
  ];
}

/** (c) kill -9 of node B during a book-and-pay load; the survivor must finish everything. */
export async function scenarioBookAndPayWithKill(ctx: ClusterContext): Promise<Result> {
  const name = '(c) kill -9 of one node during 72 book-and-pay flows';
  await sqlOn(ctx.databaseUrl, `UPDATE providers SET spaces_per_day = 1000 WHERE id = $1`, [LOAD.providerId]);
  await sleep(6_000);
  const deadline = Date.now() + 150_000;
  let done = 0;
  let killedAt = 0;
  let orphans: ReturnType<typeof inFlightAtNode> = [];
  const victim = ctx.nodes[1]!;
  const load = pool(72, 8, async (i) => {
    const flow = await bookAndPay(ctx.base, LOAD.providerId, LOAD.airportId, i, deadline);
    if (++done === 20) {
      orphans = inFlightAtNode(ctx.nodePorts[1]!, 6);
      await sleep(40);
      victim.child.kill('SIGKILL');
      killedAt = Date.now();
    }
    return flow;
  });
  const flows = await load;
  // The requests that were in flight on the dead node: the client retries with the same key.
  await Promise.all(orphans.map((o) => o.first));
  const retried = await Promise.all(orphans.map((o) => retrying(() => o.retry(ctx.base), deadline)));
  const retriedOk = retried.filter((r) => r.answer.status === 201).length;
  const failures = flows.filter((f) => !f.paid).map((f) => f.failure);
  const paid = flows.filter((f) => f.paid).map((f) => f.reference!);

  // Wait for the survivor's sweep to confirm and email everything it has to.
  let problems = await unsettled(ctx, paid);
  while (problems.length > 0 && Date.now() < deadline) {
    await sleep(2_000);
    problems = await unsettled(ctx, paid);
  }
  const ok =
    killedAt > 0 &&
    failures.length === 0 &&
    paid.length === 72 &&
    retriedOk === orphans.length &&
    problems.length === 0;
  return {
    name,
    ok,
    detail:
      `${paid.length} paid, ${failures.length} failed ${JSON.stringify(failures.slice(0, 5))}, ` +
      `${retriedOk}/${orphans.length} retried keys succeeded, ` +
      `${flows.filter((f) => f.retried).length} flows retried through the proxy, ` +
      `settled ${killedAt ? Math.round((Date.now() - killedAt) / 1000) : '?'} s after the kill; ` +
      (problems.length
        ? `problems: ${problems.slice(0, 5).join('; ')}`
        : 'every paid booking confirmed with one email'),
  };
}
