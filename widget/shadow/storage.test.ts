import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STORAGE_PREFIX, readStored, removeStored, removeStoredPrefixed, writeStored } from './storage';

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('storage', () => {
  beforeEach(() => {
    removeStoredPrefixed('session', 'test:');
    removeStoredPrefixed('local', 'test:');
  });
  afterEach(() => vi.restoreAllMocks());

  test('keeps versioned JSON under the one prefix, in the scope asked for', () => {
    writeStored('session', 'test:a', { name: 'Ada', noOfVehicles: 2 });
    writeStored('local', 'test:b', 5000);
    expect(STORAGE_PREFIX).toBe('parking:');
    expect(sessionStorage.getItem('parking:test:a')).toBe('{"v":1,"value":{"name":"Ada","noOfVehicles":2}}');
    expect(localStorage.getItem('parking:test:b')).toBe('{"v":1,"value":5000}');
    expect(sessionStorage.getItem('parking:test:b')).toBeNull();
    expect(readStored('session', 'test:a')).toEqual({ name: 'Ada', noOfVehicles: 2 });
    expect(readStored('local', 'test:b')).toBe(5000);
    expect(readStored('session', 'test:missing')).toBeUndefined();
  });

  test('a value of another version reads as absent and is removed', () => {
    writeStored('session', 'test:old', { shape: 'old' }, { version: 1 });
    expect(readStored('session', 'test:old', { version: 2 })).toBeUndefined();
    expect(sessionStorage.getItem('parking:test:old')).toBeNull();
  });

  test('a value that is not our JSON (unparsable, or unversioned) reads as absent and is removed', () => {
    sessionStorage.setItem('parking:test:broken', '{not json');
    localStorage.setItem('parking:test:bare', '"CAP15"');
    expect(readStored('session', 'test:broken')).toBeUndefined();
    expect(readStored('local', 'test:bare')).toBeUndefined();
    expect(sessionStorage.getItem('parking:test:broken')).toBeNull();
    expect(localStorage.getItem('parking:test:bare')).toBeNull();
  });

  test('forgets every key with the prefix and leaves the others', () => {
    writeStored('session', 'test:one', 1);
    writeStored('session', 'test:two', 2);
    writeStored('session', 'keep:three', 3);
    removeStoredPrefixed('session', 'test:');
    removeStored('session', 'keep:missing');
    expect(readStored('session', 'test:one')).toBeUndefined();
    expect(readStored('session', 'test:two')).toBeUndefined();
    expect(readStored('session', 'keep:three')).toBe(3);
    removeStored('session', 'keep:three');
    expect(sessionStorage.getItem('parking:keep:three')).toBeNull();
  });

  test('where storage is blocked (sandboxed iframe, private window), values last as long as the page', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    writeStored('session', 'test:blocked', { key: 'k1' });
    writeStored('local', 'test:blocked', 'closed');
    expect(readStored('session', 'test:blocked')).toEqual({ key: 'k1' });
    expect(readStored('local', 'test:blocked')).toBe('closed');
    removeStored('local', 'test:blocked');
    expect(readStored('local', 'test:blocked')).toBeUndefined();
    removeStoredPrefixed('session', 'test:');
    expect(readStored('session', 'test:blocked')).toBeUndefined();
  });

  test('a full storage (setItem throws QuotaExceeded) keeps the value in memory, newest wins', () => {
    writeStored('session', 'test:quota', 'first');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeStored('session', 'test:quota', 'second');
    expect(readStored('session', 'test:quota')).toBe('second');
    vi.restoreAllMocks();
    writeStored('session', 'test:quota', 'third');
    expect(readStored('session', 'test:quota')).toBe('third');
  });
});
