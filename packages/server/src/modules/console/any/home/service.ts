import { type ConsoleHome, addDays, londonInstant, londonNow } from '@parking/core';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { airports, bookings, organizations, partners, providers } from '../../../../db/schema/index';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { ServiceContext } from '../../../../services/context';

/** An operator's car parks, and today's confirmed arrivals and returns at them (London day). */
async function operatorHome(ctx: ServiceContext, organizationId: string): Promise<ConsoleHome> {
  const carParks = await ctx.db
    .select({ id: providers.id, name: providers.name, airport: airports.name })
    .from(providers)
    .innerJoin(airports, eq(airports.id, providers.airportId))
    .where(eq(providers.organizationId, organizationId))
    .orderBy(asc(providers.name));
  const today = londonNow(ctx.clock()).date;
  const ids = carParks.map((c) => c.id);
  const countWhere = async (column: typeof bookings.entryDate | typeof bookings.exitDate) => {
    if (ids.length === 0) return 0;
    const [row] = await ctx.db
      .select({ n: count() })
      .from(bookings)
      .where(and(inArray(bookings.providerId, ids), eq(bookings.status, 'confirmed'), eq(column, today)));
    return row?.n ?? 0;
  };
  return {
    kind: 'operator',
    carParks,
    arrivalsToday: await countWhere(bookings.entryDate),
    returnsToday: await countWhere(bookings.exitDate),
  };
}

/** Our staff's figures: bookings confirmed today (London day) and how many organisations there are. */
async function staffHome(ctx: ServiceContext): Promise<ConsoleHome> {
  const today = londonNow(ctx.clock()).date;
  const [made] = await ctx.db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        gte(bookings.confirmedAt, londonInstant(today, '00:00')),
        lt(bookings.confirmedAt, londonInstant(addDays(today, 1), '00:00')),
      ),
    );
  const [orgs] = await ctx.db.select({ n: count() }).from(organizations);
  return { kind: 'staff', bookingsToday: made?.n ?? 0, organizations: orgs?.n ?? 0 };
}

/** The active organisation's home page figures, by its kind; only that organisation's things. */
export async function consoleHome(ctx: ServiceContext, member: ConsoleMember): Promise<ConsoleHome> {
  if (member.kind === 'operator') return operatorHome(ctx, member.organizationId);
  if (member.kind === 'staff') return staffHome(ctx);
  const keys = await ctx.db
    .select({ key: partners.key, name: partners.name, active: partners.active })
    .from(partners)
    .where(eq(partners.organizationId, member.organizationId))
    .orderBy(asc(partners.name));
  return { kind: 'partner', keys };
}
