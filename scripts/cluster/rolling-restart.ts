import { bookingState, emailsByReference, sqlOn } from './checks';
import { type Answer, bookingBody, call, clientIp, newKey, sleep, stay } from './client';
import type { Nginx } from './nginx';
import { type Proc, terminate } from './processes';

/** What scenario (d) needs beyond the shared context: a way to start node `i` again. */
type RollingContext = {
  base: string;
  databaseUrl: string;
  outbox: string;
  nodes: Proc[];
  nodePorts: number[];
  nginx: Nginx;
  startNode: (index: number) => Promise<Proc>;
};
type Result = { name: string; ok: boolean; detail: string };

/** Its own car park, so that its bookings leave scenario (c)'s capacity alone. */
const LOAD = { providerId: 'luton-parkway-secure', airportId: 'luton' };
const CLIENTS = 6;
/** Booking emails of this scenario start at this index (the other scenarios use lower ones). */
const FIRST = 20_000;

/** Every answer the clients saw that a visitor would call a failure: a 5xx or no answer at all. */
type Traffic = { flows: number; paid: string[]; errors: string[]; other: string[] };

/** One visitor: search, book (Idempotency-Key), pay on the demo checkout. No retries: each answer counts. */
async function flow(base: string, i: number, traffic: Traffic): Promise<void> {
  const ip = clientIp();
  const see = (step: string, a: Answer, expected: number) => {
    if (a.status === 0 || a.status >= 500) traffic.errors.push(`${step} ${a.status || 'connection error'}`);
    else if (a.status !== expected) traffic.other.push(`${step} ${a.status}`);
    return a.status === expected;
  };
  traffic.flows++;
  const search = await call(base, '/api/v1/search/packages', {
    method: 'POST',
    body: stay(LOAD.airportId),
    headers: { 'x-forwarded-for': ip },
  });
  if (!see('search', search, 200)) return;
  const booked = await call(base, '/api/v1/bookings', {
    method: 'POST',
    body: bookingBody(LOAD.providerId, LOAD.airportId, i),
    headers: { 'idempotency-key': newKey(), 'x-forwarded-for': ip },
  });
  if (!see('book', booked, 201)) return;
  const created = booked.body as { reference: string; checkoutUrl: string };
  const paid = await call(base, `${new URL(created.checkoutUrl).pathname}/pay`, {
    method: 'POST',
    form: true,
    headers: { origin: base, referer: created.checkoutUrl, 'x-forwarded-for': ip },
  });
  if (see('pay', paid, 303)) traffic.paid.push(created.reference);
}

/**
 * The deploy's order, one node at a time: out of nginx's rotation (a reload), SIGTERM at once (the
 * requests nginx already sent it finish on the closing node), start again, ready, back in the rotation.
 * Draining first is what makes it lossless: a node that closes its listener while nginx still routes to
 * it resets the connections waiting in its accept queue, and a POST nginx already wrote into one of
 * them cannot be retried (502).
 */
async function rollingRestart(ctx: RollingContext): Promise<string[]> {
  const notes: string[] = [];
  for (const index of ctx.nodes.keys()) {
    await sleep(1_500); // traffic on both nodes first
    await ctx.nginx.route(ctx.nodePorts[index]!);
    const stopped = await terminate(ctx.nodes[index]!);
    const at = Date.now();
    ctx.nodes[index] = await ctx.startNode(index);
    await ctx.nginx.route(null);
    notes.push(
      `${ctx.nodes[index].name} exited ${stopped.code} in ${stopped.ms} ms, back in the rotation in ${Date.now() - at} ms`,
    );
    if (stopped.code !== 0) notes.push(`FAIL: ${ctx.nodes[index].name} exit code ${stopped.code}`);
  }
  return notes;
}

/** Problems left once the load is over: unconfirmed payments, email counts, confirmation jobs not completed. */
async function leftovers(ctx: RollingContext, paid: string[]) {
  const state = await bookingState(ctx.databaseUrl);
  const emails = emailsByReference(ctx.outbox);
  const told = emailsByReference(ctx.outbox, 'operator');
  const confirmed = new Set(state.confirmed);
  const jobs = await sqlOn<{ reference: string; state: string; retries: number }>(
    ctx.databaseUrl,
    `SELECT data->>'reference' AS reference, state::text AS state, retry_count AS retries FROM pgboss.job
      WHERE name = 'booking-email' AND data->>'kind' = 'confirmation' AND data->>'reference' = ANY($1)`,
    [paid],
  );
  const done = new Set(jobs.filter((j) => j.state === 'completed').map((j) => j.reference));
  const problems = [
    ...paid.filter((r) => !confirmed.has(r)).map((r) => `${r} paid but not confirmed`),
    ...paid.filter((r) => emails.get(r) !== 1).map((r) => `${r} has ${emails.get(r) ?? 0} emails`),
    ...paid.filter((r) => told.get(r) !== 1).map((r) => `${r} told its car park ${told.get(r) ?? 0} times`),
    ...paid.filter((r) => !done.has(r)).map((r) => `${r} confirmation job not completed`),
  ];
  return { problems, handedBack: jobs.filter((j) => j.retries > 0).length };
}

/**
 * (d) A rolling restart under continuous book-and-pay traffic through nginx: 0 × 5xx, 0 connection
 * errors, every paid booking confirmed with exactly one email (and one to its car park), every confirmation
 * job completed.
 */
export async function scenarioRollingRestart(ctx: RollingContext): Promise<Result> {
  await sqlOn(ctx.databaseUrl, `UPDATE providers SET spaces_per_day = 100000 WHERE id = $1`, [LOAD.providerId]);
  await sleep(6_000); // the nodes' catalog caches (5 s) pick up the new capacity
  const traffic: Traffic = { flows: 0, paid: [], errors: [], other: [] };
  let running = true;
  let next = FIRST;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (running) await flow(ctx.base, next++, traffic);
  });
  const notes = await rollingRestart(ctx).finally(() => (running = false));
  await Promise.all(clients);

  const deadline = Date.now() + 90_000;
  let left = await leftovers(ctx, traffic.paid);
  while (left.problems.length > 0 && Date.now() < deadline) {
    await sleep(2_000);
    left = await leftovers(ctx, traffic.paid);
  }
  const ok =
    traffic.errors.length === 0 &&
    traffic.other.length === 0 &&
    traffic.paid.length === traffic.flows &&
    traffic.paid.length > 0 &&
    left.problems.length === 0 &&
    !notes.some((n) => n.startsWith('FAIL'));
  return {
    name: `(d) rolling restart (SIGTERM) of both nodes during ${CLIENTS} clients' book-and-pay traffic`,
    ok,
    detail:
      `${traffic.flows} flows, ${traffic.paid.length} paid, ${traffic.errors.length} 5xx/connection errors ` +
      `${JSON.stringify(traffic.errors.slice(0, 5))}, other answers ${JSON.stringify(traffic.other.slice(0, 5))}; ` +
      `${notes.join('; ')}; ${left.handedBack} confirmation jobs retried; ` +
      (left.problems.length
        ? `problems: ${left.problems.slice(0, 5).join('; ')}`
        : 'every paid booking confirmed with one email'),
  };
}
