import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookAndPayDemo } from './support/demo-pay';
import { startFakeStripe } from './support/fake-stripe';
import { bookingBody, newKey } from './support/fixtures';
import { STRIPE_KEY, WEBHOOK_SECRET, deliverEvent, sessionEvent, signature } from './support/stripe-app';
import { type TestApp, createTestApp } from './support/test-app';

/** One sample of the text exposition: `name{labels} value`. */
type Sample = { name: string; labels: Record<string, string>; value: number };

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the sample with that name and exactly these labels (0 when absent, as Prometheus reads a new series). */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  const s = samples.find((x) => x.name === name && JSON.stringify(Object.entries(x.labels).sort()) === wanted);
  return s?.value ?? 0;
}

async function scrape(t: TestApp, authorization?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });
  return { res, samples: parse(res.body) };
}

describe('GET /metrics on localhost without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const confirmedInDb = async () =>
    (await t.db.database.db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'confirmed')))[0]!.n;

  it('moves the request, bookings, jobs and email families after one booking, by route pattern only', async () => {
    const { reference, checkoutUrl } = await bookAndPayDemo(t);
    const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${sessionId}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/v1/no-such-route/${sessionId}` });

    const { res, samples } = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const http = 'parking_http_request_duration_seconds_count';
    expect(value(samples, http, { method: 'POST', route: '/api/v1/bookings', status_code: '201' })).toBe(1);
    expect(value(samples, http, { method: 'GET', route: '/api/v1/checkout/:sessionId', status_code: '200' })).toBe(1);
    expect(value(samples, http, { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    // Labels carry patterns: no session id, reference or other URL part leaks into the metrics.
    expect(res.body).not.toContain(sessionId);
    expect(res.body).not.toContain(reference);

    const confirmed = await confirmedInDb();
    expect(confirmed).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'parking_bookings', { status: 'confirmed' })).toBe(confirmed);
    // The confirmation email waits in its queue until the jobs run.
    expect(value(samples, 'parking_jobs', { queue: 'booking-email', state: 'ready' })).toBeGreaterThanOrEqual(1);
  });

  it('counts a failed email attempt and its retry, then the email sent', async () => {
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw Object.assign(new Error('SMTP down'), { code: 'ECONNREFUSED' });
    };
    try {
      await sweepOnce(t.app);
    } finally {
      t.mailer.send = send;
    }
    let { samples } = await scrape(t);
    expect(value(samples, 'parking_emails_failed_total', { kind: 'confirmation' })).toBe(1);
    expect(value(samples, 'parking_job_retries_total', { queue: 'booking-email' })).toBe(1);
    expect(value(samples, 'parking_emails_sent_total', { kind: 'confirmation' })).toBe(0);

    await sweepOnce(t.app, { skipBackoff: true });
    ({ samples } = await scrape(t));
    expect(t.mailer.sent).toHaveLength(1);
    expect(value(samples, 'parking_emails_sent_total', { kind: 'confirmation' })).toBe(1);
  });

  it('reads bookings at scrape time: a new unpaid booking shows as pending', async () => {
    const before = value((await scrape(t)).samples, 'parking_bookings', { status: 'pending' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody(),
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(201);
    expect(value((await scrape(t)).samples, 'parking_bookings', { status: 'pending' })).toBe(before + 1);
    // A test key's booking is no business: made a test booking, it leaves the figure where it was.
    await t.db.database.db.update(bookings).set({ test: true }).where(eq(bookings.reference, res.json().reference));
    expect(value((await scrape(t)).samples, 'parking_bookings', { status: 'pending' })).toBe(before);
  });

  it('has every other family: webhooks, job failures, event-loop lag and process metrics, the pool on PostgreSQL', async () => {
    const { res, samples } = await scrape(t);
    for (const family of [
      'parking_payment_webhooks_total',
      'parking_job_failures_total',
      'parking_job_retries_total',
      'parking_emails_failed_total',
    ]) {
      expect(res.body).toContain(`# TYPE ${family} counter`);
    }
    expect(res.body).toContain('# TYPE parking_jobs gauge');
    expect(value(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (t.db.database.kind === 'postgres') {
      expect(value(samples, 'parking_db_pool_clients', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(res.body).toContain('# TYPE parking_db_pool_waiting_requests gauge');
    } else {
      // PGlite is one in-process connection: no pool families at all (docs/architecture.md#metrics).
      expect(res.body).not.toContain('parking_db_pool');
    }
  });
});

describe('GET /metrics outside localhost without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      envOverrides: {
        PUBLIC_URL: 'https://parking.example',
        DEPLOYMENT: 'demo',
        LINK_SECRET: 'x'.repeat(32),
        AUTH_SECRET: 'y'.repeat(32),
      },
    });
  });
  afterAll(() => t.close());

  it('answers 404 as an unknown file does: metrics are never public by accident', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer guess' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('parking_');
    // Worded as for any unknown file (`GET /<path> not found`): nothing says metrics exist here.
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'GET /metrics not found' });
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-file.txt' });
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: 'GET /no-such-file.txt not found' });
  });
});

describe('GET /metrics with METRICS_TOKEN, and payment webhooks', () => {
  const TOKEN = 'test-metrics-token-123456';
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      envOverrides: {
        METRICS_TOKEN: TOKEN,
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers 401 JSON without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const { res } = await scrape(t, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().error.code).toBe('UNAUTHORIZED');
      expect(res.body).not.toContain('parking_');
    }
  });

  it('counts webhooks by event type and outcome; an unsigned one as unknown and rejected', async () => {
    const payload = sessionEvent('evt_metrics_1', 'customer.created', { id: 'cs_test_metrics' });
    expect((await deliverEvent(t, payload, signature(payload, 'whsec_wrong'))).statusCode).toBe(400);
    const ok = await deliverEvent(t, payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().outcome).toBe('ignored');
    expect((await deliverEvent(t, payload)).json().outcome).toBe('duplicate');

    const { res, samples } = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    const webhooks = 'parking_payment_webhooks_total';
    expect(value(samples, webhooks, { event_type: 'unknown', outcome: 'rejected' })).toBe(1);
    expect(value(samples, webhooks, { event_type: 'customer.created', outcome: 'ignored' })).toBe(1);
    expect(value(samples, webhooks, { event_type: 'customer.created', outcome: 'duplicate' })).toBe(1);
    expect(
      value(samples, 'parking_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/webhooks/stripe',
        status_code: '400',
      }),
    ).toBe(1);
  });
});
