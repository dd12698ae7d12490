import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser } from '../support/console';
import { fakeSmtp } from '../support/fake-smtp';
import {
  type ServerProcess,
  becomesHealthy,
  freePorts,
  spawnServer,
  useScratchPostgres,
} from '../support/server-process';

// The real server process, killed with SIGKILL after the SMTP server received the reply and before it
// heard the 250, then started again on the same database (PostgreSQL: a killed process leaves a PGlite
// folder locked).
const root = mkdtempSync(join(tmpdir(), 'parking-reply-crash-'));
const ports = await freePorts();
const AUTH_SECRET = randomBytes(32).toString('hex');
const db = useScratchPostgres('reply', root);

async function startServer(port: number, SMTP_URL: string): Promise<ServerProcess> {
  const server = spawnServer({
    DATABASE_URL: db.url,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    AUTH_SECRET,
    SMTP_URL,
  });
  const started = await Promise.race([becomesHealthy(port, 30_000), server.exited.then(() => false)]);
  if (!started) throw new Error(`server did not start: ${server.output()}`);
  return server;
}

/** A support staff member with a passkey, signed in (the Cookie header), and one contact message. */
async function seedInbox(): Promise<string> {
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  const d = drizzle(pool, { schema });
  await seedOrganization(d, 'staff-crash', 'staff');
  await seedUser(d, { id: 'support-crash', organizationId: 'staff-crash', role: 'support', passkey: true });
  const now = new Date();
  await d.insert(schema.contactMessages).values({
    id: 'msg-crash',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Crash test',
    message: 'Please answer once.',
    createdAt: now,
  });
  const token = randomBytes(24).toString('hex');
  await d.insert(schema.authSessions).values({
    id: 'session-reply-crash',
    token,
    userId: 'support-crash',
    expiresAt: new Date(now.getTime() + 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  await pool.end();
  const signed = `${token}.${createHmac('sha256', AUTH_SECRET).update(token).digest('base64')}`;
  return `better-auth.session_token=${encodeURIComponent(signed)}`;
}

/** The reply's row once `done` says so (or after a minute). */
async function replyRow(done: (row: { id: string; sent_at: Date | null }) => boolean) {
  for (let i = 0; i < 240; i++) {
    const { rows } = await db.query(`SELECT id, sent_at FROM contact_replies WHERE message_id = 'msg-crash'`);
    if (rows[0] && done(rows[0])) return rows[0] as { id: string; sent_at: Date | null };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the reply did not reach the expected state');
}

const messageIdIn = (raw: string) => /^Message-ID:\s+(\S+)/im.exec(raw)![1]!;

describe('kill -9 while a reply to a contact message is being sent', () => {
  it(
    'is sent again after the restart under the same Message-ID, then recorded: one reply row, one message',
    { timeout: 150_000 },
    async () => {
      const killed: { server?: ServerProcess } = {};
      const smtp = fakeSmtp(async () => {
        if (smtp.received.length === 1 && killed.server) {
          killed.server.child.kill('SIGKILL');
          await killed.server.exited;
        }
      });
      const SMTP_URL = await smtp.url();
      const first = (killed.server = await startServer(ports[0], SMTP_URL));
      const cookie = await seedInbox();
      const res = await fetch(`http://127.0.0.1:${ports[0]}/api/v1/console/staff/messages/msg-crash/reply`, {
        method: 'POST',
        headers: { cookie, origin: `http://127.0.0.1:${ports[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Answered exactly once.' }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      await first.exited;
      const pending = await replyRow(() => true);
      expect(pending.sent_at).toBeNull();

      const second = await startServer(ports[1], SMTP_URL);
      const sent = await replyRow((r) => r.sent_at !== null);
      expect(smtp.received).toHaveLength(2);
      expect(messageIdIn(smtp.received[0]!)).toBe(`<contact-reply.${sent.id}@127.0.0.1>`);
      expect(messageIdIn(smtp.received[1]!)).toBe(messageIdIn(smtp.received[0]!));
      expect(smtp.received[1]).toContain('Answered exactly once.');
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM contact_replies`);
      expect(rows[0].n).toBe(1);
      second.child.kill('SIGTERM');
      await second.exited;
      smtp.server.close();
    },
  );
});
