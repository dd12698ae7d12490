import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, providerWebhooks, providers } from '../../../../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../../../../packages/server/src/services/sweeper';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { bookAndPay } from '../../../support/manage';
import { operatorNotifyApp } from '../../../support/operator-notify';

const PARK = 'luton-park-and-fly';
const OTHER_PARK = 'swift-meet-greet-luton';
let s: Awaited<ReturnType<typeof operatorNotifyApp>>;
const cookie: Record<string, string> = {};
const ORIGIN = 'http://127.0.0.1:4000';

beforeAll(async () => {
  s = await operatorNotifyApp(PARK);
  const db = s.t.db.database.db;
  await seedUser(db, { id: 'notify-desk', organizationId: 'op-notify', role: 'desk' });
  await seedOrganization(db, 'op-other', 'operator');
  await seedUser(db, { id: 'other-owner', organizationId: 'op-other', role: 'owner' });
  await db.update(providers).set({ organizationId: 'op-other' }).where(eq(providers.id, OTHER_PARK));
  for (const who of ['notify-owner', 'notify-desk', 'other-owner']) cookie[who] = (await signIn(s.t.app, who)).cookie;
});
afterAll(async () => s.close());

const call = (who: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  s.t.app.inject({
    method,
    url: `/api/v1/console/${url}`,
    headers: { cookie: cookie[who]!, origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });
const hookRow = async () =>
  (await s.t.db.database.db.select().from(providerWebhooks).where(eq(providerWebhooks.providerId, PARK)))[0];

describe('webhook settings', () => {
  it.each([
    ['http://hooks.example.com/in', /must start with https:\/\//],
    ['https://127.0.0.1/in', /private or reserved address/],
    ['https://10.0.0.1/in', /private or reserved address/],
    ['https://[::1]/in', /private or reserved address/],
    ['https://169.254.169.254/latest/meta-data', /private or reserved address/],
    ['https://rebind.test/in', /rebind\.test points to a private or reserved address \(10\.0\.0\.7\)/],
    ['https://user:pw@receiver.test/in', /user name or password/],
  ])('refuses %s with the reason beside the field, and saves nothing', async (url, reason) => {
    const res = await call('notify-owner', 'PUT', 'webhook', { carPark: PARK, url });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.url).toMatch(reason);
    expect(await hookRow()).toBeUndefined();
  });

  it('first save answers the secret once; rotate answers a new one; remove; all audited, never the secret', async () => {
    const saved = await call('notify-owner', 'PUT', 'webhook', { carPark: PARK, url: s.hookUrl() });
    expect(saved.statusCode).toBe(200);
    const secret = saved.json().secret as string;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect((await hookRow())!.secret).toBe(secret);
    const read = await call('notify-desk', 'GET', `webhook?carPark=${PARK}`);
    expect(read.json()).toMatchObject({ carPark: { id: PARK }, webhook: { url: s.hookUrl(), rotatedAt: null } });
    expect(read.json().secret).toBeUndefined();
    expect(JSON.stringify(read.json())).not.toContain(secret);
    const again = await call('notify-owner', 'PUT', 'webhook', { carPark: PARK, url: `${s.hookUrl()}?v=2` });
    expect(again.json().secret).toBeUndefined();
    expect((await hookRow())!.secret).toBe(secret);

    const rotated = await call('notify-owner', 'POST', 'webhook/rotate', { carPark: PARK });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    expect(rotated.json().webhook.rotatedAt).not.toBeNull();

    const removed = await call('notify-owner', 'DELETE', `webhook?carPark=${PARK}`);
    expect(removed.json().webhook).toBeNull();
    expect(await hookRow()).toBeUndefined();

    const entries = await s.t.db.database.db.select().from(auditLog).where(eq(auditLog.targetId, PARK));
    expect(entries.map((e) => e.action)).toEqual([
      'webhook.created',
      'webhook.changed',
      'webhook.rotated',
      'webhook.removed',
    ]);
    expect(entries.every((e) => e.actorId === 'notify-owner' && e.organizationId === 'op-notify')).toBe(true);
    expect(entries[2]!.changes).toEqual({ secret: { changed: true } });
    const everything = JSON.stringify(entries);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(fresh);
  });

  it('the desk cannot change it; another organisation gets 404 for our car park', async () => {
    expect((await call('notify-desk', 'PUT', 'webhook', { carPark: PARK, url: s.hookUrl() })).statusCode).toBe(403);
    expect((await call('notify-desk', 'POST', 'webhook/rotate', { carPark: PARK })).statusCode).toBe(403);
    expect((await call('other-owner', 'PUT', 'webhook', { carPark: PARK, url: s.hookUrl() })).statusCode).toBe(404);
    expect((await call('other-owner', 'GET', `webhook?carPark=${PARK}`)).statusCode).toBe(404);
    expect((await call('other-owner', 'DELETE', `webhook?carPark=${PARK}`)).statusCode).toBe(404);
    expect(await hookRow()).toBeUndefined();
  });
});

describe('delivery log and redelivery', () => {
  it('lists each event with its channels, and redelivers on request (marked, audited, same event id)', async () => {
    const saved = await call('notify-owner', 'PUT', 'webhook', { carPark: PARK, url: s.hookUrl() });
    expect(saved.statusCode).toBe(200);
    const { row } = await bookAndPay(s.t, { criteria: { entryDate: '2026-12-02', exitDate: '2026-12-04' } });
    await sweepOnce(s.t.app);
    const log = await call('notify-desk', 'GET', `notifications?carPark=${PARK}`);
    expect(log.statusCode).toBe(200);
    const [entry] = log.json().events;
    expect(entry).toMatchObject({
      type: 'booking.created',
      reference: row.reference,
      channels: [
        { channel: 'email', status: 'delivered', attempts: 1 },
        { channel: 'webhook', status: 'delivered', attempts: 1, responseCode: 200 },
      ],
    });
    expect(JSON.stringify(log.json())).not.toContain('ada@example.com');

    expect(
      (await call('notify-desk', 'POST', `notifications/${entry.eventId}/redeliver`, { channel: 'webhook' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('other-owner', 'POST', `notifications/${entry.eventId}/redeliver`, { channel: 'webhook' }))
        .statusCode,
    ).toBe(404);
    expect((await call('other-owner', 'GET', `notifications?carPark=${PARK}`)).statusCode).toBe(404);
    const asked = await call('notify-owner', 'POST', `notifications/${entry.eventId}/redeliver`, {
      channel: 'webhook',
    });
    expect(asked.statusCode).toBe(202);
    await sweepOnce(s.t.app);
    const rows = (await s.deliveriesOf(entry.eventId)).filter((d) => d.channel === 'webhook');
    expect(rows.map((d) => [d.attempt, d.status, d.requestedBy])).toEqual([
      [1, 'delivered', null],
      [2, 'delivered', 'notify-owner'],
    ]);
    const got = s.receiver.received.filter((r) => r.headers['parking-event-id'] === entry.eventId);
    expect(got).toHaveLength(2);
    const after = (await call('notify-desk', 'GET', `notifications?carPark=${PARK}`)).json().events[0];
    expect(after.channels[1]).toMatchObject({ status: 'delivered', attempts: 2 });
    const [audit] = await s.t.db.database.db.select().from(auditLog).where(eq(auditLog.targetId, entry.eventId));
    expect(audit).toMatchObject({ action: 'notification.redelivered', actorId: 'notify-owner' });
    expect(audit!.changes).toMatchObject({ channel: { after: 'webhook' } });
  });

  it('a bad channel or cursor is a 400 that changes nothing', async () => {
    const [entry] = (await call('notify-owner', 'GET', `notifications?carPark=${PARK}`)).json().events;
    const bad = await call('notify-owner', 'POST', `notifications/${entry.eventId}/redeliver`, { channel: 'sms' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await call('notify-owner', 'GET', `notifications?cursor=abc`)).statusCode).toBe(400);
  });
});
