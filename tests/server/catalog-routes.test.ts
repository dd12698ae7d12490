import { AirportListResponseSchema, ApiErrorSchema, ProviderSchema, SearchResultsSchema } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criteria } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/health', () => {
  it('answers ok with security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/v1/airports', () => {
  it('lists the three seeded airports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/airports?page=1&limit=100' });
    expect(res.statusCode).toBe(200);
    const body = AirportListResponseSchema.parse(res.json());
    expect(body.data.items.map((a) => `${a.id}/${a.code}`).sort()).toEqual([
      'bristol/BRS',
      'luton/LTN',
      'stansted/STN',
    ]);
    expect(body.data).toMatchObject({ total: 3, page: 1, limit: 100 });
    expect(body.data.items.every((a) => a.country === 'United Kingdom')).toBe(true);
  });

  it('pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/airports?page=2&limit=2' });
    expect(res.json().data.items).toHaveLength(1);
  });

  it('rejects a bad page with fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/airports?page=0&limit=500' });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['limit', 'page']);
  });
});

describe('POST /api/v1/search/packages', () => {
  it('quotes every provider at the airport for the stay', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: criteria({ noOfVehicles: 2, exitTime: '10:15' }),
    });
    expect(res.statusCode).toBe(200);
    const { data } = SearchResultsSchema.parse(res.json());
    expect(data.days).toBe(4);
    expect(data.quotes).toHaveLength(3);
    const parkAndFly = data.quotes.find((q) => q.provider.id === 'luton-park-and-fly')!;
    expect(parkAndFly).toMatchObject({
      days: 4,
      vehicles: 2,
      total: 899 * 4 * 2,
      gateTotal: 1099 * 4 * 2,
      spacesLeft: 60,
      soldOut: false,
    });
    // The only searcher is the one asking: nobody else is viewing. The seed's 7 past stays are booked.
    expect(parkAndFly.provider.currentlyViewing).toBe(0);
    expect(parkAndFly.provider.totalBooked).toBe(7);
    expect(parkAndFly.provider.imageUrl).toBe('/api/v1/assets/providers/luton-park-and-fly.svg');
    expect(data.quotes.find((q) => q.provider.gatePricePerDay === null)?.gateTotal).toBeNull();
  });

  it('counts other visitors in the last 15 minutes, never the one asking, and hides a lone other', async () => {
    const search = (ip: string, c = criteria({ airportId: 'bristol' })) =>
      t.app.inject({ method: 'POST', url: '/api/v1/search/packages', payload: c, remoteAddress: ip });
    const viewing = async (ip: string, c?: Parameters<typeof search>[1]) =>
      (await search(ip, c)).json().data.quotes[0].provider.currentlyViewing as number;
    expect(await viewing('10.0.0.1')).toBe(0);
    // The same visitor with other dates is still one visitor, and never counts for themselves.
    expect(await viewing('10.0.0.1', criteria({ airportId: 'bristol', exitDate: '2026-12-09' }))).toBe(0);
    expect(await viewing('10.0.0.2')).toBe(0); // one other visitor is not shown
    expect(await viewing('10.0.0.3')).toBe(2);
    expect(await viewing('10.0.0.1')).toBe(2);
    t.clock.advanceMinutes(16);
    expect(await viewing('10.0.0.4')).toBe(0);
    t.clock.advanceMinutes(-16);
  });

  it('rejects an incomplete search with a field per problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: { airportId: 'luton', entryDate: '2026-12-01' },
    });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toMatchObject({
      entryTime: 'Choose a drop-off time',
      exitDate: 'Choose a pick-up date',
      exitTime: 'Choose a pick-up time',
    });
  });

  it('rejects a drop-off in the past (London today from the injected clock)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: criteria({ entryDate: '2026-11-21', exitDate: '2026-11-25' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.entryDate).toBe('Drop-off date cannot be in the past');
  });

  it('rejects a stay over 45 days, too many vehicles and an unknown airport', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: criteria({ exitDate: '2027-01-20' }),
    });
    expect(long.json().error.fields.exitDate).toMatch(/45 days/);
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: criteria({ noOfVehicles: 6 }),
    });
    expect(many.json().error.fields.noOfVehicles).toMatch(/At most 5/);
    const where = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: criteria({ airportId: 'heathrow' }),
    });
    expect(where.statusCode).toBe(400);
    expect(where.json().error.fields.airportId).toBe('Choose one of our airports');
  });

  it('answers malformed JSON with a clear 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      headers: { 'content-type': 'application/json' },
      payload: '{"airportId":',
    });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('GET /api/v1/providers/:id', () => {
  it('returns a provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/providers/stansted-terminal-valet' });
    expect(res.statusCode).toBe(200);
    const provider = ProviderSchema.parse(res.json().data);
    expect(provider).toMatchObject({ airportId: 'stansted', type: 'meet-greet', pricePerDay: 1399 });
    expect(provider.arrivalInstructions.length).toBeGreaterThan(1);
    expect(res.json().data).not.toHaveProperty('spacesPerDay');
  });

  it('404s an unknown provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/providers/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('seed', () => {
  it('has 8 providers over 3 airports and both types, each with its shipped image', async () => {
    const ids = ['luton', 'bristol', 'stansted'];
    const quotes = (
      await Promise.all(
        ids.map((airportId) =>
          t.app.inject({ method: 'POST', url: '/api/v1/search/packages', payload: criteria({ airportId }) }),
        ),
      )
    ).flatMap((r) => r.json().data.quotes as { provider: { type: string; imageUrl: string } }[]);
    expect(quotes).toHaveLength(8);
    expect(new Set(quotes.map((q) => q.provider.type))).toEqual(new Set(['meet-greet', 'park-ride']));
    for (const q of quotes) {
      const img = await t.app.inject({ method: 'GET', url: q.provider.imageUrl });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toContain('image/svg+xml');
      expect(img.body).toContain('<svg');
    }
  });

  it('does not serve other files as assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/assets/providers/..%2f..%2fpackage.json' });
    expect(res.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/assets/providers/nope.svg' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('CORS per partner key', () => {
  it('allows the demo key from localhost on any port, without credentials', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/airports',
      headers: { origin: 'http://localhost:5173', 'x-partner-key': 'pk_demo_local' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a preflight for a partner origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/bookings',
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key,x-partner-key',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });

  it('gives no CORS headers to other origins or unknown keys', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/airports',
      headers: { origin: 'https://evil.example', 'x-partner-key': 'pk_demo_local' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/airports',
      headers: { origin: 'http://localhost:3000', 'x-partner-key': 'pk_nope' },
    });
    expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
    const lookalike = await t.app.inject({
      method: 'GET',
      url: '/api/v1/airports',
      headers: { origin: 'http://localhost.evil.example', 'x-partner-key': 'pk_demo_local' },
    });
    expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('unknown routes', () => {
  it('answer a JSON 404 under /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  });
});
