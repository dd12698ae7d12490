import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from './shutdown';

type Answer = { status: number; connection: string | undefined; body: string };

/** A GET on `agent` (keep-alive when the agent is). */
function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a new TCP connection to `port` is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {});
});

/** An app with `/slow` (answers when `release` is called) and `/fast`, listening on a free port. */
async function slowApp(graceMs: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level: 'info', stream }, return503OnClosing: false });
  apps.push(app);
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  let arrived = () => {};
  const slowArrived = new Promise<void>((r) => (arrived = r));
  app.get('/slow', async () => {
    arrived();
    await released;
    return { done: true };
  });
  app.get('/fast', async () => ({ fast: true }));
  const exit = vi.fn<(code: number) => void>();
  const exited = new Promise<number>((r) => exit.mockImplementation(r));
  const stop = gracefulShutdown(app, { graceMs, exit });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const messages = () => lines.map((l) => String(l.msg));
  return { app, port, stop, release, slowArrived, exited, lines, messages };
}

describe('gracefulShutdown', () => {
  it('finishes a request in flight, refuses new connections, then exits 0', async () => {
    const s = await slowApp(60_000);
    const slow = get(s.port, '/slow');
    await s.slowArrived;
    s.stop('SIGTERM');
    expect(await accepts(s.port)).toBe(false);
    s.release();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(await s.exited).toBe(0);
    expect(s.messages()).toEqual(
      expect.arrayContaining([
        'shutdown: no new connections; finishing requests in flight',
        'shutdown: requests finished; stopping background work',
        'shutdown: complete',
      ]),
    );
    expect(s.lines.find((l) => String(l.msg).startsWith('shutdown: no new'))).toMatchObject({ requestsInFlight: 1 });
  });

  it('serves a request sent on an idle kept-alive socket after the signal, then closes that socket', async () => {
    const s = await slowApp(60_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(s.port, '/fast', agent)).connection).toBe('keep-alive');
    s.stop('SIGTERM');
    // A proxy reusing its pooled socket at this moment must get an answer, not a reset.
    const answer = await get(s.port, '/fast', agent);
    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(await s.exited).toBe(0);
    agent.destroy();
  });

  it('drops idle kept-alive sockets half way through the grace period', async () => {
    const s = await slowApp(4_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(s.port, '/fast', agent);
    s.stop('SIGTERM');
    expect(await s.exited).toBe(0);
    agent.destroy();
  });

  it('exits 1 on a second signal, logging the request it abandons', async () => {
    const s = await slowApp(60_000);
    void get(s.port, '/slow').catch(() => {});
    await s.slowArrived;
    s.stop('SIGTERM');
    s.stop('SIGINT');
    expect(await s.exited).toBe(1);
    const line = s.lines.find((l) => l.msg === 'shutdown: exiting before a clean stop');
    expect(line).toMatchObject({ reason: 'second signal (SIGINT)', phase: 'requests', requestsInFlight: 1 });
    s.release();
  });

  it('exits 1 when a request outlives the grace period', async () => {
    const s = await slowApp(300);
    void get(s.port, '/slow').catch(() => {});
    await s.slowArrived;
    s.stop('SIGTERM');
    expect(await s.exited).toBe(1);
    const line = s.lines.find((l) => l.msg === 'shutdown: exiting before a clean stop');
    expect(line).toMatchObject({ reason: 'grace period of 300 ms over', requestsInFlight: 1 });
    s.release();
  });
});
