import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The finished messages in an outbox folder: its `.eml` files. A process killed while writing one
 * leaves `<name>.eml.<pid>.partial` behind (services/email/transport.ts writes, then renames); that
 * is not a message, and a test counting messages must not count it.
 */
export const outboxFiles = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

/** Quoted-printable bytes (`=C2=A3`) as UTF-8 text. */
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=([0-9A-F]{2})/g, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * An outbox message as a person reads it: soft line breaks joined, quoted-printable decoded, and the
 * headers' RFC 2047 encoded words (a subject with a £ or a curly quote) decoded.
 */
export function readableMessage(dir: string, file: string): string {
  const raw = readFileSync(join(dir, file), 'utf8');
  const words = raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) => q.replace(/_/g, ' '));
  return qp(words.replace(/=\r?\n/g, ''));
}
