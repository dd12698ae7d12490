import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging';

/** The URL the app's `req` serializer logs for `url`. */
function logged(url: string, keepQueryValues = false): string {
  const serializers = loggerOptions('info', undefined, { keepQueryValues }).serializers as {
    req: (req: FastifyRequest) => { url: string };
  };
  return serializers.req({ method: 'GET', url, host: 'h', ip: '192.0.2.1' } as FastifyRequest).url;
}

describe('logged URLs', () => {
  it('keep the path and the parameter names, never a value', () => {
    expect(logged('/api/v1/console/staff/bookings?q=Ada%20Lovelace&page=2')).toBe(
      '/api/v1/console/staff/bookings?q=[redacted]&page=[redacted]',
    );
    expect(logged('/api/v1/console/audit?actor=ada@example.com&&flag')).toBe(
      '/api/v1/console/audit?actor=[redacted]&&flag',
    );
    expect(logged('/x')).toBe('/x');
  });

  it('leave out a name that is not shaped like one, and a fragment whole', () => {
    expect(logged('/x?ada%40example.com=1&07700%20900123#token=abc')).toBe(
      '/x?[redacted]=[redacted]&[redacted]#[redacted]',
    );
  });

  it('still redact checkout ids in paths; the test-only switch keeps query values', () => {
    expect(logged('/api/v1/checkout/cs_test_123?from=email')).toBe('/api/v1/checkout/[redacted]?from=[redacted]');
    expect(logged('/api/v1/checkout/cs_test_123?from=email', true)).toBe('/api/v1/checkout/[redacted]?from=email');
  });
});
