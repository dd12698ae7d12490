import { type StaffBookingRow, type StaffBookings, type StaffBookingsQuery, searchTermsFor } from '@parking/core';
import { type SQL, and, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { airports, bookingSearchTerms, bookings, organizations, providers } from '../../../../db/schema/index';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit } from '../../../../services/audit/index';
import type { ServiceContext } from '../../../../services/context';
import { decodeCursor, encodeCursor } from '../../../../services/cursor';

/** Why a cursor is refused: it is not one this search gave out. */
const NOT_OURS = 'This cursor is not one we gave out: start the search again';

/**
 * The bookings holding any term the text could be, as a semi-join on `booking_search_terms_term_idx`
 * (term, kind): the planner starts from the few matching terms, never from the bookings table.
 */
function termMatch(q: string): SQL | undefined {
  const terms = searchTermsFor(q);
  if (terms.length === 0) return undefined;
  const pairs = terms.map((t) => and(eq(bookingSearchTerms.term, t.term), eq(bookingSearchTerms.kind, t.kind))!);
  return inArray(
    bookings.id,
    sql`(select ${bookingSearchTerms.bookingId} from ${bookingSearchTerms} where ${or(...pairs)})`,
  );
}

function conditions(q: StaffBookingsQuery): SQL[] {
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, NOT_OURS);
  const where: (SQL | undefined)[] = [
    q.q ? (termMatch(q.q) ?? sql`false`) : undefined,
    q.from ? gte(bookings.entryDate, q.from) : undefined,
    q.to ? lte(bookings.entryDate, q.to) : undefined,
    q.status ? eq(bookings.status, q.status) : undefined,
    q.airport ? eq(bookings.airportId, q.airport) : undefined,
    q.carPark ? eq(bookings.providerId, q.carPark) : undefined,
    q.partner ? eq(bookings.partnerOrgId, q.partner) : undefined,
    after
      ? or(lt(bookings.createdAt, after.at), and(eq(bookings.createdAt, after.at), lt(bookings.id, after.id)))
      : undefined,
  ];
  return where.filter((w): w is SQL => w !== undefined);
}

/**
 * One page of bookings matching the search, newest first by (created_at, id), so each booking appears
 * once across the pages.
 */
async function findBookings(ctx: ServiceContext, q: StaffBookingsQuery): Promise<StaffBookings> {
  // The page's ids first (only the keys go through the sort), then the rows and their names for those alone.
  const page = ctx.db
    .select({ id: bookings.id, createdAt: bookings.createdAt })
    .from(bookings)
    .where(and(...conditions(q)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(q.limit + 1)
    .as('page');
  const rows = await ctx.db
    .select({
      id: page.id,
      createdAt: page.createdAt,
      reference: bookings.reference,
      details: bookings.details,
      email: bookings.email,
      airport: airports.name,
      carPark: providers.name,
      entryDate: bookings.entryDate,
      entryTime: bookings.entryTime,
      exitDate: bookings.exitDate,
      exitTime: bookings.exitTime,
      status: bookings.status,
      amount: bookings.amount,
      partner: organizations.name,
      test: bookings.test,
    })
    .from(page)
    .innerJoin(bookings, eq(bookings.id, page.id))
    .innerJoin(airports, eq(airports.id, bookings.airportId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(organizations, eq(organizations.id, bookings.partnerOrgId))
    .orderBy(desc(page.createdAt), desc(page.id));
  const shown = rows.slice(0, q.limit);
  const last = shown.at(-1);
  return {
    bookings: shown.map(({ id: _id, createdAt: _at, details, ...r }): StaffBookingRow => ({
      ...r,
      travellerName: `${details.firstName} ${details.lastName}`.trim(),
      partner: r.partner ?? null,
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** The search's filters, by name: the audit entry says which were used, never what was typed in them. */
const FILTERS = ['q', 'from', 'to', 'status', 'airport', 'carPark', 'partner'] as const;

/**
 * A page of the search (see `findBookings`), recorded in the audit log as one `bookings.searched` entry
 * per request: its results show travellers' names and emails, and every view of personal data is on the
 * log. The entry names the filters used and the references listed; never the search text or a value
 * from a booking. Written before the page is answered, so a page nobody could audit is never shown.
 */
export async function searchBookings(
  deps: { ctx: ServiceContext; audit: Audit },
  member: ConsoleMember,
  q: StaffBookingsQuery,
): Promise<StaffBookings> {
  const found = await findBookings(deps.ctx, q);
  await deps.audit.record({
    actor: { kind: 'staff', userId: member.userId, organizationId: member.organizationId },
    organizationId: null,
    action: 'bookings.searched',
    target: { type: 'bookings', id: 'search' },
    fields: {
      filters: { before: null, after: FILTERS.filter((name) => q[name] !== undefined && q[name] !== '') },
      page: { before: null, after: q.cursor === undefined ? 'first' : 'next' },
      references: { before: null, after: found.bookings.map((b) => b.reference) },
    },
  });
  return found;
}
