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
    });
    expect(env).toMatchObject({
      PORT: 8080,
      PUBLIC_URL: 'https://parking.example',
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'],
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
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
});
