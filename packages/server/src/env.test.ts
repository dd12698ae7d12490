import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      OUTBOX_DIR: './outbox',
      TRUST_PROXY: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('parses values and trims a trailing slash from PUBLIC_URL', () => {
    const env = loadEnv({
      PORT: '8080',
      PUBLIC_URL: 'https://parking.example/',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      DATABASE_URL: 'postgres://u@h/db',
      STRIPE_SECRET_KEY: '',
      DEPLOYMENT: 'demo',
      LINK_SECRET: 'x'.repeat(32),
      AUTH_SECRET: 'y'.repeat(32),
    });
    expect(env).toMatchObject({
      PORT: 8080,
      PUBLIC_URL: 'https://parking.example',
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'],
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('takes IDEMPOTENCY_PAUSE_FOR_TESTS only on a local, non-production server', () => {
    expect(loadEnv({ IDEMPOTENCY_PAUSE_FOR_TESTS: 'after-commit' }).IDEMPOTENCY_PAUSE_FOR_TESTS).toBe('after-commit');
    expect(() => loadEnv({ IDEMPOTENCY_PAUSE_FOR_TESTS: 'after-commit', NODE_ENV: 'production' })).toThrow(
      /IDEMPOTENCY_PAUSE_FOR_TESTS is for tests on localhost only/,
    );
    expect(() =>
      loadEnv({
        IDEMPOTENCY_PAUSE_FOR_TESTS: 'before-commit',
        PUBLIC_URL: 'https://parking.example',
        DEPLOYMENT: 'demo',
      }),
    ).toThrow(/IDEMPOTENCY_PAUSE_FOR_TESTS is for tests on localhost only/);
    expect(() => loadEnv({ IDEMPOTENCY_PAUSE_FOR_TESTS: 'sometime' })).toThrow(EnvError);
  });

  it('takes STAFF_STEP_UP_SECONDS (1-600) only on a local, non-production server', () => {
    expect(loadEnv({}).STAFF_STEP_UP_SECONDS).toBeUndefined();
    expect(loadEnv({ STAFF_STEP_UP_SECONDS: '15' }).STAFF_STEP_UP_SECONDS).toBe(15);
    expect(() => loadEnv({ STAFF_STEP_UP_SECONDS: '15', NODE_ENV: 'production' })).toThrow(
      /STAFF_STEP_UP_SECONDS is for tests on localhost only/,
    );
    expect(() =>
      loadEnv({ STAFF_STEP_UP_SECONDS: '15', PUBLIC_URL: 'https://parking.example', DEPLOYMENT: 'demo' }),
    ).toThrow(/STAFF_STEP_UP_SECONDS is for tests on localhost only/);
    expect(() => loadEnv({ STAFF_STEP_UP_SECONDS: '0' })).toThrow(/STAFF_STEP_UP_SECONDS must be a whole number/);
    expect(() => loadEnv({ STAFF_STEP_UP_SECONDS: '3600' })).toThrow(/STAFF_STEP_UP_SECONDS must be a whole number/);
  });

  it('lists every bad variable with a readable message', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        PUBLIC_URL: 'localhost',
        TRUST_PROXY: 'true',
        STRIPE_SECRET_KEY: 'pk_live_x',
        SMTP_URL: 'mail.example',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'PUBLIC_URL', 'TRUST_PROXY', 'STRIPE_SECRET_KEY', 'SMTP_URL', 'LOG_LEVEL'])
      expect(message).toContain(`${name}:`);
    expect(message).toContain('TRUST_PROXY must be comma-separated IP addresses');
  });

  it('refuses a Stripe key without its webhook secret, and the reverse, naming the missing variable', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /^Invalid configuration:\n {2}STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /^Invalid configuration:\n {2}STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is required/,
    );
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).STRIPE_SECRET_KEY).toBe(
      'sk_test_1',
    );
  });

  it.each(['/relative', 'ftp://files.example', 'mailto:a@b.example', 'javascript:alert(1)', 'http://'])(
    'refuses PUBLIC_URL %s in one line naming it',
    (value) => {
      let message = '';
      try {
        loadEnv({ PUBLIC_URL: value });
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message.split('\n')).toEqual([
        'Invalid configuration:',
        '  PUBLIC_URL: PUBLIC_URL must be an absolute http(s) URL such as http://localhost:3000',
      ]);
    },
  );

  it('reads REDIS_URL and the rate limits', () => {
    expect(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_SEARCH: '7' })).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_SEARCH: 7,
      RATE_LIMIT_BOOKINGS: 20,
    });
    expect(() => loadEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL: REDIS_URL must start with redis:\/\//);
  });

  it('reads METRICS_TOKEN, refusing one too short to resist guessing', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: ' metrics-token-0123456789 ' }).METRICS_TOKEN).toBe('metrics-token-0123456789');
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters/,
    );
  });
  it('reads the operations numbers, naming the setting, its unit and its range when one is out of bounds', () => {
    expect(loadEnv({ SHUTDOWN_GRACE_MS: '2500', PRESSURE_MAX_HEAP_PERCENT: '0' })).toMatchObject({
      SHUTDOWN_GRACE_MS: 2500,
      PRESSURE_MAX_HEAP_PERCENT: 0,
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 1000,
      PRESSURE_RETRY_AFTER_S: 10,
    });
    expect(() => loadEnv({ SHUTDOWN_GRACE_MS: '500' })).toThrow(
      /SHUTDOWN_GRACE_MS must be a whole number of milliseconds, at least 1000/,
    );
    expect(() => loadEnv({ PRESSURE_MAX_HEAP_PERCENT: '101' })).toThrow(
      /PRESSURE_MAX_HEAP_PERCENT must be a whole number of percent, 0-100/,
    );
    expect(() => loadEnv({ PRESSURE_RETRY_AFTER_S: '1.5' })).toThrow(/PRESSURE_RETRY_AFTER_S must be a whole number/);
    expect(loadEnv({}).STRIPE_TIMEOUT_MS).toBe(20_000);
    expect(loadEnv({ STRIPE_TIMEOUT_MS: '5000' }).STRIPE_TIMEOUT_MS).toBe(5000);
    for (const bad of ['500', '120001', 'soon'])
      expect(() => loadEnv({ STRIPE_TIMEOUT_MS: bad })).toThrow(
        /STRIPE_TIMEOUT_MS must be a whole number of milliseconds, 1000-120000/,
      );
    expect(() => loadEnv({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 'soon' })).toThrow(
      /PRESSURE_MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds, at least 0/,
    );
  });

  it('reads AUTH_SECRET, refusing one shorter than 32 characters', () => {
    expect(loadEnv({}).AUTH_SECRET).toBeUndefined();
    expect(loadEnv({ AUTH_SECRET: 'a'.repeat(32) }).AUTH_SECRET).toBe('a'.repeat(32));
    expect(() => loadEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: AUTH_SECRET must be at least 32 characters/);
  });
});
