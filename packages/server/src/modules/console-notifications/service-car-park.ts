import { and, asc, eq } from 'drizzle-orm';
import { providers } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../services/context';

/** The car park asked for (or the organisation's first by name), only when the organisation runs it. */
export async function ownCarPark(ctx: ServiceContext, organizationId: string, id: string | undefined) {
  const [carPark] = await ctx.db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.organizationId, organizationId), id === undefined ? undefined : eq(providers.id, id)))
    .orderBy(asc(providers.name))
    .limit(1);
  // Another organisation's car park reads exactly like one that does not exist.
  if (!carPark) throw notFound('Car park');
  return carPark;
}
