import { sql } from 'drizzle-orm';
import type { Db } from '../../../packages/server/src/db/client';
import type { TestApp } from '../support/test-app';
import type { World } from './personas';
import type { RequestSpec } from './send';

/** What a hand-written valid request sets; the rest comes from the document. */
export type Example = (world: World, t: TestApp) => Partial<RequestSpec> | Promise<Partial<RequestSpec>>;

/** The first column of the first row of a query (ids of things the world, the seed or an earlier operation made). */
export async function first(db: Db, query: string): Promise<string> {
  const rows = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  const value = rows.rows[0] && Object.values(rows.rows[0])[0];
  if (value === undefined) throw new Error(`nothing for: ${query}`);
  return String(value);
}
