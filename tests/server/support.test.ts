import { BRAND_NAME, DEFAULT_SUPPORT, SupportResponseSchema } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../packages/server/src/env';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    envOverrides: { SUPPORT_EMAIL: 'help@example.org', SUPPORT_PHONE: '01632 960000' },
  });
});
afterAll(() => t.close());

describe('GET /api/v1/support', () => {
  it('answers the server’s SUPPORT_* settings, the one source the site and emails share', async () => {
    const res = await t.app.inject('/api/v1/support');
    expect(res.statusCode).toBe(200);
    expect(SupportResponseSchema.parse(res.json()).data).toEqual({
      email: 'help@example.org',
      phone: '01632 960000',
      address: DEFAULT_SUPPORT.address,
      hours: DEFAULT_SUPPORT.hours,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('defaults to one brand and one set of details', () => {
    const env = loadEnv({});
    expect(env.MAIL_FROM).toBe(`${BRAND_NAME} <bookings@parkcompare.example>`);
    expect(env.SUPPORT_EMAIL).toBe(DEFAULT_SUPPORT.email);
    expect(env.SUPPORT_ADDRESS).toBe(DEFAULT_SUPPORT.address);
  });
});
