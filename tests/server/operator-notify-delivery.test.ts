import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWebhooks } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookAndPay } from './support/manage';
import { operatorNotifyApp } from './support/operator-notify';

const PROVIDER = 'luton-park-and-fly';
let s: Awaited<ReturnType<typeof operatorNotifyApp>>;
beforeAll(async () => {
  s = await operatorNotifyApp(PROVIDER);
  await s.setWebhook(PROVIDER, s.hookUrl(), 'whsec_delivery_test');
});
afterAll(async () => s.close());

const webhookRows = async (eventId: string) => (await s.deliveriesOf(eventId)).filter((d) => d.channel === 'webhook');
const requestsFor = (eventId: string) => s.receiver.received.filter((r) => r.headers['parking-event-id'] === eventId);

describe('webhook delivery', () => {
  it('a receiver that fails three times (500) then succeeds: 4 attempts logged, one delivery, the same event id', async () => {
    let failures = 0;
    s.respond.current = (_r, res) => {
      res.statusCode = failures++ < 3 ? 500 : 200;
      res.end();
    };
    const { row } = await bookAndPay(s.t, { criteria: { entryDate: '2026-12-07', exitDate: '2026-12-09' } });
    const [event] = await s.eventsOf(row.id);
    for (let i = 0; i < 5; i++) await sweepOnce(s.t.app, { skipBackoff: true });
    const rows = await webhookRows(event!.id);
    expect(rows.map((d) => [d.attempt, d.status, d.responseCode])).toEqual([
      [1, 'retrying', 500],
      [2, 'retrying', 500],
      [3, 'retrying', 500],
      [4, 'delivered', 200],
    ]);
    expect(rows.every((d) => d.finishedAt && d.requestedBy === null)).toBe(true);
    expect(requestsFor(event!.id)).toHaveLength(4);
    expect(new Set(requestsFor(event!.id).map((r) => r.body)).size).toBe(1);
    // The email went once, on its own job, whatever the webhook did.
    expect((await s.deliveriesOf(event!.id)).filter((d) => d.channel === 'email').map((d) => d.status)).toEqual([
      'delivered',
    ]);
  });

  it('a redirect is a failure and is never followed', async () => {
    s.respond.current = (r, res) => {
      if (r.headers['parking-event-id']) res.writeHead(302, { location: '/elsewhere' }).end();
      else res.end('followed');
    };
    const { row } = await bookAndPay(s.t, { criteria: { entryDate: '2026-12-14', exitDate: '2026-12-16' } });
    const [event] = await s.eventsOf(row.id);
    const before = s.receiver.received.length;
    await sweepOnce(s.t.app, { skipBackoff: true });
    // Every attempt (the job retries, up to its limit) failed on the 302 itself; the last one for good.
    const rows = await webhookRows(event!.id);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((d) => d.responseCode === 302 && d.error === 'redirect refused')).toBe(true);
    expect(rows.map((d) => d.status)).toEqual([...rows.slice(1).map(() => 'retrying'), 'failed']);
    const after = s.receiver.received.slice(before);
    expect(after.map((r) => r.path)).toEqual(rows.map(() => '/hooks'));
  });

  it('a host that now resolves to a private address is refused at delivery: nothing is sent', async () => {
    s.respond.current = (_r, res) => res.end('ok');
    // Saved while it was public; the host now points inside the network (DNS rebinding).
    await s.t.db.database.db
      .update(providerWebhooks)
      .set({ url: s.hookUrl('rebind.test') })
      .where(eq(providerWebhooks.providerId, PROVIDER));
    const { row } = await bookAndPay(s.t, { criteria: { entryDate: '2026-12-21', exitDate: '2026-12-23' } });
    const [event] = await s.eventsOf(row.id);
    const before = s.receiver.received.length;
    await sweepOnce(s.t.app, { skipBackoff: true });
    const [attempt] = await webhookRows(event!.id);
    expect(attempt).toMatchObject({ status: 'retrying', responseCode: null });
    expect(attempt!.error).toMatch(/private or reserved address \(10\.0\.0\.7\)/);
    expect(s.receiver.received.length).toBe(before);
  });
});
