import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The compiled server, as `npm start` runs it (`npm run test:cluster` builds it first).
const serverEntry = fileURLToPath(new URL('../../packages/server/dist/server.js', import.meta.url));
const LOG_DIR = process.env.CLUSTER_LOG_DIR;

/** A child process and the tail of what it printed (shown when something fails). */
export type Proc = { name: string; child: ChildProcess; output: () => string };

export function track(name: string, child: ChildProcess): Proc {
  let output = '';
  // CLUSTER_LOG_DIR keeps everything (`CLUSTER_LOG_LEVEL=info` logs each node's shutdown phases too).
  const file = LOG_DIR && join(LOG_DIR, `${name.replace(/\W+/g, '-')}-${child.pid}.log`);
  const keep = (c: Buffer) => {
    output = (output + c.toString()).slice(-8_000);
    if (file) appendFileSync(file, c);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output: () => output };
}

/** True when `url` answers 2xx; a 404 from `/health/ready` (a server without it) falls back to `/health`. */
async function answers(url: string): Promise<boolean> {
  const res = await fetch(url).catch(() => undefined);
  if (res?.status === 404 && url.endsWith('/health/ready')) return answers(url.replace(/\/ready$/, ''));
  return res?.ok ?? false;
}

export async function waitFor(url: string, proc: Proc, seconds = 180): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited during start-up:\n${proc.output()}`);
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${proc.name} did not answer ${url} within ${seconds} s:\n${proc.output()}`);
}

/** One real server process (`node packages/server/dist/server.js`) on `port`. */
export async function startNode(name: string, port: number, env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = track(name, child);
  await waitFor(`http://127.0.0.1:${port}/api/v1/health/ready`, proc);
  return proc;
}

/** Sends SIGTERM and waits for the exit: its code (0 for a graceful stop) and how long it took. */
export async function terminate(proc: Proc): Promise<{ code: number | null; ms: number }> {
  const at = Date.now();
  if (proc.child.exitCode !== null) return { code: proc.child.exitCode, ms: 0 };
  const exited = new Promise<number | null>((r) => proc.child.once('exit', (code) => r(code)));
  proc.child.kill('SIGTERM');
  const code = await exited;
  return { code, ms: Date.now() - at };
}

/** Stops a process we started (SIGTERM, then SIGKILL after 10 s). */
export async function stop(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((r) => proc.child.once('exit', r));
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
