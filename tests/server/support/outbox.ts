import { readdirSync } from 'node:fs';

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
