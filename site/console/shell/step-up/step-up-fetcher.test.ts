import { describe, expect, test, vi } from 'vitest';
import { NOT_CONFIRMED, withStepUp } from './step-up-fetcher';

type FakeAnswer = { status: number; body: unknown };
type FakeCall = { method: string; path: string; headers: Record<string, string>; body: unknown };

/** A network edge answering by `METHOD /path` (under /api/v1), a function of the call's count; records calls. */
function createFakeFetch(routes: Record<string, FakeAnswer | ((call: FakeCall, count: number) => FakeAnswer)>) {
  const calls: FakeCall[] = [];
  const fake = async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = input.replace(/^\/api\/v1/, '');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const call = { method, path, headers, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const route = routes[`${method} ${path}`]!;
    const answer = typeof route === 'function' ? route(call, calls.filter((c) => c.path === path).length) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return Object.assign(fake, { calls });
}

const STALE: FakeAnswer = {
  status: 403,
  body: { error: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you with your passkey' } },
};
const REFUND = '/api/v1/console/staff/bookings/CAP-1/refund';
const init = { method: 'POST', headers: { 'Idempotency-Key': 'k-1' }, body: JSON.stringify({ amount: 500 }) };

describe('withStepUp: the console network edge that asks for the passkey again', () => {
  test('passes every other answer through, a 403 for another reason included, without asking', async () => {
    const inner = createFakeFetch({
      'POST /console/staff/bookings/CAP-1/refund': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'No' } },
      },
      'GET /console/me': { status: 200, body: { ok: true } },
    });
    const prompt = vi.fn(async () => true);
    const fetcher = withStepUp(inner, prompt);
    expect((await fetcher('/api/v1/console/me')).status).toBe(200);
    const refused = await fetcher(REFUND, init);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('FORBIDDEN');
    expect(prompt).not.toHaveBeenCalled();
    expect(inner.calls).toHaveLength(2);
  });

  test('confirmed: the same request (body and Idempotency-Key) is sent once more, and its answer returned', async () => {
    const inner = createFakeFetch({
      'POST /console/staff/bookings/CAP-1/refund': (_call, count) =>
        count === 1 ? STALE : { status: 200, body: { done: 'Refund of £5.00 on its way' } },
    });
    const prompt = vi.fn(async () => true);
    const res = await withStepUp(inner, prompt)(REFUND, init);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: 'Refund of £5.00 on its way' });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(inner.calls).toHaveLength(2);
    expect(inner.calls[1]).toEqual(inner.calls[0]);
    expect(inner.calls[1]!.headers['idempotency-key']).toBe('k-1');
  });

  test('cancelled: nothing is sent again, and the answer says the action was not done', async () => {
    const inner = createFakeFetch({ 'POST /console/staff/bookings/CAP-1/refund': STALE });
    const res = await withStepUp(inner, async () => false)(REFUND, init);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'STEP_UP_REQUIRED', message: NOT_CONFIRMED } });
    expect(inner.calls).toHaveLength(1);
  });

  test('retries once only: a second STEP_UP_REQUIRED is returned as it is, without asking again', async () => {
    const inner = createFakeFetch({ 'POST /console/staff/bookings/CAP-1/refund': STALE });
    const prompt = vi.fn(async () => true);
    const res = await withStepUp(inner, prompt)(REFUND, init);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Confirm it is you with your passkey');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(inner.calls).toHaveLength(2);
  });
});
