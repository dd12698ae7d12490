import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every API route with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/v1/health',
      '/api/v1/airports',
      '/api/v1/search/packages',
      '/api/v1/providers/{id}',
      '/api/v1/bookings',
      '/api/v1/checkout/{sessionId}',
      '/api/v1/manage/lookup',
      '/api/v1/manage/booking',
      '/api/v1/manage/cancel',
      '/api/v1/manage/amend/quote',
      '/api/v1/manage/amend',
      '/api/v1/reviews/invitation',
    ]) {
      expect(paths).toContain(p);
    }
    const search = doc.paths['/api/v1/search/packages'].post;
    expect(Object.keys(search.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['airportId', 'entryDate', 'entryTime', 'exitDate', 'exitTime', 'noOfVehicles']),
    );
    expect(search.responses['200']).toBeDefined();
    expect(search.responses['400']).toBeDefined();
    const booking = doc.paths['/api/v1/bookings'].post;
    expect(booking.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key');
    expect(booking.responses['409']).toBeDefined();
    const lookup = doc.paths['/api/v1/manage/lookup'].post;
    expect(Object.keys(lookup.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
    const amend = doc.paths['/api/v1/manage/amend'].post;
    expect(amend.parameters.map((p: { name: string }) => p.name)).toContain('authorization');
    expect(Object.keys(amend.responses)).toEqual(expect.arrayContaining(['200', '401', '409']));
  });

  it('serves a browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
