import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The compiled server, as `npm start` runs it (`npm run test:cluster` builds it first).
const serverEntry = fileURLToPath(new URL('../../packages/server/dist/server.js', import.meta.url));
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const LOG_DIR = process.env.CLUSTER_LOG_DIR;

/** A child process and the tail of what it printed (shown when something fails). */
export type Proc = { name: string; child: ChildProcess; output: () => string };

function track(name: string, child: ChildProcess): Proc {
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

/** After a refused connection nginx leaves a node out for this long (`fail_timeout`), then tries it again. */
export const NGINX_FAIL_TIMEOUT_S = 2;

/** True when `url` answers 2xx; a 404 from `/health/ready` (a server without it) falls back to `/health`. */
async function answers(url: string): Promise<boolean> {
  const res = await fetch(url).catch(() => undefined);
  if (res?.status === 404 && url.endsWith('/health/ready')) return answers(url.replace(/\/ready$/, ''));
  return res?.ok ?? false;
}

async function waitFor(url: string, proc: Proc, seconds = 180): Promise<void> {
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

/**
 * nginx in the foreground with everything (pid, logs, temp files) under `dir`: round robin over the
 * nodes, the client address appended to X-Forwarded-For, and a node that refuses connections skipped.
 * Tuned so that a node going away (SIGTERM: it stops listening, finishes what it has, answers with
 * `Connection: close`; packages/server/src/shutdown.ts) loses nothing; each setting says why.
 */
export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<Proc> {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream parking {
    # One refused connection takes a node out of the rotation for fail_timeout; a node restarted by a
    # rolling deploy is back in it that soon after it listens again (30 s left it idle far longer).
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_S}s;`).join('\n')}
    # Pooled connections to the nodes save a handshake per request. A stopping node keeps its idle ones
    # open for half its SHUTDOWN_GRACE_MS (5 s by default), so nginx must drop an idle one sooner (2 s):
    # then a node never closes a socket nginx is about to write a request into. Must also stay below
    # the node's own keep-alive timeout (Fastify's 72 s).
    keepalive 32;
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://parking;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A node that does not even answer the handshake is given up on quickly and the next one tried.
      proxy_connect_timeout 2s;
      # Retry on the next node when the connection fails or times out. A refused connection (a node
      # stopping or restarting) is safe to retry even for a POST: nothing was sent. Once a POST has been
      # sent nginx does not retry it (no non_idempotent): the booking may exist, and the client retries
      # with its Idempotency-Key instead. A 503 is not retried: the nodes do not send one while closing.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = track('nginx', child);
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, proc);
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
