import { createHmac } from 'node:crypto';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './address-guard';

/** A receiver that takes longer than this has failed the attempt (the job retries). */
const TIMEOUT_MS = 10_000;

/**
 * `Parking-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, Stripe's scheme: the
 * timestamp is signed with the body, so a receiver can refuse an old message replayed.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** What an attempt came to: the receiver's status code, or none when it never answered. */
export type PostOutcome = { ok: boolean; status: number | null; error: string | null };

/**
 * POSTs the signed body to the checked target. The connection goes to the address that was checked (the
 * `lookup` answers with it whatever DNS says now), with the URL's host name as Host and TLS server name.
 * Redirects are never followed: a 3xx is a failure, like any non-2xx.
 */
export function postWebhook(
  target: CheckedTarget,
  body: string,
  headers: Record<string, string>,
  tls: { ca?: string | undefined } = {},
): Promise<PostOutcome> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new Promise((resolve) => {
    const req = request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        timeout: TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'user-agent': 'ParkCompare-Webhooks/1', ...headers },
        ...(tls.ca ? { ca: tls.ca } : {}),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // The answer's body is not read beyond draining it: nothing of it is kept.
        res.resume();
        res.on('end', () => undefined);
        const ok = status >= 200 && status < 300;
        resolve({
          ok,
          status,
          error: ok ? null : status >= 300 && status < 400 ? 'redirect refused' : `HTTP ${status}`,
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 10 s')));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ ok: false, status: null, error: (err.code ?? err.message).slice(0, 120) }),
    );
    req.end(body);
  });
}
