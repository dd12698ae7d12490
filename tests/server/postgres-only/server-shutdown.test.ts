import { mkdtempSync, rmSync } from 'node:fs';
import { type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, londonNow } from '@parking/core';
import { afterAll, describe, expect, it } from 'vitest';
import { becomesHealthy, killServers, spawnServer, freePorts } from '../support/server-process';

const root = mkdtempSync(join(tmpdir(), 'parking-shutdown-'));
const [port] = await freePorts();

afterAll(() => {
  killServers();
  rmSync(root, { recursive: true, force: true });
});

/** A search a month ahead, as JSON. */
function searchBody(): string {
  const today = londonNow(new Date()).date;
  const stay = { airportId: 'luton', entryDate: addDays(today, 30), entryTime: '10:00' };
  return JSON.stringify({ ...stay, exitDate: addDays(today, 33), exitTime: '10:00', noOfVehicles: 1 });
}

/** Whether a new TCP connection to `port` is accepted. */
const accepts = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Everything the server sends on `socket` until it closes it. */
const readAll = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    socket.once('close', () => resolve(text));
  });

describe('server.ts on SIGTERM', () => {
  it(
    'finishes a request in flight, refuses new connections, and exits 0 after logging each phase',
    { timeout: 240_000 },
    async () => {
      const server = spawnServer({
        PORT: String(port),
        DATABASE_URL: '',
        DATA_DIR: join(root, 'data'),
        OUTBOX_DIR: join(root, 'outbox'),
        LOG_LEVEL: 'info',
      });
      expect(await becomesHealthy(port, 180_000), server.output()).toBe(true);

      // A search whose body is still arriving when the signal comes: a request in flight.
      const body = searchBody();
      const socket = connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      const answer = readAll(socket);
      socket.write(
        `POST /api/v1/search/packages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 200));
      server.child.kill('SIGTERM');
      for (let i = 0; i < 40 && (await accepts()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await accepts()).toBe(false);

      socket.write(body.slice(10));
      const response = await answer;
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(response.toLowerCase()).toContain('connection: close');
      expect(await server.exited).toBe(0);
      for (const phase of [
        'shutdown: no new connections; finishing requests in flight',
        'shutdown: requests finished; stopping background work',
        'shutdown: job workers stopped',
        'shutdown: database closed',
        'shutdown: complete',
      ])
        expect(server.output()).toContain(phase);
    },
  );
});
