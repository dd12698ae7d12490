import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate for `receiver.test` and 127.0.0.1, made by openssl for this run (its own CA: pass it as `ca`). */
export function selfSignedCert(): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'parking-webhook-cert-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=receiver.test'],
      ...['-addext', 'subjectAltName=DNS:receiver.test,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/** One request the receiver got. */
export type Received = { headers: IncomingMessage['headers']; body: string; host: string | undefined; path: string };

/**
 * A webhook receiver over https on 127.0.0.1 (`listenOn`, or a random port). `respond` answers each request (default
 * 200); it may hold the request open. Every request is kept in `received`.
 */
export async function startReceiver(
  tls: { key: string; cert: string },
  respond: (req: Received, res: ServerResponse, n: number) => unknown = (_r, res) => res.end('ok'),
  listenOn = 0,
) {
  const received: Received[] = [];
  const server = createServer(tls, (req, res) => {
    // Bytes first, decoded once: a character split across two chunks must not be mangled (the signature is
    // over the raw body).
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const r = { headers: req.headers, body, host: req.headers.host, path: req.url ?? '' };
      received.push(r);
      void respond(r, res, received.length);
    });
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(listenOn, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * Verifies `Parking-Signature` as the README tells receivers to: HMAC-SHA256 of `<t>.<raw body>` with
 * the secret, compared in constant time, and `t` within 5 minutes of `now`.
 */
export function verifySignature(secret: string, header: string, rawBody: string, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
