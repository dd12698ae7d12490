import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { becomesHealthy, killServers, spawnServer, freePorts } from '../support/server-process';

const root = mkdtempSync(join(tmpdir(), 'parking-server-'));
const dataDir = join(root, 'nested', 'data');
const [port] = await freePorts();

// PGlite on purpose (the lock is what is tested), whatever the surrounding environment says.
const start = (env: Record<string, string>) =>
  spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir, OUTBOX_DIR: join(root, 'outbox'), ...env });

afterAll(() => {
  killServers();
  rmSync(root, { recursive: true, force: true });
});

describe('server.ts', () => {
  it(
    'serves, refuses a second process on the same data folder, and shuts down cleanly',
    { timeout: 120_000 },
    async () => {
      const first = start({ PORT: String(port) });
      const healthy = await becomesHealthy(port, 90_000);
      expect(healthy, first.output()).toBe(true);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

      const second = start({ PORT: String(port + 1) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another server process');
      expect(second.output()).not.toMatch(/\n\s+at /);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    },
  );

  it('explains a bad configuration and exits', { timeout: 60_000 }, async () => {
    const bad = start({ PORT: 'eighty', TRUST_PROXY: 'true' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT: PORT must be a number');
  });

  it(
    'stops at boot outside localhost without Stripe, SMTP, LINK_SECRET and AUTH_SECRET, one line each, no stack',
    { timeout: 60_000 },
    async () => {
      const bad = start({
        PORT: String(port + 3),
        PUBLIC_URL: 'https://parking.example',
        LINK_SECRET: '',
        AUTH_SECRET: '',
        DEPLOYMENT: '',
      });
      expect(await bad.exited).toBe(1);
      const lines = bad.output().trim().split('\n');
      expect(lines[0]).toBe('Invalid configuration:');
      expect(lines.slice(1).map((l) => /^ {2}(\w+): required outside localhost/.exec(l)?.[1])).toEqual([
        'STRIPE_SECRET_KEY',
        'SMTP_URL',
        'LINK_SECRET',
        'AUTH_SECRET',
      ]);
      expect(bad.output()).toContain('DEPLOYMENT=demo');
      expect(bad.output()).not.toMatch(/\n\s+at /);
    },
  );

  it(
    'refuses a Stripe key without its webhook secret in one line naming the variable',
    { timeout: 60_000 },
    async () => {
      const bad = start({ PORT: String(port + 2), STRIPE_SECRET_KEY: 'sk_test_cluster', STRIPE_WEBHOOK_SECRET: '' });
      expect(await bad.exited).toBe(1);
      const lines = bad.output().trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^ {2}STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is required/);
    },
  );
});
