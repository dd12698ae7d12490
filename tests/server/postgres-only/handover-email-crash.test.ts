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
import { photo, seedBooking } from '../support/handovers';
import {
  type ServerProcess,
  becomesHealthy,
  spawnServer,
  useScratchPostgres,
  freePorts,
} from '../support/server-process';

// The real server process, killed with SIGKILL after the SMTP server received the check-in email and
// before it heard the 250, then started again on the same database (PostgreSQL: a killed process
// leaves a PGlite folder locked).
const root = mkdtempSync(join(tmpdir(), 'parking-handover-crash-'));
const ports = await freePorts();
const AUTH_SECRET = randomBytes(32).toString('hex');
const db = useScratchPostgres('handover', root);

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

/** A desk member of an operator running the first car park, signed in: the Cookie header (as better-auth signs it). */
async function seedDesk(): Promise<{ cookie: string; park: string }> {
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  const d = drizzle(pool, { schema });
  await seedOrganization(d, 'op-crash', 'operator');
  await seedUser(d, { id: 'desk-crash', organizationId: 'op-crash', role: 'desk' });
  const [park] = await d.select({ id: schema.providers.id }).from(schema.providers).limit(1);
  await d.update(schema.providers).set({ organizationId: 'op-crash' });
  await seedBooking(d, 'PK-CRASH', park!.id, new Date(Date.now() - 86_400_000));
  const token = randomBytes(24).toString('hex');
  const now = new Date();
  await d.insert(schema.authSessions).values({
    id: 'session-crash',
    token,
    userId: 'desk-crash',
    expiresAt: new Date(now.getTime() + 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  await pool.end();
  const signed = `${token}.${createHmac('sha256', AUTH_SECRET).update(token).digest('base64')}`;
  return { cookie: `better-auth.session_token=${encodeURIComponent(signed)}`, park: park!.id };
}

/** The handover's row once `done` says so (or after a minute). */
async function handoverRow(done: (row: { id: string; email_sent_at: Date | null }) => boolean) {
  for (let i = 0; i < 240; i++) {
    const { rows } = await db.query(`SELECT id, email_sent_at FROM handovers WHERE kind = 'check-in'`);
    if (rows[0] && done(rows[0])) return rows[0] as { id: string; email_sent_at: Date | null };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the handover did not reach the expected state');
}

const messageIdIn = (raw: string) => /^Message-ID:\s+(\S+)/im.exec(raw)![1]!;

describe('kill -9 while a check-in email is being sent', () => {
  it(
    'is sent again after the restart under the same Message-ID, then recorded: one email to the traveller',
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
      const { cookie } = await seedDesk();
      const form = new FormData();
      form.set('kind', 'check-in');
      form.set('registration', 'AB12 CDE');
      form.set('mileage', '4321');
      form.append('photos', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'car.jpg');
      const res = await fetch(`http://127.0.0.1:${ports[0]}/api/v1/console/bookings/PK-CRASH/handovers`, {
        method: 'POST',
        headers: { cookie, origin: `http://127.0.0.1:${ports[0]}` },
        body: form,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      await first.exited;
      const pending = await handoverRow(() => true);
      expect(pending.email_sent_at).toBeNull();

      const second = await startServer(ports[1], SMTP_URL);
      const sent = await handoverRow((r) => r.email_sent_at !== null);
      expect(smtp.received).toHaveLength(2);
      expect(messageIdIn(smtp.received[0]!)).toBe(`<checked-in.${sent.id}.PK-CRASH@127.0.0.1>`);
      expect(messageIdIn(smtp.received[1]!)).toBe(messageIdIn(smtp.received[0]!));
      expect(smtp.received[1]).toContain('Mileage in: 4,321 miles.');
      second.child.kill('SIGTERM');
      await second.exited;
      smtp.server.close();
    },
  );
});
