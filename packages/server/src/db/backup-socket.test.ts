import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupError, backupSocketPath, requestBackup, serveBackups } from './backup-socket';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parking-backup-socket-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function serve(dir: string, dump: () => Promise<Uint8Array>, errors: unknown[] = []) {
  const stop = await serveBackups(dir, dump, (err) => errors.push(err));
  cleanups.push(stop);
  return stop;
}

/** Sends raw bytes and collects the whole answer. */
function raw(dir: string, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = createConnection(backupSocketPath(dir), () => socket.write(request));
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('backup socket', () => {
  it('hands the dump to a client, byte for byte, through a socket only its owner can open', async () => {
    const dir = dataDir();
    const archive = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    await serve(dir, async () => archive);
    expect(statSync(backupSocketPath(dir)).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(backupSocketPath(dir))).mode & 0o777).toBe(0o700);
    const copy = await requestBackup(dir);
    expect(copy.byteLength).toBe(archive.byteLength);
    expect(Buffer.from(copy).equals(Buffer.from(archive))).toBe(true);
  });

  it('replaces a socket file left by a dead server, and tightens an existing control folder', async () => {
    const dir = dataDir();
    mkdirSync(dirname(backupSocketPath(dir)), { mode: 0o755 });
    writeFileSync(backupSocketPath(dir), 'stale');
    await serve(dir, async () => new Uint8Array([1, 2, 3]));
    expect(statSync(dirname(backupSocketPath(dir))).mode & 0o777).toBe(0o700);
    expect([...(await requestBackup(dir))]).toEqual([1, 2, 3]);
  });

  it('passes on a failed dump as a BackupError, and reports it to the server log', async () => {
    const dir = dataDir();
    const errors: unknown[] = [];
    await serve(dir, () => Promise.reject(new Error('PGlite is closed')), errors);
    const err = await requestBackup(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(String(err)).toMatch(/could not copy its database: Error: PGlite is closed/);
    expect(errors).toHaveLength(1);
  });

  it('answers anything but a backup request with an error and no data', async () => {
    const dir = dataDir();
    let dumps = 0;
    await serve(dir, async () => new Uint8Array(++dumps));
    expect(JSON.parse(await raw(dir, 'restore\n'))).toEqual({ ok: false, error: 'unknown request' });
    expect(dumps).toBe(0);
  });

  it('says plainly when no server answers, and stops answering once stopped', async () => {
    const dir = dataDir();
    await expect(requestBackup(dir)).rejects.toThrow(/does not answer \(ENOENT\)/);
    const stop = await serve(dir, async () => new Uint8Array([7]));
    await stop();
    await expect(requestBackup(dir)).rejects.toThrow(BackupError);
  });
});
