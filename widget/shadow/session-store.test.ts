import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readSession, removeSessionPrefixed, writeSession } from './session-store';

describe('session store', () => {
  beforeEach(() => removeSessionPrefixed('test:'));
  afterEach(() => vi.restoreAllMocks());

  test('keeps JSON values in this tab’s sessionStorage', () => {
    writeSession('test:a', { name: 'Ada', vehicles: [1, 2] });
    expect(sessionStorage.getItem('test:a')).toBe('{"name":"Ada","vehicles":[1,2]}');
    expect(readSession('test:a')).toEqual({ name: 'Ada', vehicles: [1, 2] });
    expect(readSession('test:missing')).toBeUndefined();
  });

  test('a value that is not JSON reads as nothing instead of throwing', () => {
    sessionStorage.setItem('test:broken', '{not json');
    expect(readSession('test:broken')).toBeUndefined();
  });

  test('forgets every key with the prefix and leaves the others', () => {
    writeSession('test:one', 1);
    writeSession('test:two', 2);
    sessionStorage.setItem('other:keep', '3');
    removeSessionPrefixed('test:');
    expect(readSession('test:one')).toBeUndefined();
    expect(readSession('test:two')).toBeUndefined();
    expect(sessionStorage.getItem('other:keep')).toBe('3');
    sessionStorage.removeItem('other:keep');
  });

  test('where storage is blocked (a partner iframe), values last as long as the page, in memory', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    writeSession('test:blocked', { key: 'k1' });
    expect(readSession('test:blocked')).toEqual({ key: 'k1' });
    removeSessionPrefixed('test:');
    expect(readSession('test:blocked')).toBeUndefined();
  });
});
