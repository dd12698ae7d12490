import { ApiErrorSchema, CouponCheckResponseSchema } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../packages/server/src/db/schema/index';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The test clock starts at 2026-11-22T09:00Z; CAP15 (seeded) has no end date.
  await t.db.database.db.insert(coupons).values([
    {
      code: 'WINTER10',
      percentBasisPoints: 1000,
      activeFrom: new Date('2026-11-01T00:00:00Z'),
      activeUntil: new Date('2026-12-01T00:00:00Z'),
    },
    {
      code: 'SUMMER20',
      percentBasisPoints: 2000,
      activeFrom: new Date('2026-06-01T00:00:00Z'),
      activeUntil: new Date('2026-09-01T00:00:00Z'),
    },
    { code: 'SPRING5', percentBasisPoints: 500, activeFrom: new Date('2027-03-01T00:00:00Z'), activeUntil: null },
  ]);
});
afterAll(() => t.close());

const check = (payload: unknown, app = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/coupons/check', payload: payload as object, headers });

describe('POST /api/v1/coupons/check', () => {
  it('answers the code and its percent off for an active coupon, whatever the case and spaces', async () => {
    for (const code of ['CAP15', 'cap15', ' Cap15 ']) {
      const res = await check({ code });
      expect(res.statusCode).toBe(200);
      expect(CouponCheckResponseSchema.parse(res.json())).toEqual({ data: { code: 'CAP15', percentOff: 7.5 } });
    }
    const winter = await check({ code: 'winter10' });
    expect(winter.json()).toEqual({ data: { code: 'WINTER10', percentOff: 10 } });
  });

  it('answers 404 COUPON_NOT_FOUND for an unknown, expired or not yet valid code', async () => {
    for (const code of ['NOPE', 'SUMMER20', 'SPRING5']) {
      const res = await check({ code });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(ApiErrorSchema.parse(res.json())).toEqual({
        error: { code: 'COUPON_NOT_FOUND', message: 'That code is not valid' },
      });
    }
  });

  it('follows the clock: a code stops working when its window ends', async () => {
    expect((await check({ code: 'WINTER10' })).statusCode).toBe(200);
    const before = t.clock.now;
    try {
      t.clock.set('2026-12-01T00:00:00Z');
      expect((await check({ code: 'WINTER10' })).statusCode).toBe(404);
      t.clock.set('2027-03-01T00:00:00Z');
      expect((await check({ code: 'SPRING5' })).json()).toEqual({ data: { code: 'SPRING5', percentOff: 5 } });
    } finally {
      t.clock.set(before.toISOString());
    }
  });

  it('answers 400 VALIDATION_FAILED with the field for a malformed body', async () => {
    for (const payload of [
      { code: '' },
      { code: '   ' },
      { code: 'CAP 15!' },
      { code: 'X'.repeat(33) },
      { code: 15 },
      {},
    ]) {
      const res = await check(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = ApiErrorSchema.parse(res.json());
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['code']);
    }
    const empty = ApiErrorSchema.parse((await check({ code: '' })).json());
    expect(empty.error.fields?.code).toBe('Enter a coupon code');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupons/check',
      payload: 'CAP15',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(ApiErrorSchema.safeParse(notJson.json()).success).toBe(true);
  });

  it('answers a partner origin with CORS and no credentials', async () => {
    const res = await check({ code: 'CAP15' }, t.app, {
      origin: 'http://localhost:5173',
      'x-partner-key': 'pk_demo_local',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('is rate limited per client like the booking routes, with a 429 in the API error shape', async () => {
    const local = await createTestApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      expect((await check({ code: 'CAP15' }, local.app)).statusCode).toBe(200);
      expect((await check({ code: 'GUESS1' }, local.app)).statusCode).toBe(404);
      const third = await check({ code: 'GUESS2' }, local.app);
      expect(third.statusCode).toBe(429);
      expect(ApiErrorSchema.parse(third.json()).error.code).toBe('RATE_LIMITED');
    } finally {
      await local.close();
    }
  });

  it('is documented in the OpenAPI document with its body and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    const op = doc.paths['/api/v1/coupons/check']?.post;
    expect(op).toBeDefined();
    expect(op.summary).toBe('Check a coupon code');
    expect(op.description).toMatch(/COUPON_NOT_FOUND/);
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual(['code']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
  });
});
