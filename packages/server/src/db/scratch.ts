import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway PostgreSQL database (`<prefix>_<random>`) on the server of `adminUrl`, for tests and
 * benchmarks: its URL, and `drop`, which waits for the last connection to go before dropping it.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 't',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    admin(adminUrl, async (c) => {
      // pool.end() resolves before every socket has gone; wait for them rather than killing them.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}`);
          return;
        } catch (e) {
          if (attempt >= 50) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    });
  return { url: url.toString(), drop };
}
