import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../packages/server/src/server.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'parking-server-'));
const dataDir = join(root, 'nested', 'data');
const port = 20_000 + Math.floor(Math.random() * 20_000);
const started: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    // PGlite on purpose (the lock is what is tested), whatever the surrounding environment says.
    env: {
      ...process.env,
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      OUTBOX_DIR: join(root, 'outbox'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('server.ts', () => {
  it(
    'serves, refuses a second process on the same data folder, and shuts down cleanly',
    { timeout: 120_000 },
    async () => {
      const first = start({ PORT: String(port) });
      let healthy = false;
      for (let i = 0; i < 180 && !healthy; i++) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((r) => setTimeout(r, 500));
      }
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
