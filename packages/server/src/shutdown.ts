import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How a stop ends; `process.exit` in production, a spy in tests. */
type ShutdownOptions = {
  /** SHUTDOWN_GRACE_MS: from the first signal to a forced exit. */
  graceMs: number;
  exit: (code: number) => void;
};

/** Responses still being written, counted on the raw server so every route and 404 is included. */
function trackResponses(app: FastifyInstance): Set<ServerResponse> {
  const open = new Set<ServerResponse>();
  app.server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return open;
}

/**
 * Stops the listener but leaves idle keep-alive sockets open: Node's `server.close()` would drop them at
 * once, and a proxy may be writing a request into one at that moment (a POST it must not retry, so
 * the client would see a 502). Every response from now on says `Connection: close`, so a socket in use
 * closes after its answer; the idle ones are left for the proxy to close (its upstream keep-alive
 * timeout must be shorter) and dropped after `idleMs`, when none should be left. Returns the timer.
 */
function keepIdleSocketsFor(app: FastifyInstance, open: Set<ServerResponse>, idleMs: number): NodeJS.Timeout {
  const server = app.server;
  const dropIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  // Requests that arrive from now on get the header from Fastify itself (closing, return503OnClosing off).
  for (const res of open) if (!res.headersSent) res.setHeader('connection', 'close');
  const timer = setTimeout(dropIdle, idleMs);
  timer.unref();
  return timer;
}

/**
 * The graceful stop of a listening app (call before `listen`; server.ts wires SIGTERM and SIGINT to
 * the function it returns). The first signal stops accepting connections, lets requests in flight
 * finish, then runs the app's onClose hooks (app.ts: job workers stop or hand their jobs back, search
 * views are written, the database closes) and exits 0. A second signal, or `graceMs` running out,
 * exits 1 after logging what was abandoned.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => void {
  const open = trackResponses(app);
  let startedAt = 0;
  let phase: 'requests' | 'background work' = 'requests';
  // Root onClose hooks run last-added first: this one marks the moment the HTTP side is done.
  app.addHook('onClose', async () => {
    phase = 'background work';
    app.log.info({ ms: Date.now() - startedAt }, 'shutdown: requests finished; stopping background work');
  });
  const abandon = (reason: string) => {
    // Running jobs left behind go back to the queue once their heartbeat lapses (services/jobs/queue.ts).
    app.log.error({ reason, phase, requestsInFlight: open.size }, 'shutdown: exiting before a clean stop');
    options.exit(1);
  };
  return (signal) => {
    if (startedAt) return abandon(`second signal (${signal})`);
    startedAt = Date.now();
    app.log.info(
      { signal, requestsInFlight: open.size, graceMs: options.graceMs },
      'shutdown: no new connections; finishing requests in flight',
    );
    const force = setTimeout(() => abandon(`grace period of ${options.graceMs} ms over`), options.graceMs);
    force.unref();
    const idle = keepIdleSocketsFor(app, open, options.graceMs / 2);
    app.close().then(
      () => {
        clearTimeout(idle);
        clearTimeout(force);
        app.log.info({ ms: Date.now() - startedAt }, 'shutdown: complete');
        options.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown: failed');
        options.exit(1);
      },
    );
  };
}
