import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmails, providerWebhooks } from '../../packages/server/src/db/schema/index';
import { RETRY, WEBHOOK_RETRY } from '../../packages/server/src/services/jobs/retry-policy';
import { webhookGaveUp } from '../../packages/server/src/services/operator-events/endpoint-health';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { signIn } from './support/console';
import { bookAndPay } from './support/manage';
import { operatorNotifyApp } from './support/operator-notify';

// Operator webhooks retry for 24 hours, then fail for good: the owners are emailed once, the delivery log
// shows Failed, and a redelivery that succeeds clears the mark so a later failure emails again.
const PARK = 'luton-park-and-fly';
const ORIGIN = 'http://127.0.0.1:4000';
const OWNER_EMAIL = 'notify-owner@tenancy.example';
let s: Awaited<ReturnType<typeof operatorNotifyApp>>;
let cookie: string;
const db = () => s.t.db.database.db;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

beforeAll(async () => {
  s = await operatorNotifyApp(PARK);
  await s.setWebhook(PARK, s.hookUrl(), 'whsec_give_up_test');
  cookie = (await signIn(s.t.app, 'notify-owner')).cookie;
});
afterAll(async () => s.close());

const failing = () => {
  s.respond.current = (_r, res) => {
    res.statusCode = 503;
    res.end();
  };
};
const working = () => {
  s.respond.current = (_r, res) => res.end('ok');
};

/** A new booking at the car park; returns its operator event id. */
async function newEvent(day: number): Promise<string> {
  const entryDate = `2027-01-${String(day).padStart(2, '0')}`;
  const exitDate = `2027-01-${String(day + 2).padStart(2, '0')}`;
  const { row } = await bookAndPay(s.t, { criteria: { entryDate, exitDate } });
  return (await s.eventsOf(row.id))[0]!.id;
}
const webhookRows = async (eventId: string) => (await s.deliveriesOf(eventId)).filter((d) => d.channel === 'webhook');
const noticesSent = () =>
  s.t.mailer.sent.filter((m) => m.to === OWNER_EMAIL && /webhook .* is failing/.test(m.subject));
const failingSince = async () =>
  (await db().select().from(providerWebhooks).where(eq(providerWebhooks.providerId, PARK)))[0]!.failingNotifiedAt;

const console_ = (method: 'GET' | 'POST', url: string, payload?: object) =>
  s.t.app.inject({
    method,
    url: `/api/v1/console/${url}`,
    headers: { cookie, origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });
async function logEntry(eventId: string) {
  const page = (await console_('GET', `notifications?carPark=${PARK}`)).json() as {
    events: { eventId: string; channels: { channel: string; status: string; attempts: number }[] }[];
  };
  return page.events.find((e) => e.eventId === eventId)!.channels.find((c) => c.channel === 'webhook')!;
}

describe('operator webhook retries and give-up', () => {
  it('queues the webhook delivery with the 24-hour policy and the email with the shared one', async () => {
    failing();
    const eventId = await newEvent(4);
    const jobs = rows<{ channel: string; limit: number; delay: number; backoff: boolean; max: number }>(
      await db().execute(sql`select data->>'channel' as channel, retry_limit as limit, retry_delay as delay,
        retry_backoff as backoff, retry_delay_max as max from pgboss.job
        where name = 'operator-notify' and data->>'eventId' = ${eventId} order by 1`),
    );
    expect(jobs).toEqual([
      { channel: 'email', limit: RETRY.retryLimit, delay: RETRY.retryDelay, backoff: true, max: RETRY.retryDelayMax },
      {
        channel: 'webhook',
        limit: WEBHOOK_RETRY.retryLimit,
        delay: WEBHOOK_RETRY.retryDelay,
        backoff: true,
        max: WEBHOOK_RETRY.retryDelayMax,
      },
    ]);
    // Every attempt runs now (their back-off skipped): each failed one but the last says it will be retried.
    await sweepOnce(s.t.app, { skipBackoff: true });
    const attempts = await webhookRows(eventId);
    expect(attempts).toHaveLength(WEBHOOK_RETRY.retryLimit + 1);
    expect(attempts.slice(0, -1).every((d) => d.status === 'retrying' && d.responseCode === 503)).toBe(true);
    expect(attempts.at(-1)).toMatchObject({ status: 'failed', responseCode: 503, error: 'HTTP 503' });
    expect(await logEntry(eventId)).toMatchObject({ status: 'failed', attempts: WEBHOOK_RETRY.retryLimit + 1 });

    // The owner is told once, through the durable account email, with a link to the delivery log.
    expect(await failingSince()).toBeInstanceOf(Date);
    await sweepOnce(s.t.app);
    const [notice, ...more] = noticesSent();
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('Your webhook for Park & Fly Luton is failing');
    expect(notice!.text).toContain(`receiver.test:${s.receiver.port}`);
    expect(notice!.text).toContain('HTTP 503');
    expect(notice!.text).toContain(`/console/notifications?carPark=${PARK}`);
    expect(notice!.text).not.toContain('whsec_');
  });

  it('a second give-up while the endpoint still fails emails nobody', async () => {
    const marked = await failingSince();
    const eventId = await newEvent(11);
    await sweepOnce(s.t.app, { skipBackoff: true });
    await sweepOnce(s.t.app);
    expect((await webhookRows(eventId)).at(-1)!.status).toBe('failed');
    expect(noticesSent()).toHaveLength(1);
    expect(await failingSince()).toEqual(marked);
  });

  it('redelivering a failed event once the endpoint works delivers it and clears the mark; the next give-up emails again', async () => {
    const [first] = (await console_('GET', `notifications?carPark=${PARK}`)).json().events.slice(-1) as {
      eventId: string;
    }[];
    working();
    const asked = await console_('POST', `notifications/${first!.eventId}/redeliver`, { channel: 'webhook' });
    expect(asked.statusCode).toBe(202);
    await sweepOnce(s.t.app);
    expect(await logEntry(first!.eventId)).toMatchObject({ status: 'delivered' });
    expect(await failingSince()).toBeNull();

    failing();
    const eventId = await newEvent(18);
    await sweepOnce(s.t.app, { skipBackoff: true });
    await sweepOnce(s.t.app);
    expect((await webhookRows(eventId)).at(-1)!.status).toBe('failed');
    expect(noticesSent()).toHaveLength(2);
  });

  it('marks the endpoint and queues the email in the caller’s transaction: rolled back, neither is left', async () => {
    working();
    await db().update(providerWebhooks).set({ failingNotifiedAt: null }).where(eq(providerWebhooks.providerId, PARK));
    const before = (await db().select().from(accountEmails)).length;
    await expect(
      db().transaction(async (tx) => {
        expect(await webhookGaveUp(s.t.app.ctx, s.t.app.jobs, tx, PARK)).toBe(1);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await failingSince()).toBeNull();
    expect((await db().select().from(accountEmails)).length).toBe(before);
    const queued = rows<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from pgboss.job where name = 'account-email' and state = 'created'`,
      ),
    );
    expect(queued[0]!.n).toBe(0);
  });
});
