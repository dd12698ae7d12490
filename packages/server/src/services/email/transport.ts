import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/**
 * Sends one message; returns where it went (a file path or the SMTP message id). `name` is the
 * message's stable id (its Message-ID without brackets), so sending it again replaces, not adds.
 */
export type Mailer = { send(message: Mail.Options, name: string): Promise<string> };

/** Writes each message as `<name>.eml` in `dir` (the default: no mail server needed). */
export function outboxMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, name) {
      const info = await transport.sendMail(message);
      const folder = resolve(dir);
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${name.replace(/[^A-Za-z0-9.@-]/g, '_')}.eml`);
      // Written aside then renamed: a crash never leaves half a message under the real name.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      return file;
    },
  };
}

/** Sends through an SMTP server (SMTP_URL). */
function smtpMailer(url: string): Mailer {
  // Bounded waits: a stuck server fails the attempt (and the job retries) well within the job's liveness.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      return info.messageId;
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the outbox folder. */
export function mailerFromEnv(env: { SMTP_URL?: string | undefined; OUTBOX_DIR: string }): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL) : outboxMailer(env.OUTBOX_DIR);
}
