import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { type DeploymentSettings, allowsSamples } from '../../deployment';

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

/**
 * SMTP when SMTP_URL is set, otherwise the outbox folder, which only a local or demo deployment may
 * have (docs/product-rules.md#deployments): on a live one, travellers' emails would go nowhere.
 */
export function mailerFromEnv(env: DeploymentSettings & { OUTBOX_DIR: string }): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL);
  // loadEnv already refuses this; an env built by hand must not write real travellers' mail to files.
  if (!allowsSamples(env))
    throw new Error('A live deployment needs SMTP_URL: the outbox folder is for local and demo ones');
  return outboxMailer(env.OUTBOX_DIR);
}
