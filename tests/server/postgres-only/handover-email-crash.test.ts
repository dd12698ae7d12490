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
import { photo, seedBooking } from '../support/handovers';
import { freePorts, useScratchPostgres } from '../support/server-process';

// The real server process, killed with SIGKILL after the SMTP server received the check-in email and
// before it heard the 250, then started again on the same database (PostgreSQL: a killed process
// leaves a PGlite folder locked).
const root = mkdtempSync(join(tmpdir(), 'parking-handover-crash-'));
const ports = await freePorts();
const AUTH_SECRET = randomBytes(32).toString('hex');
const db = useScratchPostgres('handover', root);

/** A desk member of an operator running the first car park, signed in: the Cookie header (as better-auth signs it). */
async function seedDesk(): Promise<{ cookie: string; park: string }> {
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  const d = drizzle(pool, { schema });
  await seedOrganization(d, 'op-crash', 'operator');
  await seedUser(d, { id: 'desk-crash', organizationId: 'op-crash', role: 'desk' });
  const [park] = await d.select({ id: schema.providers.id }).from(schema.providers).limit(1);
  await d.update(schema.providers).set({ organizationId: 'op-crash' });
  await seedBooking(d, 'PK-CRASH', park!.id, new Date(Date.now() - 86_400_000));
  const cookie = await seedSessionCookie(d, 'session-crash', 'desk-crash', AUTH_SECRET);
  await pool.end();
  return { cookie, park: park!.id };
}

/** Records a check-in through the console of the server on `port`. */
async function checkIn(port: number): Promise<void> {
  const { cookie } = await seedDesk();
  const form = new FormData();
  form.set('kind', 'check-in');
  form.set('registration', 'AB12 CDE');
  form.set('mileage', '4321');
  form.append('photos', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'car.jpg');
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/console/bookings/PK-CRASH/handovers`, {
    method: 'POST',
    headers: { cookie, origin: `http://127.0.0.1:${port}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The check-in's row, once there is one. */
const handoverRow = async () =>
  (await db.query<EmailRow>(`SELECT id, email_sent_at AS sent_at FROM handovers WHERE kind = 'check-in'`)).rows[0];

describe('kill -9 while a check-in email is being sent', () => {
  it(
    'is sent again after the restart under the same Message-ID, then recorded: one email to the traveller',
    { timeout: 150_000 },
    async () => {
      const env = { DATABASE_URL: db.url, AUTH_SECRET };
      const { sent, received, stop } = await killMidSendAndRestart({ env, ports, send: checkIn, row: handoverRow });
      expectSentTwiceAsOne(received, `<checked-in.${sent.id}.PK-CRASH@127.0.0.1>`);
      expect(received[1]).toContain('Mileage in: 4,321 miles.');
      await stop();
    },
  );
});
