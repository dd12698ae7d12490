import type { NewCarPark, StaffCarPark } from '@parking/core';
import { eq } from 'drizzle-orm';
import { airports, providers } from '../../../../db/schema/index';
import { notFound, validationFailed } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Tx } from '../../../../services/availability';
import { operatorNamed, slugOf } from './service';
import { type AdminDeps, recordStaffChange } from '../../../../services/console/staff-changes';

/** The shipped picture of a car park of this type, until its operator adds a listing photo. */
const STANDARD_IMAGE = {
  'meet-greet': '/api/v1/assets/providers/luton-swift-meet-greet.svg',
  'park-ride': '/api/v1/assets/providers/luton-park-and-fly.svg',
} as const;

const summary = (p: typeof providers.$inferSelect): StaffCarPark => ({
  id: p.id,
  name: p.name,
  airportId: p.airportId,
  type: p.type,
  active: p.active,
});

async function lockedCarPark(tx: Tx, id: string) {
  const [row] = await tx.select().from(providers).where(eq(providers.id, id)).for('update');
  if (!row) throw notFound('Car park');
  return row;
}

/**
 * Creates a car park run by the operator with the fields search and booking need; it is listed at once
 * (catalog dropped on this node, others within its few seconds). 404 for an organisation that is not an
 * operator; 400 for an unknown airport or an id in use.
 */
export async function createCarPark(deps: AdminDeps, member: ConsoleMember, orgId: string, body: NewCarPark) {
  const id = body.id ?? `${body.airportId}-${slugOf(body.name, 'car-park')}`;
  const created = await deps.ctx.db.transaction(async (tx) => {
    if (!(await operatorNamed(tx, orgId))) throw notFound('Operator');
    const [airport] = await tx.select({ id: airports.id }).from(airports).where(eq(airports.id, body.airportId));
    if (!airport) throw validationFailed({ airportId: 'Choose an airport from the list' });
    const [taken] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, id));
    if (taken) throw validationFailed({ id: 'A car park already has this id: choose another' });
    const [row] = await tx
      .insert(providers)
      .values({
        id,
        airportId: body.airportId,
        name: body.name,
        type: body.type,
        pricePerDay: body.pricePerDay,
        spacesPerDay: body.spacesPerDay,
        address: body.address,
        phone: body.phone,
        features: [],
        imageUrl: STANDARD_IMAGE[body.type],
        description: '',
        arrivalInstructions: [],
        returnInstructions: [],
        organizationId: orgId,
      })
      .returning();
    await recordStaffChange(deps, tx, member, {
      action: 'car-park.created',
      target: { type: 'car-park', id },
      fields: {
        name: { before: null, after: body.name },
        airportId: { before: null, after: body.airportId },
        pricePerDay: { before: null, after: body.pricePerDay },
        spacesPerDay: { before: null, after: body.spacesPerDay },
      },
      alsoIn: [orgId],
    });
    return summary(row!);
  });
  deps.catalog.invalidate();
  return created;
}

/** Hands the car park to another operator (its bookings and prices go with it). Audited in both operators' logs. */
export async function linkCarPark(deps: AdminDeps, member: ConsoleMember, id: string, orgId: string) {
  const linked = await deps.ctx.db.transaction(async (tx) => {
    const row = await lockedCarPark(tx, id);
    if (!(await operatorNamed(tx, orgId))) throw validationFailed({ organizationId: 'Choose an operator' });
    if (row.organizationId === orgId) return summary(row);
    const [after] = await tx.update(providers).set({ organizationId: orgId }).where(eq(providers.id, id)).returning();
    await recordStaffChange(deps, tx, member, {
      action: 'car-park.linked',
      target: { type: 'car-park', id },
      fields: { organizationId: { before: row.organizationId, after: orgId } },
      alsoIn: [row.organizationId, orgId],
    });
    return summary(after!);
  });
  deps.catalog.invalidate();
  return linked;
}

/**
 * Takes the car park out of search (or puts it back) at once on this node, within the catalog's few
 * seconds on the others; its bookings, board and handovers are untouched. New bookings are refused.
 */
export async function setCarParkActive(
  deps: AdminDeps,
  member: ConsoleMember,
  id: string,
  active: boolean,
  reason: string,
) {
  const changed = await deps.ctx.db.transaction(async (tx) => {
    const row = await lockedCarPark(tx, id);
    // Asking twice changes nothing and records nothing more.
    if (row.active === active) return summary(row);
    const [after] = await tx.update(providers).set({ active }).where(eq(providers.id, id)).returning();
    await recordStaffChange(deps, tx, member, {
      action: active ? 'car-park.activated' : 'car-park.deactivated',
      target: { type: 'car-park', id },
      fields: { active: { before: row.active, after: active }, reason: { before: null, after: reason } },
      alsoIn: [row.organizationId],
    });
    return summary(after!);
  });
  deps.catalog.invalidate();
  return changed;
}
