import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The compiled server, as `npm start` runs it (`npm run test:cluster` builds it first).
const serverEntry = fileURLToPath(new URL('../../packages/server/dist/server.js', import.meta.url));
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** A child process and the tail of what it printed (shown when something fails). */
export type Proc = { name: string; child: ChildProcess; output: () => string };

function track(name: string, child: ChildProcess): Proc {
  let output = '';
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-8_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output: () => output };
}

async function waitFor(url: string, proc: Proc, seconds = 90): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited during start-up:\n${proc.output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
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
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, proc);
  return proc;
}

/**
 * nginx in the foreground with everything (pid, logs, temp files) under `dir`: round robin over the
 * nodes, the client address appended to X-Forwarded-For, and a node that refuses connections skipped.
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
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream parking {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://parking;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
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

/** Stops a process we started (SIGTERM, then SIGKILL after 10 s). */
export async function stop(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((r) => proc.child.once('exit', r));
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
