import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // A 1 ms ceiling on the mean event-loop delay: one blocking loop is enough to cross it.
  t = await createTestApp({ envOverrides: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '1', PRESSURE_RETRY_AFTER_S: '7' } });
  await t.app.ready();
});
afterAll(() => t.close());

/** Keeps the event loop busy, as a runaway computation would. */
function block(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy on purpose
  }
}

/** Asks until the app sheds the request (it samples once a second), blocking the loop before each try. */
async function askWhileSaturated(url: string) {
  let res = await t.app.inject({ method: 'GET', url });
  for (let attempt = 0; attempt < 10 && res.statusCode !== 503; attempt++) {
    block(1_200);
    await sleep(50);
    res = await t.app.inject({ method: 'GET', url });
  }
  return res;
}

describe('back-pressure (@fastify/under-pressure)', () => {
  it('sheds requests with 503 UNAVAILABLE and Retry-After while the event loop is saturated; liveness still answers', async () => {
    // Shedding starts two samples after ready, so the boot's own stall is not counted.
    await sleep(2_200);
    const res = await askWhileSaturated('/api/v1/airports');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: expect.stringMatching(/busy/) } });
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
  });

  it("readiness says busy in its own documented shape, not the shedder's", async () => {
    const res = await askWhileSaturated('/api/v1/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^busy/) });
    expect(res.json().checks).toBeTypeOf('object');
  });
});
