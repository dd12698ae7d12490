import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase } from '../../../packages/server/src/db/scratch';

const entry = fileURLToPath(new URL('../../../packages/server/src/server.ts', import.meta.url));
const started: ChildProcess[] = [];

/** A real server process and what it printed. */
export type ServerProcess = {
  child: ChildProcess;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * Spawns `packages/server/src/server.ts` as `npm start` runs it (workers and sweeper on). `env` goes over a
 * neutral base: no Stripe, no SMTP, loopback, logs at warn, whatever the surrounding environment says.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SMTP_URL: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
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

/**
 * Four ports the system has just handed out as free: test files run in parallel beside other services on the
 * machine (MariaDB holds 3306), so a port picked from a fixed range can already be taken, and a health check on
 * it would then be answered by someone else's server.
 */
export async function freePorts(): Promise<[number, number, number, number]> {
  const servers = [0, 1, 2, 3].map(() => createServer());
  const ports = await Promise.all(
    servers.map(
      (s) =>
        new Promise<number>((resolve, reject) => {
          s.once('error', reject);
          s.listen(0, '127.0.0.1', () => resolve((s.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports as [number, number, number, number];
}

/** True once the server answers its health check on `port`; false after `timeoutMs`. */
export async function becomesHealthy(port: number, timeoutMs = 60_000): Promise<boolean> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Kills every server process this test file started that is still running (for `afterAll`). */
export function killServers(): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * The file's scratch PostgreSQL database (TEST_DATABASE_URL's server), a client on it, and one teardown:
 * spawned servers killed, the database dropped, the test's `root` folder removed.
 */
export function useScratchPostgres(prefix: string, root: string): { readonly url: string; query: pg.Client['query'] } {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let client: pg.Client;
  beforeAll(async () => {
    scratch = await createScratchDatabase(
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      prefix,
    );
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
  });
  afterAll(async () => {
    killServers();
    await client?.end();
    await scratch?.drop();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    get url() {
      return scratch.url;
    },
    query: ((...args: Parameters<pg.Client['query']>) => client.query(...args)) as pg.Client['query'],
  };
}
