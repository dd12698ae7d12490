import { expect } from 'vitest';
import { fakeSmtp } from './fake-smtp';
import { type ServerProcess, startServer, stopServer } from './server-process';

/** What `read` answers once `ok` holds for it, asked every 250 ms; throws naming `what` after `ms`. */
export async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 60_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const v = await read();
    if (ok(v)) return v;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The Message-ID header of a raw message. */
const messageIdIn = (raw: string) => /^Message-ID:\s+(\S+)/im.exec(raw)![1]!;

/** At least once, and recognisably one message: the SMTP server has it twice, both under `messageId`. */
export function expectSentTwiceAsOne(received: string[], messageId: string): void {
  expect(received).toHaveLength(2);
  for (const raw of received) expect(messageIdIn(raw)).toBe(messageId);
}

/** An email's row as the crash tests read it: `sent_at` is when the server recorded it sent. */
export type EmailRow = { id: string; sent_at: Date | null };

/**
 * Kill -9 between sending an email and recording it, then a restart. The first server (on `ports[0]`, `env`
 * over the defaults of `startServer`) is made to send by `send`; the fake SMTP server kills it with SIGKILL
 * once the first message is in its hands and before the 250 that accepts it. The email's row (`row`) must then
 * say unsent; a second server on the same database (`ports[1]`) sends it again and records it. Answers that
 * row once recorded, the raw messages received, and `stop`, which stops the second server and the SMTP server.
 */
export async function killMidSendAndRestart<R extends EmailRow>(o: {
  env: Record<string, string>;
  ports: readonly [number, number, ...number[]];
  send: (port: number) => Promise<void>;
  row: () => Promise<R | undefined>;
}) {
  const victim: { server?: ServerProcess } = {};
  const smtp = fakeSmtp(async () => {
    if (smtp.received.length === 1 && victim.server) {
      victim.server.child.kill('SIGKILL');
      await victim.server.exited;
    }
  });
  const env = { ...o.env, SMTP_URL: await smtp.url() };
  const first = (victim.server = await startServer(o.ports[0], env));
  await o.send(o.ports[0]);
  await first.exited;
  const pending = await waitFor(o.row, (r) => r !== undefined, 'the email row');
  expect(pending!.sent_at).toBeNull();
  const second = await startServer(o.ports[1], env);
  const sent = await waitFor(o.row, (r) => r !== undefined && r.sent_at !== null, 'the email recorded sent');
  const stop = async () => {
    await stopServer(second);
    smtp.server.close();
  };
  return { sent: sent!, received: smtp.received, stop };
}
