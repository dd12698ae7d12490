import { ApiErrorSchema, ProviderListResponseSchema } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/providers${query}` });

describe('GET /api/v1/providers?airportId=', () => {
  it('lists the providers at Luton, recommended first then by name, without capacity', async () => {
    const res = await list('?airportId=luton');
    expect(res.statusCode).toBe(200);
    const { data } = ProviderListResponseSchema.parse(res.json());
    expect(data).toMatchObject({ total: 3, page: 1, limit: 100 });
    expect(data.items.map((p) => p.id)).toEqual([
      'luton-swift-meet-greet',
      'luton-park-and-fly',
      'luton-parkway-secure',
    ]);
    expect(data.items.every((p) => p.airportId === 'luton' && p.airportName === 'London Luton Airport')).toBe(true);
    expect(data.items[0]!.isRecommended).toBe(true);
    for (const item of res.json().data.items) {
      expect(item).not.toHaveProperty('spacesPerDay');
      // Nobody has searched; the only bookings are the seed's past stays, each with one review.
      expect(item).toMatchObject({ totalBooked: item.reviewCount, currentlyViewing: 0 });
    }
  });

  it('answers the same provider as GET /providers/:id', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/v1/providers/luton-park-and-fly' });
    const res = await list('?airportId=luton');
    expect(res.json().data.items.find((p: { id: string }) => p.id === 'luton-park-and-fly')).toEqual(one.json().data);
  });

  it('pages like GET /airports', async () => {
    const res = await list('?airportId=luton&page=2&limit=2');
    expect(res.statusCode).toBe(200);
    const { data } = ProviderListResponseSchema.parse(res.json());
    expect(data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(data.items.map((p) => p.id)).toEqual(['luton-parkway-secure']);
  });

  it('404s an unknown airport in the API error shape', async () => {
    const res = await list('?airportId=heathrow');
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).error).toMatchObject({ code: 'NOT_FOUND', message: 'Airport not found' });
  });

  it('400s a missing airportId or a bad page with a field per problem', async () => {
    const missing = await list('');
    expect(missing.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(missing.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toMatchObject({ airportId: 'Choose an airport' });
    const bad = await list('?airportId=&page=0&limit=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(bad.json()).error.fields ?? {}).sort()).toEqual([
      'airportId',
      'limit',
      'page',
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents GET /providers with its query and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    const op = doc.paths['/api/v1/providers'].get;
    expect(op.tags).toEqual(['providers']);
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['airportId', 'limit', 'page']);
    expect(op.parameters.find((p: { name: string }) => p.name === 'airportId').required).toBe(true);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '403', '404', '503']);
  });
});
