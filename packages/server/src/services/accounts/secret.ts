import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { isLocalhost } from '../../deployment';
import type { ServiceContext } from '../context';

/** AUTH_SECRET; only on localhost without it, a key the first node writes to the database (as for links). */
export async function loadSecret(ctx: ServiceContext): Promise<string> {
  if (ctx.env.AUTH_SECRET) return ctx.env.AUTH_SECRET;
  // env.ts refuses to boot without it outside localhost; this guards a context built some other way.
  if (!isLocalhost(ctx.env)) throw new Error('AUTH_SECRET is required outside localhost');
  const name = 'auth-secret';
  await ctx.db
    .insert(schema.appSecrets)
    .values({ name, value: randomBytes(32).toString('hex'), createdAt: ctx.clock() })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(schema.appSecrets).where(eq(schema.appSecrets.name, name));
  return row!.value;
}
