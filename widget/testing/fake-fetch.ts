import type { Fetcher } from '@parking/client';

/** One recorded call to the fake network. */
export type FakeCall = { method: string; path: string; headers: Record<string, string>; body: unknown };

/** Answer of a handler: status and JSON body, or a thrown network error. */
export type FakeAnswer = { status: number; body: unknown; delayMs?: number } | 'network-error' | 'never';

/** Handlers keyed `METHOD /path` (path without the API base or query); a function may vary answers. */
export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall, count: number) => FakeAnswer)>;

/**
 * A fetch stand-in for tests and stories: the network edge is the only thing replaced, so the api
 * layer, schemas and views run for real.
 */
export function createFakeFetch(routes: FakeRoutes): Fetcher & { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const fake = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://widget.test');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, headers, body };
    calls.push(call);
    const key = Object.keys(routes).find((k) => {
      const [m, p] = k.split(' ');
      return m === method && (p === path || (p?.endsWith('*') && path.startsWith(p.slice(0, -1))));
    });
    const route = key ? routes[key] : undefined;
    const count = calls.filter((c) => c.method === method && c.path === path).length;
    const answer: FakeAnswer =
      typeof route === 'function'
        ? route(call, count)
        : (route ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'never') return new Promise<Response>(() => undefined);
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return Object.assign(fake, { calls });
}
