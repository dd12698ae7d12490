import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A server process on loopback with a scratch PGlite and outbox, for the browser benchmarks. */
export type LocalServer = {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** Stops the process and removes its scratch folder. */
  stop: () => void;
};

async function waitForHealth(base: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer on ${base} within ${timeoutMs} ms`);
}

/** Starts `packages/server/src/server.ts` on `port` (serving the built site and widget) and waits until it answers. */
export async function startLocalServer(port: number): Promise<LocalServer> {
  const base = `http://127.0.0.1:${port}`;
  const runDir = mkdtempSync(join(tmpdir(), 'parking-bench-'));
  const child = spawn('node', ['--import', 'tsx', 'packages/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: join(runDir, 'data'),
      OUTBOX_DIR: join(runDir, 'outbox'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
