import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeSmtp } from '../support/fake-smtp';
import {
  type ServerProcess,
  becomesHealthy,
  spawnServer,
  useScratchPostgres,
  freePorts,
} from '../support/server-process';

// The real server process, killed with SIGKILL while it sends a sign-in email, then started again on the
// same database. PostgreSQL, as crash-recovery.test.ts: a killed process leaves a PGlite folder locked.
const root = mkdtempSync(join(tmpdir(), 'parking-sign-in-crash-'));
const ports = await freePorts();
const EMAIL = 'crash.owner@operator.example';
const db = useScratchPostgres('signin', root);

async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({
    DATABASE_URL: db.url,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const started = await Promise.race([becomesHealthy(port, 30_000), server.exited.then(() => false)]);
  if (!started) throw new Error(`server did not start: ${server.output()}`);
  return server;
}

const requestLink = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, callbackURL: '/console' }),
  });

/** The account email row, once `done` says so (or after a minute). */
async function emailRow(done: (row: { id: string; link: string | null; sent_at: Date | null }) => boolean) {
  for (let i = 0; i < 240; i++) {
    const { rows } = await db.query(
      `SELECT id, link, sent_at FROM account_emails WHERE email = $1 ORDER BY created_at DESC LIMIT 1`,
      [EMAIL],
    );
    if (rows[0] && done(rows[0])) return rows[0] as { id: string; link: string | null; sent_at: Date | null };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the account email did not reach the expected state');
}

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const linkIn = (raw: string) => /Sign in: (\S+)/.exec(unfold(raw))![1]!;
const messageIdIn = (raw: string) => /^Message-ID: (\S+)/im.exec(raw)![1]!;

describe('kill -9 while a sign-in email is being sent', () => {
  it(
    'over SMTP, killed after the message went but before it was recorded: sent again, the same Message-ID and the same working link',
    { timeout: 120_000 },
    async () => {
      const killed: { server?: ServerProcess } = {};
      const smtp = fakeSmtp(async () => {
        // The first message is in the receiver's hands; the sender dies before it hears the 250.
        if (smtp.received.length === 1 && killed.server) {
          killed.server.child.kill('SIGKILL');
          await killed.server.exited;
        }
      });
      const SMTP_URL = await smtp.url();
      const first = (killed.server = await startServer(ports[0], { SMTP_URL }));
      await db.query(
        `INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES ('u-crash', 'Crash', $1, true, now(), now())`,
        [EMAIL],
      );
      expect((await requestLink(ports[0])).status).toBe(200);
      await first.exited;
      const pending = await emailRow(() => true);
      expect(pending.sent_at).toBeNull();
      const second = await startServer(ports[1], { SMTP_URL });
      const sent = await emailRow((r) => r.sent_at !== null);
      // At least once: the receiver has it twice, as one message (same Message-ID) with one link.
      expect(smtp.received).toHaveLength(2);
      expect(messageIdIn(smtp.received[1]!)).toBe(messageIdIn(smtp.received[0]!));
      expect(messageIdIn(smtp.received[0]!)).toBe(`<account.${sent.id}@127.0.0.1>`);
      const link = linkIn(smtp.received[0]!);
      expect(linkIn(smtp.received[1]!)).toBe(link);
      expect(sent.link).toBeNull();
      // The link works, once, on the restarted server.
      const path = new URL(link).pathname + new URL(link).search;
      const opened = await fetch(`http://127.0.0.1:${ports[1]}${path}`, { redirect: 'manual' });
      expect(opened.status).toBe(302);
      expect(opened.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true);
      const again = await fetch(`http://127.0.0.1:${ports[1]}${path}`, { redirect: 'manual' });
      expect(again.headers.get('location')).toContain('error=INVALID_TOKEN');
      second.child.kill('SIGTERM');
      await second.exited;
      smtp.server.close();
    },
  );

  it(
    'to the outbox, killed as soon as the link was asked for: after the restart exactly one message',
    { timeout: 120_000 },
    async () => {
      const outbox = join(root, 'outbox');
      const first = await startServer(ports[2], { OUTBOX_DIR: outbox });
      await db.query(`DELETE FROM account_emails`);
      expect((await requestLink(ports[2])).status).toBe(200);
      first.child.kill('SIGKILL');
      await first.exited;
      const second = await startServer(ports[3], { OUTBOX_DIR: outbox });
      const sent = await emailRow((r) => r.sent_at !== null);
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toEqual([`account.${sent.id}@127.0.0.1.eml`]);
      expect(linkIn(readFileSync(join(outbox, files[0]!), 'utf8'))).toMatch(
        /\/api\/v1\/auth\/magic-link\/verify\?token=/,
      );
      second.child.kill('SIGTERM');
      await second.exited;
    },
  );
});
