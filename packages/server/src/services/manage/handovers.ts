import type { CarHandover } from '@parking/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { handovers } from '../../db/schema/index';
import type { ServiceContext } from '../context';

/**
 * What the traveller's manage page says of each car the car park has checked in: the check-in's time
 * and mileage, and the return's once checked out. Never the staff member, key tag, bay, notes or photos.
 */
export async function carHandoversOf(ctx: ServiceContext, bookingId: string): Promise<CarHandover[]> {
  const rows = await ctx.db
    .select({
      kind: handovers.kind,
      registration: handovers.registration,
      at: handovers.at,
      mileage: handovers.mileage,
    })
    .from(handovers)
    .where(and(eq(handovers.bookingId, bookingId), inArray(handovers.kind, ['check-in', 'check-out'])))
    .orderBy(asc(handovers.at));
  return rows
    .filter((r) => r.kind === 'check-in')
    .map((checkIn) => {
      const out = rows.find((r) => r.kind === 'check-out' && r.registration === checkIn.registration);
      return {
        registration: checkIn.registration,
        checkedInAt: checkIn.at.toISOString(),
        mileageIn: checkIn.mileage,
        returnedAt: out ? out.at.toISOString() : null,
        mileageOut: out ? out.mileage : null,
      };
    });
}
