import { readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../packages/server/src/db/schema/index';
import { type Mailer, outboxMailer } from '../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookAndPayDemo } from './support/demo-pay';
import { type TestApp, createTestApp } from './support/test-app';

const dir = join(tmpdir(), `parking-email-once-${process.pid}`);
const outbox = outboxMailer(dir);
/** What the booking row said at each send, and how the next sends should go wrong. */
const seen: { emailSentAt: Date | null }[] = [];
const plan: ('throw-before' | 'throw-after' | 'always-throw')[] = [];
const logLines: string[] = [];
let t: TestApp;

const mailer: Mailer = {
  async send(message, name) {
    const [row] = await t.db.database.db
      .select({ emailSentAt: bookings.emailSentAt })
      .from(bookings)
      .where(eq(bookings.email, String(message.to).match(/<(.+)>/)![1]!));
    seen.push({ emailSentAt: row?.emailSentAt ?? null });
    const step = plan[0] === 'always-throw' ? 'always-throw' : plan.shift();
    if (step === 'throw-before' || step === 'always-throw')
      throw new Error(`550 mailbox unavailable for ${String(message.to)}`);
    const where = await outbox.send(message, name);
    // Accepted by the transport, then the process "dies" before it can record that.
    if (step === 'throw-after') throw new Error('process died after the transport accepted the message');
    return where;
  },
};

beforeAll(async () => {
  t = await createTestApp({ mailer, logger: { level: 'info', stream: { write: (l) => void logLines.push(l) } } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function bookAndPay(email: string, entryDate: string) {
  return (await bookAndPayDemo(t, { criteria: { entryDate, exitDate: '2027-07-20' }, details: { email } })).reference;
}

const filesOf = async (reference: string) => (await readdir(dir).catch(() => [])).filter((f) => f.includes(reference));
const sentAt = async (reference: string) =>
  (await t.db.database.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!.emailSentAt;

describe('confirmation email, exactly once', () => {
  it('is marked sent only after the transport accepted it; a failed send is retried into one message', async () => {
    seen.length = 0;
    plan.push('throw-before');
    const reference = await bookAndPay('once@example.com', '2027-07-01');
    await sweepOnce(t.app);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.emailSentAt).toBeNull();
    expect(await sentAt(reference)).toBeNull();
    expect(await filesOf(reference)).toEqual([]);
    await sweepOnce(t.app, { skipBackoff: true });
    expect(seen).toHaveLength(2);
    // At the moment of sending, the row did not yet claim the email was sent.
    expect(seen[1]!.emailSentAt).toBeNull();
    expect(await sentAt(reference)).not.toBeNull();
    await sweepOnce(t.app, { skipBackoff: true });
    expect(seen).toHaveLength(2);
    expect(await filesOf(reference)).toEqual([`confirmation.${reference}@127.0.0.1.eml`]);
  });

  it('a crash after the transport accepted it resends under the same Message-ID: still one outbox file', async () => {
    seen.length = 0;
    plan.push('throw-after');
    const reference = await bookAndPay('crash@example.com', '2027-07-02');
    await sweepOnce(t.app);
    const file = `confirmation.${reference}@127.0.0.1.eml`;
    expect(await filesOf(reference)).toEqual([file]);
    expect(await sentAt(reference)).toBeNull();
    await sweepOnce(t.app, { skipBackoff: true });
    expect(seen).toHaveLength(2);
    expect(await sentAt(reference)).not.toBeNull();
    expect(await filesOf(reference)).toEqual([file]);
    const eml = await readFile(join(dir, file), 'utf8');
    expect(eml).toContain(`Message-ID: <confirmation.${reference}@127.0.0.1>`);
  });

  it('a job that runs out of attempts is logged at error level with the reference and no personal data', async () => {
    plan.length = 0;
    plan.push('always-throw');
    logLines.length = 0;
    const reference = await bookAndPay('never@example.com', '2027-07-03');
    for (let i = 0; i < 12; i++) await sweepOnce(t.app, { skipBackoff: true });
    plan.length = 0;
    expect(await sentAt(reference)).toBeNull();
    const entries = logLines.map((l) => JSON.parse(l) as { level: number; msg: string; queue?: string });
    // The operator's notification of the booking goes through the same failing mailer, on its own queue.
    const gaveUp = entries.filter((e) => e.msg === 'background job gave up' && e.queue === 'booking-email');
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toMatchObject({ level: 50, reference, queue: 'booking-email' });
    const all = logLines.join('\n');
    for (const pii of ['never@example.com', 'Ada', 'Lovelace', '07700 900123', 'AB12CDE'])
      expect(all).not.toContain(pii);
  });
});
