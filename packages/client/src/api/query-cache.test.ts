import { describe, expect, test } from 'vitest';
import { ApiFailure } from './api-failure';
import { createApiCache, entryOf, mutate, needsLoad, revalidate, run } from './query-cache';

/** A load the test settles by hand, counting how often it was started. */
function deferredLoad<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

describe('the client cache', () => {
  test('two reads of one key while it loads make one request', async () => {
    const cache = createApiCache();
    const { load, pending } = deferredLoad<string>();
    const first = run(entryOf(cache, '/airports'), load);
    const second = run(entryOf(cache, '/airports'), load);
    expect(pending).toHaveLength(1);
    pending[0]?.resolve('LTN');
    await Promise.all([first, second]);
    expect(entryOf(cache, '/airports').state).toEqual({ data: 'LTN', fetching: false });
  });

  test('revalidate fetches the key again with its last loader; unknown keys do nothing', async () => {
    const cache = createApiCache();
    let n = 0;
    await run(entryOf(cache, '/blogs'), async () => `answer ${++n}`);
    await revalidate(cache, '/blogs');
    expect(entryOf(cache, '/blogs').state.data).toBe('answer 2');
    await revalidate(cache, '/never-read');
    expect(cache.get('/never-read')).toBeUndefined();
  });

  test('a failure keeps the last good data beside the error', async () => {
    const cache = createApiCache();
    const entry = entryOf(cache, '/reviews');
    await run(entry, async () => ['old review']);
    const failure = new ApiFailure('INTERNAL', 'Down', 503);
    await run(entry, () => Promise.reject(failure));
    expect(entry.state).toEqual({ data: ['old review'], error: failure, fetching: false });
  });

  test('known data is shown at once and marked to be fetched again once', async () => {
    const cache = createApiCache({ '/blogs': ['pre-rendered'], '/missing': undefined });
    const entry = entryOf(cache, '/blogs');
    expect(entry.state.data).toEqual(['pre-rendered']);
    expect(needsLoad(entry)).toBe(true);
    await run(entry, async () => ['fresh']);
    expect(needsLoad(entry)).toBe(false);
    expect(entry.state.data).toEqual(['fresh']);
    expect(cache.has('/missing')).toBe(false);
  });

  test('an optimistic update shows at once and takes the server answer on success', async () => {
    const cache = createApiCache({ '/reviews': { total: 1 } });
    const { load: commit, pending } = deferredLoad<{ total: number }>();
    const done = mutate(cache, '/reviews', { total: 2 }, commit);
    expect(entryOf(cache, '/reviews').state).toEqual({ data: { total: 2 }, fetching: true });
    pending[0]?.resolve({ total: 3 });
    await done;
    expect(entryOf(cache, '/reviews').state).toEqual({ data: { total: 3 }, fetching: false });
  });

  test('an optimistic update rolls back when the change fails, and the failure reaches the caller', async () => {
    const cache = createApiCache({ '/reviews': { total: 1 } });
    const failure = new ApiFailure('CONFLICT', 'Already reviewed', 409);
    const done = mutate(cache, '/reviews', { total: 2 }, () => Promise.reject(failure));
    expect(entryOf(cache, '/reviews').state.data).toEqual({ total: 2 });
    await expect(done).rejects.toBe(failure);
    expect(entryOf(cache, '/reviews').state).toMatchObject({ data: { total: 1 }, fetching: false });
  });

  test('a load that started before a mutate does not overwrite the newer value', async () => {
    const cache = createApiCache();
    const entry = entryOf(cache, '/support');
    const { load, pending } = deferredLoad<string>();
    const loading = run(entry, load);
    await mutate(cache, '/support', 'set by the page');
    pending[0]?.resolve('older answer');
    await loading;
    expect(entry.state.data).toBe('set by the page');
  });
});

describe('ApiFailure.retryable', () => {
  test.each([
    ['NETWORK', 0, true],
    ['INTERNAL', 503, true],
    ['BAD_RESPONSE', 502, true],
    ['RATE_LIMITED', 429, true],
    ['VALIDATION_FAILED', 400, false],
    ['CONFLICT', 409, false],
    ['NOT_FOUND', 404, false],
    ['PRICE_CHANGED', 409, false],
    ['BAD_RESPONSE', 200, false],
  ] as const)('%s (%i) → %s', (code, status, retryable) => {
    expect(new ApiFailure(code, 'm', status).retryable).toBe(retryable);
  });
});
