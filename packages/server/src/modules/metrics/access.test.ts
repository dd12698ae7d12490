import { describe, expect, it } from 'vitest';
import { metricsAccess } from './access';

const TOKEN = 'metrics-token-0123456789';

describe('metricsAccess', () => {
  it('with METRICS_TOKEN set, needs exactly that bearer token, wherever the server is', () => {
    for (const PUBLIC_URL of ['http://localhost:3000', 'https://parking.example']) {
      const env = { METRICS_TOKEN: TOKEN, PUBLIC_URL };
      expect(metricsAccess(env, `Bearer ${TOKEN}`)).toBe('allowed');
      expect(metricsAccess(env, `bearer ${TOKEN}`)).toBe('allowed');
      expect(metricsAccess(env, undefined)).toBe('unauthorized');
      expect(metricsAccess(env, `Bearer ${TOKEN}x`)).toBe('unauthorized');
      expect(metricsAccess(env, `Bearer ${TOKEN.slice(0, -1)}`)).toBe('unauthorized');
      expect(metricsAccess(env, TOKEN)).toBe('unauthorized');
      expect(metricsAccess(env, `Basic ${TOKEN}`)).toBe('unauthorized');
    }
  });

  it('without a token, serves them on localhost only and hides the route elsewhere', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:4000', 'http://[::1]:3000', 'http://app.localhost']) {
      expect(metricsAccess({ PUBLIC_URL: url }, undefined)).toBe('allowed');
    }
    for (const url of ['https://parking.example', 'http://10.0.0.5:3000', 'https://localhost.example.com']) {
      expect(metricsAccess({ PUBLIC_URL: url }, undefined)).toBe('hidden');
      expect(metricsAccess({ PUBLIC_URL: url }, 'Bearer anything-at-all-here')).toBe('hidden');
    }
  });
});
