import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EmailRow, expectSentTwiceAsOne, killMidSendAndRestart, waitFor } from '../support/crash-restart';
import { freePorts, startServer, stopServer, useScratchPostgres } from '../support/server-process';

// The real server process, killed with SIGKILL while it sends a sign-in email, then started again on the
// same database. PostgreSQL, as crash-recovery.test.ts: a killed process leaves a PGlite folder locked.
const root = mkdtempSync(join(tmpdir(), 'parking-sign-in-crash-'));
const ports = await freePorts();
const EMAIL = 'crash.owner@operator.example';
const db = useScratchPostgres('signin', root);

const start = (port: number, env: Record<string, string>) => startServer(port, { DATABASE_URL: db.url, ...env });

const requestLink = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, callbackURL: '/console' }),
  });

/** The newest account email row, if there is one. */
const emailRow = async () =>
  (
    await db.query<EmailRow & { link: string | null }>(
      `SELECT id, link, sent_at FROM account_emails WHERE email = $1 ORDER BY created_at DESC LIMIT 1`,
      [EMAIL],
    )
  ).rows[0];

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const linkIn = (raw: string) => /Sign in: (\S+)/.exec(unfold(raw))![1]!;

describe('kill -9 while a sign-in email is being sent', () => {
  it(
    'over SMTP, killed after the message went but before it was recorded: sent again, the same Message-ID and the same working link',
    { timeout: 120_000 },
    async () => {
      const { sent, received, stop } = await killMidSendAndRestart({
        env: { DATABASE_URL: db.url },
        ports,
        send: async (port) => {
          await db.query(
            `INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES ('u-crash', 'Crash', $1, true, now(), now())`,
            [EMAIL],
          );
          expect((await requestLink(port)).status).toBe(200);
        },
        row: emailRow,
      });
      // At least once: the receiver has it twice, as one message (same Message-ID) with one link.
      expectSentTwiceAsOne(received, `<account.${sent.id}@127.0.0.1>`);
      const link = linkIn(received[0]!);
      expect(linkIn(received[1]!)).toBe(link);
      expect(sent.link).toBeNull();
      // The link works, once, on the restarted server.
      const path = new URL(link).pathname + new URL(link).search;
      const opened = await fetch(`http://127.0.0.1:${ports[1]}${path}`, { redirect: 'manual' });
      expect(opened.status).toBe(302);
      expect(opened.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true);
      const again = await fetch(`http://127.0.0.1:${ports[1]}${path}`, { redirect: 'manual' });
      expect(again.headers.get('location')).toContain('error=INVALID_TOKEN');
      await stop();
    },
  );

  it(
    'to the outbox, killed as soon as the link was asked for: after the restart exactly one message',
    { timeout: 120_000 },
    async () => {
      const outbox = join(root, 'outbox');
      const first = await start(ports[2], { OUTBOX_DIR: outbox });
      await db.query(`DELETE FROM account_emails`);
      expect((await requestLink(ports[2])).status).toBe(200);
      first.child.kill('SIGKILL');
      await first.exited;
      const second = await start(ports[3], { OUTBOX_DIR: outbox });
      const sent = await waitFor(emailRow, (r) => r !== undefined && r.sent_at !== null, 'the account email sent');
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toEqual([`account.${sent!.id}@127.0.0.1.eml`]);
      expect(linkIn(readFileSync(join(outbox, files[0]!), 'utf8'))).toMatch(
        /\/api\/v1\/auth\/magic-link\/verify\?token=/,
      );
      await stopServer(second);
    },
  );
});
