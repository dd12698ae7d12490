import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Proc, track, waitFor } from './processes';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** After a refused connection nginx leaves a node out for this long (`fail_timeout`), then tries it again. */
const NGINX_FAIL_TIMEOUT_S = 2;

/** nginx in front of the nodes, and the deploy's lever: take one node out of the rotation, or none. */
export type Nginx = Proc & { route: (down: number | null) => Promise<void> };

/**
 * The configuration: round robin over the nodes, the client address appended to X-Forwarded-For, a node
 * that refuses connections skipped, and `down` (a node being restarted) out of the rotation.
 * Tuned so that a node going away (SIGTERM: it stops listening, finishes what it has, answers with
 * `Connection: close`; packages/server/src/shutdown.ts) loses nothing; each setting says why.
 */
function config(dir: string, port: number, upstreams: number[], down: number | null): string {
  return `${process.getuid?.() === 0 ? 'user root root;' : ''}
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
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_S}s${p === down ? ' down' : ''};`).join('\n')}
    # Pooled connections to the nodes save a handshake per request. A stopping node keeps its idle ones
    # open for half its SHUTDOWN_GRACE_MS (5 s by default), so nginx must drop an idle one sooner (2 s):
    # then a node never closes a socket nginx is about to write a request into. Must also stay below
    # the node's own keep-alive timeout (Fastify's 72 s).
    keepalive 32;
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${port};
    # No keep-alive towards the test's clients: a reload closes the old workers' idle client connections,
    # and a request the client writes into one just then fails. Browsers resend on such a reused
    # connection; Node's fetch does not for a POST, so it would count a deploy's reload as a lost request.
    keepalive_timeout 0;
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
`;
}

/** The upstream that answered `url` through nginx (its `X-Upstream` header), or '' for no answer. */
async function upstreamOf(url: string): Promise<string> {
  const res = await fetch(url).catch(() => undefined);
  await res?.arrayBuffer();
  return res?.headers.get('x-upstream') ?? '';
}

/**
 * Rewrites the configuration and reloads (SIGHUP): new workers take new requests, old ones finish theirs.
 * Resolves once 20 answers in a row agree with the new rotation (none from `down`; both nodes seen).
 */
async function reroute(proc: Proc, conf: () => string, path: string, url: string, down: number | null) {
  writeFileSync(path, conf());
  proc.child.kill('SIGHUP');
  for (let tries = 0, agreeing = 0; tries < 400; tries++) {
    const seen = new Set<string>();
    for (agreeing = 0; agreeing < 20; agreeing++) {
      const upstream = await upstreamOf(url);
      if (!upstream || (down !== null && upstream.endsWith(`:${down}`))) break;
      seen.add(upstream);
    }
    if (agreeing === 20 && (down !== null || seen.size > 1)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not take ${down === null ? 'every node' : `node :${down} out`} into its rotation`);
}

/** nginx in the foreground with everything (pid, logs, temp files) under `dir`. */
export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<Nginx> {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true });
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, config(dir, port, upstreams, null));
  const child = spawn(NGINX, ['-c', path, '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = track('nginx', child);
  const health = `http://127.0.0.1:${port}/api/v1/health`;
  await waitFor(health, proc);
  return {
    ...proc,
    route: (down) => reroute(proc, () => config(dir, port, upstreams, down), path, health, down),
  };
}
