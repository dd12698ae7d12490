import { mkdtempSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/crash-restart';
import { type ServerProcess, freePorts, startServer, stopServer, useScratchPostgres } from '../support/server-process';
import { bookAndPay } from '../support/traveller-load';
import { selfSignedCert, startReceiver, verifySignature } from '../support/webhook-receiver';

// The real server process, killed with SIGKILL while the operator's webhook receiver holds the request
// open, then started again on the same database (PostgreSQL: a killed process leaves a PGlite folder locked).
const root = mkdtempSync(join(tmpdir(), 'parking-operator-crash-'));
const ports = await freePorts();
const SECRET = 'whsec_crash_test_secret';
const db = useScratchPostgres('opnotify', root);

/** A server process on the scratch database; `env` lets it deliver to the test's receiver. */
const start = (port: number, env: Record<string, string>) =>
  startServer(port, { DATABASE_URL: db.url, OUTBOX_DIR: join(root, 'outbox'), TRUST_PROXY: '127.0.0.1', ...env });

type Delivery = { attempt: number; status: string; event_id: string };

/** The webhook deliveries of the booking's event, once `done` says so (or after 90 s). */
const deliveries = (reference: string, done: (rows: Delivery[]) => boolean) =>
  waitFor(
    async () =>
      (
        await db.query<Delivery>(
          `SELECT d.attempt, d.status, d.event_id FROM operator_deliveries d JOIN operator_events e ON e.id = d.event_id
       JOIN bookings b ON b.id = e.booking_id WHERE b.reference = $1 AND d.channel = 'webhook' ORDER BY d.attempt`,
          [reference],
        )
      ).rows,
    done,
    'the webhook deliveries',
    90_000,
  );

describe('kill -9 while an operator webhook is being delivered', () => {
  it(
    'after the restart the event arrives again with the same event id and signature scheme; none is lost',
    { timeout: 150_000 },
    async () => {
      const tls = selfSignedCert();
      const killed: { server?: ServerProcess } = {};
      const held: ServerResponse[] = [];
      const receiver = await startReceiver(tls, async (_r, res, n) => {
        if (n > 1) return res.end('ok');
        // The first delivery is in the receiver's hands; the sender dies before it hears the answer.
        held.push(res);
        killed.server?.child.kill('SIGKILL');
      });
      const env = {
        OPERATOR_WEBHOOK_ALLOW_PRIVATE_FOR_TESTS: `127.0.0.1:${receiver.port}`,
        // The receiver's own certificate: the server verifies TLS as it would any receiver's.
        NODE_EXTRA_CA_CERTS: tls.certFile,
      };
      const first = (killed.server = await start(ports[0], env));
      await db.query(
        `INSERT INTO provider_webhooks (provider_id, url, secret, created_at) SELECT id, $1, $2, now() FROM providers`,
        [`https://127.0.0.1:${receiver.port}/hooks`, SECRET],
      );
      const { reference, paid } = await bookAndPay(ports[0], 7);
      expect(paid).toBe(true);
      await first.exited;
      const [sending] = await deliveries(reference!, (rows) => rows.length > 0);
      expect(sending).toMatchObject({ attempt: 1, status: 'sending' });
      for (const res of held) res.destroy();

      const second = await start(ports[1], env);
      const rows = await deliveries(reference!, (r) => r.some((d) => d.status === 'delivered'));
      expect(rows.map((d) => [d.attempt, d.status])).toEqual([
        [1, 'sending'],
        [2, 'delivered'],
      ]);
      // At least once: the receiver has it twice, recognisably the same event (id and body), both signed.
      expect(receiver.received).toHaveLength(2);
      const [a, b] = receiver.received as [(typeof receiver.received)[0], (typeof receiver.received)[0]];
      expect(a.headers['parking-event-id']).toBe(sending!.event_id);
      expect(b.headers['parking-event-id']).toBe(sending!.event_id);
      expect(b.body).toBe(a.body);
      expect(JSON.parse(b.body)).toMatchObject({
        id: sending!.event_id,
        type: 'booking.created',
        booking: { reference },
      });
      for (const r of [a, b])
        expect(verifySignature(SECRET, String(r.headers['parking-signature']), r.body)).toBe(true);
      // The email of the same event went too, whichever process sent it.
      for (let i = 0; i < 120; i++) {
        const { rows } = await db.query(
          `SELECT 1 FROM operator_deliveries WHERE event_id = $1 AND channel = 'email' AND status = 'delivered'`,
          [sending!.event_id],
        );
        if (rows.length > 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const emailed = await db.query(
        `SELECT count(*) AS n FROM operator_deliveries WHERE event_id = $1 AND channel = 'email' AND status = 'delivered'`,
        [sending!.event_id],
      );
      expect(Number(emailed.rows[0].n)).toBe(1);
      await stopServer(second);
      await receiver.close();
    },
  );
});
