import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase } from '../../../packages/server/src/db/scratch';
import { POSTGRES_ADMIN_URL } from './postgres-admin';

// The compiled server on the pinned Node, as `npm start` runs it (built by the project's global setup,
// tests/server/support/build-server.ts): the process tests prove what users run, not the TypeScript sources.
const entry = fileURLToPath(new URL('../../../packages/server/dist/server.js', import.meta.url));
const pinnedNode = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
const started: ChildProcess[] = [];

/** A real server process and what it printed. */
export type ServerProcess = {
  child: ChildProcess;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * Spawns `packages/server/dist/server.js` as `npm start` runs it (`node --liftoff-only`, workers and sweeper on). `env` goes over a
 * neutral base: no Stripe, no SMTP, loopback, logs at warn, whatever the surrounding environment says.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(pinnedNode, ['--liftoff-only', entry], {
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

/**
 * A server process on `port` (and `env` over it) once it answers its health check. Event-loop shedding is off:
 * on a busy test machine the loop lags for reasons outside the server, and shedding (503, tested in
 * back-pressure.test.ts) would refuse the health check and the requests of a test that proves what survives a
 * kill -9. A server that cannot start exits, which throws at once rather than after the 30 s wait; either way the
 * error carries what the health check answered and everything the process printed.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const started = await Promise.race([becomesHealthy(port, 30_000), server.exited.then(() => false)]);
  if (!started) {
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      async (r) => `${r.status} ${await r.text()}`,
      (err: Error) => err.message,
    );
    throw new Error(`server did not start (health: ${health}): ${server.output()}`);
  }
  return server;
}

/** Stops a server as an orchestrator does (SIGTERM) and waits until it has exited. */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Kills every server process this test file started that is still running (for `afterAll`). */
export function killServers(): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * The file's scratch PostgreSQL database (on POSTGRES_ADMIN_URL's server), a client on it, and one teardown:
 * spawned servers killed, the database dropped, the test's `root` folder removed.
 */
export function useScratchPostgres(prefix: string, root: string): { readonly url: string; query: pg.Client['query'] } {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let client: pg.Client;
  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, prefix);
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
