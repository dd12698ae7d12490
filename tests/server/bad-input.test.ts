import { ApiErrorSchema } from '@parking/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../packages/server/src/db/schema/index';
import { bookingBody, criteria, newKey } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends `options` and checks the answer is the documented error shape with `status` and `code`. */
async function expectError(options: InjectOptions, status: number, code = 'VALIDATION_FAILED') {
  const res = await t.app.inject(options);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = ApiErrorSchema.parse(res.json());
  expect(body.error.code).toBe(code);
  expect(res.body).not.toMatch(/\n\s+at |FST_ERR|statusCode/);
  return body.error;
}

const json = { 'content-type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('null characters', () => {
  it('in a booking field: 400 naming the field, nothing stored', async () => {
    const before = (await t.db.database.db.select().from(bookings)).length;
    const body = bookingBody({ details: { firstName: 'Ann\u0000' } });
    const error = await expectError(
      { method: 'POST', url: '/api/v1/bookings', payload: body, headers: { 'idempotency-key': newKey() } },
      400,
    );
    expect(error.fields).toEqual({ 'details.firstName': 'Must not contain a null character' });
    expect(await t.db.database.db.select().from(bookings)).toHaveLength(before);
  });

  it('in a vehicle field deep in the body', async () => {
    const body = bookingBody();
    body.details.vehicles[0]!.make = 'Fo\u0000rd';
    const error = await expectError(
      { method: 'POST', url: '/api/v1/bookings', payload: body, headers: { 'idempotency-key': newKey() } },
      400,
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['details.vehicles.0.make']);
  });

  it('in a path parameter', async () => {
    const error = await expectError({ method: 'GET', url: '/api/v1/blogs/a%00b' }, 400);
    expect(error.fields).toEqual({ id: 'Must not contain a null character' });
    await expectError({ method: 'GET', url: '/api/v1/providers/luton%00' }, 400);
    await expectError({ method: 'GET', url: '/api/v1/checkout/cs%00x' }, 400);
  });

  it('in a query parameter and in a search field', async () => {
    const error = await expectError({ method: 'GET', url: '/api/v1/providers?airportId=lu%00ton' }, 400);
    expect(error.fields).toEqual({ airportId: 'Must not contain a null character' });
    const search = await expectError(
      { method: 'POST', url: '/api/v1/search/packages', payload: criteria({ airportId: 'luton\u0000' }) },
      400,
    );
    expect(search.fields).toEqual({ airportId: 'Must not contain a null character' });
  });

  it('in a coupon code', async () => {
    const error = await expectError(
      { method: 'POST', url: '/api/v1/coupons/check', payload: { code: 'CAP\u000015' } },
      400,
    );
    expect(error.fields).toEqual({ code: 'Must not contain a null character' });
  });
});

describe('deeply nested JSON is a 400 on every route', () => {
  const routes = ['/api/v1/search/packages', '/api/v1/bookings', '/api/v1/coupons/check'];
  for (const url of routes) {
    it(url, async () => {
      const error = await expectError(
        {
          method: 'POST',
          url,
          headers: { ...json, 'idempotency-key': newKey() },
          payload: `{"airportId":"luton","deep":${nested(5_000)}}`,
        },
        400,
      );
      expect(error.message).toBe('The request is nested too deeply');
      expect(Object.keys(error.fields ?? {})[0]).toMatch(/^deep/);
    });
  }

  it('a valid search with a moderately nested unknown field still works', async () => {
    const payload = JSON.stringify({ ...criteria(), extra: JSON.parse(nested(10)) });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/search/packages', headers: json, payload });
    expect(res.statusCode).toBe(200);
  });
});

describe("Fastify's own errors use the error shape", () => {
  it('bad percent-encoding', async () => {
    const error = await expectError({ method: 'GET', url: '/api/v1/providers/%zz' }, 400);
    expect(error.message).not.toContain('%zz');
  });

  it('a path parameter longer than maxParamLength', async () => {
    const error = await expectError({ method: 'GET', url: `/api/v1/providers/${'a'.repeat(300)}` }, 414);
    expect(error.message).toBe('A value in the address is too long');
  });

  it('a body over the limit', async () => {
    const payload = `{"airportId":"${'x'.repeat(1_100_000)}"}`;
    const error = await expectError({ method: 'POST', url: '/api/v1/search/packages', headers: json, payload }, 413);
    expect(error.message).toBe('The request body is too large');
  });

  it('an unsupported media type', async () => {
    const error = await expectError(
      {
        method: 'POST',
        url: '/api/v1/search/packages',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      415,
    );
    expect(error.message).toBe('Unsupported Content-Type: send application/json');
  });

  it('an empty JSON body and broken JSON', async () => {
    const empty = await expectError(
      { method: 'POST', url: '/api/v1/search/packages', headers: json, payload: '' },
      400,
    );
    expect(empty.message).toBe('The JSON body is empty');
    const broken = await expectError(
      { method: 'POST', url: '/api/v1/search/packages', headers: json, payload: '{"airportId": secret' },
      400,
    );
    expect(broken.message).toBe('The body is not valid JSON');
  });
});

describe('rate limits', () => {
  it('search trips at its limit with 429 RATE_LIMITED', async () => {
    const local = await createTestApp({ searchRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await local.app.inject({ method: 'POST', url: '/api/v1/search/packages', payload: criteria() });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await local.close();
    }
  });
});
