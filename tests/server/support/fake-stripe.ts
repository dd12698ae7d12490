import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake Stripe API received. */
export type StripeCall = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
};

/**
 * A local stand-in for the Stripe API (Checkout Sessions and Refunds), so the real `stripe` SDK can be
 * pointed at it with host/port/protocol and every request it sends can be inspected.
 */
export async function startFakeStripe(): Promise<{
  url: string;
  calls: StripeCall[];
  /** The next request fails: 500 (an outage, retried) by default, or e.g. 400 (a refusal). */
  failNext: (status?: number) => void;
  /** Holds every refund request until the returned function is called (a provider mid-request). */
  holdRefunds: () => () => void;
  /** The refunds made, once per Idempotency-Key as Stripe makes them (a held request's too, once released). */
  refundsMade: () => { id: string; key: string; bookingId: string; amount: string }[];
  /** Marks a session paid, as if the visitor completed checkout. */
  complete: (id: string) => void;
  close: () => Promise<void>;
}> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, { id: string; status: string; payment_intent: string | null }>();
  // Like Stripe: the same Idempotency-Key answers with the same refund.
  const refunds = new Map<string, { id: string; object: 'refund'; status: string; payment_intent: string }>();
  const made: { id: string; key: string; bookingId: string; amount: string }[] = [];
  let fail = 0;
  let held: Promise<void> | undefined;
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', async () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      calls.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (fail) {
        const status = fail;
        fail = 0;
        if (status < 500) return send(status, { error: { type: 'invalid_request_error', message: 'Fake refusal' } });
        return send(500, { error: { type: 'api_error', message: 'Fake outage' } });
      }
      if (held && path === '/v1/refunds') await held;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        sessions.set(id, { id, status: 'open', payment_intent: null });
        return send(200, {
          id,
          object: 'checkout.session',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const key = String(req.headers['idempotency-key'] ?? `none_${counter}`);
        const form = new URLSearchParams(raw);
        let refund = refunds.get(key);
        if (!refund) {
          refund = {
            id: `re_test_${++counter}`,
            object: 'refund' as const,
            status: 'succeeded',
            payment_intent: form.get('payment_intent') ?? '',
          };
          refunds.set(key, refund);
          made.push({
            id: refund.id,
            key,
            bookingId: form.get('metadata[bookingId]') ?? '',
            amount: form.get('amount') ?? '',
          });
        }
        return send(200, refund);
      }
      const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      const session = m && sessions.get(m[1]!);
      if (session && req.method === 'GET') return send(200, { object: 'checkout.session', ...session });
      if (session && m[2]) {
        if (session.status !== 'open')
          return send(400, { error: { type: 'invalid_request_error', message: 'Session is not open' } });
        session.status = 'expired';
        return send(200, { object: 'checkout.session', ...session });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext: (status = 500) => void (fail = status),
    holdRefunds: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    refundsMade: () => [...made],
    complete: (id) => {
      const session = sessions.get(id)!;
      session.status = 'complete';
      session.payment_intent = `pi_${id}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
