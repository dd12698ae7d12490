import { ApiErrorSchema } from '@parking/core';
import { inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, organizations } from '../../packages/server/src/db/schema/index';
import { bookingBody, criteria, newKey } from './support/fixtures';
import { multipartForm, photo } from './support/handovers';
import { seedAdminWorld } from './support/staff-admin';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await seedAdminWorld(t);
}, 120_000);
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

/** A console request as `who` (seedAdminWorld's people), from our own origin. */
const asMember = (who: string, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { origin: 'http://127.0.0.1:4000', cookie: cookies[who]!, ...options.headers },
});
const BROKEN = 'Must be well-formed text (a character is broken)';
const signUp = (payload: string | object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/partners/sign-up',
    headers: { ...json, origin: t.app.ctx.env.PUBLIC_URL },
    payload,
  });

describe('text that is not well-formed Unicode is a 400 naming the field', () => {
  // JSON.parse turns the escape `\ud800` into a lone surrogate, which PostgreSQL refuses (22P02).
  const book = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { ...json, 'idempotency-key': newKey() },
      payload,
    });

  it('in a booking field: nothing stored; a surrogate pair (an emoji) is fine', async () => {
    const before = (await t.db.database.db.select().from(bookings)).length;
    const broken = await book(JSON.stringify(bookingBody()).replace('"Lovelace"', '"Te\\ud800ster"'));
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json().error.fields).toEqual({ 'details.lastName': BROKEN });
    expect(await t.db.database.db.select().from(bookings)).toHaveLength(before);
    const emoji = await book(JSON.stringify(bookingBody({ details: { lastName: 'Te\u{1F600}ster' } })));
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('in a key and in a partner sign-up; never reaching a handler from the address', async () => {
    const search = JSON.stringify(criteria()).replace('"airportId"', '"x\\udc00":1,"airportId"');
    const key = await expectError(
      { method: 'POST', url: '/api/v1/search/packages', headers: json, payload: search },
      400,
    );
    expect(key.fields).toEqual({ _: BROKEN });
    const partner = await signUp(
      '{"organisationName":"Sun\\udbff","website":"https://s.example","name":"A B","email":"a@s.example"}',
    );
    expect(partner.json().error.fields).toEqual({ organisationName: BROKEN });
    // The address is bytes: a surrogate's UTF-8 form (ED A0 80) is bad percent-encoding in a path and
    // stays undecoded in a query, so none reaches a handler (the guard checks them all the same).
    const param = await expectError({ method: 'GET', url: '/api/v1/blogs/a%ED%A0%80b' }, 400);
    expect(param.message).toBe('The address is not valid (bad percent-encoding)');
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/providers?airportId=lu%ED%A0%80ton' });
    expect(query.statusCode).toBe(404);
  });
});

describe('malformed multipart on the upload routes is a 400', () => {
  const routes = {
    'listing photo': '/api/v1/console/car-parks/luton-park-and-fly/photos',
    handover: '/api/v1/console/bookings/PK-SA0001/handovers',
  };
  for (const [name, url] of Object.entries(routes)) {
    it(name, async () => {
      const send = async (headers: Record<string, string>, payload: string | Buffer) =>
        (await expectError(asMember('op-owner', { method: 'POST', url, headers, payload }), 400)).message;
      const form = multipartForm({ alt: 'Gate', kind: 'check-in' }, [{ data: await photo() }]);
      const cut = form.payload.subarray(0, form.payload.length - 40);
      expect(await send({ 'content-type': 'multipart/form-data' }, 'x')).toBe(
        'The upload is not valid multipart/form-data',
      );
      expect(await send({ 'content-type': 'multipart/form-data; boundary=abc' }, 'x')).toBe('The upload was cut short');
      expect(await send(form.headers, cut)).toBe('The upload was cut short');
    });
  }
});

describe('five sign-ups at once with one organisation name', () => {
  // On PostgreSQL the five race (two 201 and three 500 before); PGlite runs them one after another.
  it('all succeed with distinct slugs, and the answers do not tell that the name was taken', async () => {
    const body = (i: number) => ({
      organisationName: 'Race Blog',
      website: 'https://race.example',
      name: 'Ann',
      email: `r${i}@race.example`,
    });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => signUp(body(i))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    for (const a of answers) expect(Object.keys(a.json().data).sort()).toEqual(['allowedOrigins', 'email', 'testKey']);
    const slugs = ['race-blog', 'race-blog-2', 'race-blog-3', 'race-blog-4', 'race-blog-5'];
    const rows = await t.db.database.db.select().from(organizations).where(inArray(organizations.slug, slugs));
    expect(rows.map((r) => r.slug).sort()).toEqual(slugs);
  });
});

describe('far, malformed and reversed dates are a 400', () => {
  const get = (who: string, url: string) =>
    expectError(asMember(who, { method: 'GET', url: `/api/v1/console/${url}` }), 400);
  it('the audit log and its CSV', async () => {
    for (const path of ['audit', 'audit.csv']) {
      expect((await get('support', `${path}?to=9999-12-31`)).fields).toEqual({ to: 'Use a date from 2000 to 2100' });
      expect((await get('support', `${path}?from=2026-11-02&to=2026-11-01`)).fields).toHaveProperty('to');
      expect((await get('support', `${path}?from=2026-02-30`)).fields).toHaveProperty('from');
    }
  });

  it('reports, earnings and the funnel', async () => {
    const far = 'from=9999-12-31&to=9999-12-31';
    for (const [who, path] of [
      ['op-owner', 'reports'],
      ['op-owner', 'reports.csv'],
      ['deals-owner', 'partner/earnings'],
      ['deals-owner', 'partner/earnings.csv'],
      ['deals-owner', 'partner/funnel'],
    ] as const) {
      expect(Object.keys((await get(who, `${path}?${far}`)).fields ?? {}).sort(), path).toEqual(['from', 'to']);
      expect(Object.keys((await get(who, `${path}?from=1999-12-31`)).fields ?? {}), path).toEqual(['from']);
    }
  });

  it("a coupon's activeUntil in an expanded year", async () => {
    const payload = { code: 'FARAWAY', percent: 5, activeUntil: '+020260-01-01T00:00:00Z' };
    const url = '/api/v1/console/staff/coupons';
    expect((await expectError(asMember('admin', { method: 'POST', url, payload }), 400)).fields).toHaveProperty(
      'activeUntil',
    );
  });

  it('the document shows the format and the years', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    const params = doc.paths['/api/v1/console/reports'].get.parameters as { name: string; schema: object }[];
    expect(params.find((p) => p.name === 'from')!.schema).toMatchObject({
      type: 'string',
      format: 'date',
      pattern: expect.stringContaining('2100'),
    });
  });
});
