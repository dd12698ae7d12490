import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../packages/server/src/db/schema/index';
import { seedOrganization, seedSessionCookie, seedUser } from '../support/console';
import { type EmailRow, expectSentTwiceAsOne, killMidSendAndRestart } from '../support/crash-restart';
import { freePorts, useScratchPostgres } from '../support/server-process';

// The real server process, killed with SIGKILL after the SMTP server received the reply and before it
// heard the 250, then started again on the same database (PostgreSQL: a killed process leaves a PGlite
// folder locked).
const root = mkdtempSync(join(tmpdir(), 'parking-reply-crash-'));
const ports = await freePorts();
const AUTH_SECRET = randomBytes(32).toString('hex');
const db = useScratchPostgres('reply', root);

/** A support staff member with a passkey, signed in (the Cookie header), and one contact message. */
async function seedInbox(): Promise<string> {
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  const d = drizzle(pool, { schema });
  await seedOrganization(d, 'staff-crash', 'staff');
  await seedUser(d, { id: 'support-crash', organizationId: 'staff-crash', role: 'support', passkey: true });
  await d.insert(schema.contactMessages).values({
    id: 'msg-crash',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Crash test',
    message: 'Please answer once.',
    createdAt: new Date(),
  });
  const cookie = await seedSessionCookie(d, 'session-reply-crash', 'support-crash', AUTH_SECRET);
  await pool.end();
  return cookie;
}

/** Answers the contact message through the console of the server on `port`. */
async function reply(port: number): Promise<void> {
  const cookie = await seedInbox();
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/console/staff/messages/msg-crash/reply`, {
    method: 'POST',
    headers: { cookie, origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body: 'Answered exactly once.' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The reply's row, once there is one. */
const replyRow = async () =>
  (await db.query<EmailRow>(`SELECT id, sent_at FROM contact_replies WHERE message_id = 'msg-crash'`)).rows[0];

describe('kill -9 while a reply to a contact message is being sent', () => {
  it(
    'is sent again after the restart under the same Message-ID, then recorded: one reply row, one message',
    { timeout: 150_000 },
    async () => {
      const env = { DATABASE_URL: db.url, AUTH_SECRET };
      const { sent, received, stop } = await killMidSendAndRestart({ env, ports, send: reply, row: replyRow });
      expectSentTwiceAsOne(received, `<contact-reply.${sent.id}@127.0.0.1>`);
      expect(received[1]).toContain('Answered exactly once.');
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM contact_replies`);
      expect(rows[0].n).toBe(1);
      await stop();
    },
  );
});
