import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { type Socket, createConnection, createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** Thrown when a backup cannot be taken or restored; its message is meant for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * The running server's backup socket: a unix socket in a folder of DATA_DIR only the server's user may
 * open (0700), since whoever reaches it gets a copy of every booking.
 */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'control', 'backup.sock');
}

/** What the server answers first, on one line; `bytes` of archive follow when `ok`. */
type Header = { ok: true; bytes: number } | { ok: false; error: string };

const REQUEST = 'backup\n';
const headerLine = (h: Header) => `${JSON.stringify(h)}\n`;

/** Answers one connection: a `backup` request gets the header, then the archive. */
function answer(socket: Socket, dump: () => Promise<Uint8Array>, onError: (err: unknown) => void): void {
  let request = '';
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    request += chunk.toString('latin1');
    if (!request.includes('\n') && request.length < REQUEST.length) return;
    socket.removeAllListeners('data');
    if (request !== REQUEST) {
      socket.end(headerLine({ ok: false, error: 'unknown request' }));
      return;
    }
    dump().then(
      (archive) => {
        socket.write(headerLine({ ok: true, bytes: archive.byteLength }));
        socket.end(archive);
      },
      (err: unknown) => {
        onError(err);
        socket.end(headerLine({ ok: false, error: `the server could not copy its database: ${String(err)}` }));
      },
    );
  });
}

/**
 * Listens on DATA_DIR's backup socket and answers each request with `dump()`. The caller holds the
 * data folder's lock (db/lock.ts), so a socket file already there is a dead server's and is replaced.
 * Returns the function that stops listening.
 */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // mkdir's mode does not apply to a folder that already exists.
  chmodSync(dirname(path), 0o700);
  rmSync(path, { force: true });
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    answer(socket, dump, onError);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

/** Splits a complete answer into its header and archive, or says what is wrong with it. */
function parseAnswer(answer: Buffer): Uint8Array {
  const end = answer.indexOf(0x0a);
  if (end < 0) throw new BackupError('The server closed its backup socket without answering.');
  const header = JSON.parse(answer.subarray(0, end).toString('utf8')) as Header;
  if (!header.ok) throw new BackupError(`The server refused the backup: ${header.error}`);
  const archive = answer.subarray(end + 1);
  if (archive.byteLength !== header.bytes) {
    throw new BackupError(`The backup was cut short: ${archive.byteLength} of ${header.bytes} bytes arrived.`);
  }
  return new Uint8Array(archive);
}

/** Asks the server running on DATA_DIR for a consistent copy of its database (a gzipped tar). */
export function requestBackup(dataDir: string, timeoutMs = 300_000): Promise<Uint8Array> {
  const path = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(path, () => socket.write(REQUEST));
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new BackupError(`The server did not answer on ${path} within ${timeoutMs / 1000} s.`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof BackupError) reject(err);
      else
        reject(
          new BackupError(`A server holds ${dataDir}, but its backup socket ${path} does not answer (${err.code}).`),
        );
    });
    socket.on('end', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (err) {
        reject(
          err instanceof BackupError ? err : new BackupError(`The server's answer is not readable: ${String(err)}`),
        );
      }
    });
  });
}
