import { describe, expect, test } from 'vitest';
import { AirportListResponseSchema } from '@parking/core';
import { createFakeFetch } from '../../../../widget/testing/fake-fetch';
import { airportsResponse } from '../../../../widget/testing/fixtures';
import { ApiFailure } from './api-failure';
import { apiRequest } from './request';

const config = (fetcher: ReturnType<typeof createFakeFetch>, partnerKey?: string) => ({
  apiBase: 'https://api.example/api/v1/',
  partnerKey,
  fetcher,
});

describe('apiRequest', () => {
  test('calls the API cookieless with the partner key and parses with the schema', async () => {
    const seen: RequestInit[] = [];
    const fake = createFakeFetch({ 'GET /airports': { status: 200, body: airportsResponse } });
    const spy = Object.assign((input: string, init?: RequestInit) => (seen.push(init ?? {}), fake(input, init)), {
      calls: fake.calls,
    });
    const res = await apiRequest(config(spy, 'pk_demo_local'), '/airports', { schema: AirportListResponseSchema });
    expect(res.data.items).toHaveLength(3);
    expect(seen[0]?.credentials).toBe('omit');
    expect(fake.calls[0]?.headers['x-partner-key']).toBe('pk_demo_local');
  });

  test('the site options send same-origin cookies and no partner key', async () => {
    const seen: RequestInit[] = [];
    const fake = createFakeFetch({ 'GET /airports': { status: 200, body: airportsResponse } });
    const spy = (input: string, init?: RequestInit) => (seen.push(init ?? {}), fake(input, init));
    await apiRequest({ apiBase: '/api/v1', credentials: 'same-origin', fetcher: spy }, '/airports', {
      schema: AirportListResponseSchema,
    });
    expect(seen[0]?.credentials).toBe('same-origin');
    expect(fake.calls[0]?.headers['x-partner-key']).toBeUndefined();
  });

  test('turns an error body into a typed ApiFailure', async () => {
    const fake = createFakeFetch({
      'POST /bookings': {
        status: 409,
        body: { error: { code: 'PRICE_CHANGED', message: 'Price changed', newTotal: 999 } },
      },
    });
    const error = await apiRequest(config(fake), '/bookings', {
      method: 'POST',
      body: {},
      schema: AirportListResponseSchema,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ code: 'PRICE_CHANGED', status: 409, newTotal: 999 });
  });

  test('a malformed answer or a network failure is a clear failure, not a crash', async () => {
    const bad = createFakeFetch({ 'GET /airports': { status: 200, body: { data: { items: 'nope' } } } });
    await expect(apiRequest(config(bad), '/airports', { schema: AirportListResponseSchema })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
    const down = createFakeFetch({ 'GET /airports': 'network-error' });
    await expect(apiRequest(config(down), '/airports', { schema: AirportListResponseSchema })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    const html = createFakeFetch({ 'GET /airports': { status: 502, body: '<html>' } });
    await expect(apiRequest(config(html), '/airports', { schema: AirportListResponseSchema })).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 502,
    });
  });

  test('sends a PUT as JSON, and a FormData upload as multipart with the boundary the browser sets', async () => {
    const fake = createFakeFetch({ 'PUT /things/1': { status: 200, body: airportsResponse } });
    await apiRequest(config(fake), '/things/1', { method: 'PUT', body: { a: 1 }, schema: AirportListResponseSchema });
    expect(fake.calls[0]).toMatchObject({ method: 'PUT', body: { a: 1 } });
    expect(fake.calls[0]?.headers['content-type']).toBe('application/json');
    const form = new FormData();
    form.set('alt', 'The entrance');
    const upload = createFakeFetch({ 'POST /photos': { status: 200, body: airportsResponse } });
    const sent: RequestInit[] = [];
    const spy = Object.assign((i: string, init?: RequestInit) => (sent.push(init ?? {}), upload(i, init)), {
      calls: upload.calls,
    });
    await apiRequest(config(spy), '/photos', { method: 'POST', body: form, schema: AirportListResponseSchema });
    expect(sent[0]?.body).toBe(form);
    expect(upload.calls[0]?.headers['content-type']).toBeUndefined();
  });
});
