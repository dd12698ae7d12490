import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of a running PGlite's data folder, as a gzipped tar (PGlite's `dumpDataDir`).
 * A checkpoint first writes committed pages to the files; the copy is then taken holding PGlite's
 * transaction lock, which every query, script and transaction of its API holds while it runs (Drizzle's
 * and pg-boss's included), so the copy falls between two transactions, never inside one.
 */
export async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  await client.exec('CHECKPOINT');
  const archive = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return new Uint8Array(await archive.arrayBuffer());
}
