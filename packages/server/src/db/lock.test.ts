import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
const fresh = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'parking-lock-')), 'nested', 'data');
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(join(d, '..', '..'), { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('creates the folder and a lock file, removed on release', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a folder locked by another live process, naming it', () => {
    const dir = fresh();
    lockDataDir(dir);
    // PID 1 is always alive: stands in for a second server on the same folder.
    writeFileSync(join(dir, 'server.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server process \(pid 1\)/);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = fresh();
    lockDataDir(dir);
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });
});
