import { providers } from '../../../../db/schema/index';
import { ownCarPark } from '../../../../services/console/car-parks';
import type { ServiceContext } from '../../../../services/context';

/** The car park asked for (or the organisation's first by name), only when the organisation runs it. */
export async function notificationCarPark(ctx: ServiceContext, organizationId: string, id: string | undefined) {
  return ownCarPark(ctx.db, { organizationId, id }, { id: providers.id, name: providers.name });
}
