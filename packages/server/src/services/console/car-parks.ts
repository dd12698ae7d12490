import { and, asc, eq } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';
import { airports, providers } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { Tx } from '../availability';

/** The columns a look-up may read: `providers`' (or the joined `airports`'), or an SQL expression. */
type CarParkColumns = NonNullable<Parameters<Db['select']>[0]>;

/** The car park a console request names: one of the organisation's, by id, or its first by name. */
type Wanted = { organizationId: string; id: string | undefined; forUpdate?: boolean };

/**
 * One of an operator's car parks, with `columns` (of `providers`, or `airports` joined by the car park's
 * airport): the one `id` names, or with no id the organisation's first by name. `forUpdate` locks the
 * row inside a transaction. Every operator screen reads its car park through this look-up, so the
 * security rule is written once:
 * another organisation's car park reads exactly like one that does not exist (404 `Car park`, never 403),
 * so an id tells nothing about who runs it.
 */
export async function ownCarPark<T extends CarParkColumns>(
  db: Db | Tx,
  wanted: Wanted,
  columns: T,
): Promise<SelectResultFields<T>> {
  // Built on the widened columns: drizzle's select types do not resolve over a generic selection.
  const query = db
    .select(columns as CarParkColumns)
    .from(providers)
    .innerJoin(airports, eq(airports.id, providers.airportId))
    .where(
      and(
        eq(providers.organizationId, wanted.organizationId),
        wanted.id === undefined ? undefined : eq(providers.id, wanted.id),
      ),
    )
    .orderBy(asc(providers.name))
    .limit(1);
  const [carPark] = wanted.forUpdate ? await query.for('update', { of: providers }) : await query;
  if (!carPark) throw notFound('Car park');
  return carPark as SelectResultFields<T>;
}
