import { describe, expect, it } from 'vitest';
import { deploymentKind, isLocalhost } from './deployment';
import { loadEnv } from './env';

const LIVE = {
  PUBLIC_URL: 'https://parking.example',
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  SMTP_URL: 'smtps://user:pass@mail.example',
  LINK_SECRET: 'k'.repeat(32),
  AUTH_SECRET: 'a'.repeat(32),
};

/** The lines of the EnvError loadEnv throws for `source` (empty when it boots). */
function problems(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
    return [];
  } catch (e) {
    return (e as Error).message.split('\n');
  }
}

describe('deployment kind', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:4000', true],
    ['http://[::1]:3000', true],
    ['http://shop.localhost:3000', true],
    ['https://parking.example', false],
    ['http://10.0.0.5:3000', false],
    ['https://localhost.parking.example', false],
  ])('%s is localhost: %s', (url, expected) => {
    expect(isLocalhost({ PUBLIC_URL: url })).toBe(expected);
  });

  it('is local on localhost, demo when DEPLOYMENT says so, live anywhere else', () => {
    expect(deploymentKind({ PUBLIC_URL: 'http://localhost:3000' })).toBe('local');
    expect(deploymentKind({ PUBLIC_URL: 'http://localhost:3000', DEPLOYMENT: 'demo' })).toBe('demo');
    expect(deploymentKind({ PUBLIC_URL: 'https://parking.example', DEPLOYMENT: 'demo' })).toBe('demo');
    expect(deploymentKind({ PUBLIC_URL: 'https://parking.example' })).toBe('live');
  });
});

describe('settings required outside localhost', () => {
  it('refuses an https PUBLIC_URL with nothing else, one line per missing setting', () => {
    expect(problems({ PUBLIC_URL: 'https://parking.example' })).toEqual([
      'Invalid configuration:',
      '  STRIPE_SECRET_KEY: required outside localhost (or set DEPLOYMENT=demo for a demo deployment); set STRIPE_WEBHOOK_SECRET with it',
      '  SMTP_URL: required outside localhost (or set DEPLOYMENT=demo for a demo deployment)',
      '  LINK_SECRET: required outside localhost (32+ characters)',
      '  AUTH_SECRET: required outside localhost (32+ characters)',
    ]);
  });

  it('names only what is missing, and keeps the Stripe pair rule to one line', () => {
    const { SMTP_URL: _smtp, STRIPE_SECRET_KEY: _key, ...rest } = LIVE;
    expect(problems(rest)).toEqual([
      'Invalid configuration:',
      '  STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set',
      '  SMTP_URL: required outside localhost (or set DEPLOYMENT=demo for a demo deployment)',
    ]);
  });

  it('boots a live deployment with every setting', () => {
    expect(problems(LIVE)).toEqual([]);
    expect(loadEnv(LIVE).DEPLOYMENT).toBeUndefined();
  });

  it('boots a demo deployment with the two secrets only, and still requires both', () => {
    const env = loadEnv({
      PUBLIC_URL: 'https://demo.parking.example',
      DEPLOYMENT: 'demo',
      LINK_SECRET: 'k'.repeat(32),
      AUTH_SECRET: 'a'.repeat(32),
    });
    expect(env.DEPLOYMENT).toBe('demo');
    expect(deploymentKind(env)).toBe('demo');
    expect(problems({ PUBLIC_URL: 'https://demo.parking.example', DEPLOYMENT: 'demo' })).toEqual([
      'Invalid configuration:',
      '  LINK_SECRET: required outside localhost, a demo deployment too',
      '  AUTH_SECRET: required outside localhost, a demo deployment too',
    ]);
  });

  it('changes nothing on localhost: no settings needed, no demo', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:4000']) {
      const env = loadEnv({ PUBLIC_URL: url });
      expect(deploymentKind(env)).toBe('local');
      expect(env.DEPLOYMENT).toBeUndefined();
    }
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('refuses any DEPLOYMENT but demo in one line naming it', () => {
    expect(problems({ DEPLOYMENT: 'production' })).toEqual([
      'Invalid configuration:',
      "  DEPLOYMENT: DEPLOYMENT must be 'demo' or unset (a live deployment)",
    ]);
    expect(loadEnv({ DEPLOYMENT: '' }).DEPLOYMENT).toBeUndefined();
  });
});
