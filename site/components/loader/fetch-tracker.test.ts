import { describe, expect, it } from 'vitest';
import { createActivityCounter, trackedFetch } from './fetch-tracker';

describe('createActivityCounter', () => {
  it('counts started tasks and ends each once', () => {
    const counter = createActivityCounter();
    const seen: number[] = [];
    counter.subscribe(() => seen.push(counter.count()));
    const endA = counter.begin();
    const endB = counter.begin();
    expect(counter.count()).toBe(2);
    endA();
    endA();
    expect(counter.count()).toBe(1);
    endB();
    expect(counter.count()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('stops notifying after unsubscribe', () => {
    const counter = createActivityCounter();
    let calls = 0;
    const off = counter.subscribe(() => (calls += 1));
    counter.begin();
    off();
    counter.begin();
    expect(calls).toBe(1);
  });
});

describe('trackedFetch', () => {
  it('counts a request until it answers', async () => {
    const counter = createActivityCounter();
    let release: (r: Response) => void = () => undefined;
    const inner = (() => new Promise<Response>((r) => (release = r))) as typeof fetch;
    const pending = trackedFetch(counter, inner)('/api/v1/airports');
    expect(counter.count()).toBe(1);
    release(new Response('{}'));
    await pending;
    expect(counter.count()).toBe(0);
  });

  it('ends the count when the request fails', async () => {
    const counter = createActivityCounter();
    const inner = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await expect(trackedFetch(counter, inner)('/x')).rejects.toThrow('offline');
    expect(counter.count()).toBe(0);
  });
});
