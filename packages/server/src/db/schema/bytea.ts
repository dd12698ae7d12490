import { customType } from 'drizzle-orm/pg-core';

/**
 * Raw bytes (`bytea`) as a Node Buffer: photos live in the database so every node serves them and
 * backup, restore and erasure cover them. drizzle-orm 0.45 has no bytea column of its own.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
