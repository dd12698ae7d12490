import { createHash, randomUUID } from 'node:crypto';
import { type ManageLookup, type ManageToken, londonInstant } from '@parking/core';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { bookings, lookupFailures } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import type { Links } from '../links';

/** Look-up failures (docs/product-rules.md#amend-and-cancel): this many in the window lock a reference. */
const LOOKUP_LIMIT = { perReference: 5, perClient: 20, windowMinutes: 15 } as const;

/** Bookings a traveller can open: paid ones, whatever became of them since. */
const MANAGEABLE = new Set<BookingRow['status']>(['confirmed', 'cancelled', 'refunded']);

const NOT_FOUND = 'We could not find a booking with that reference and email address. Check both and try again.';

/** Who asks: a partner key limits them to the bookings made through it. */
export type Caller = { partnerKey?: string | undefined; client: string };

/** The start of the look-up failure window. */
const windowStart = (ctx: ServiceContext) => new Date(ctx.clock().getTime() - LOOKUP_LIMIT.windowMinutes * 60_000);

/** Failed look-ups in the window for one reference or one client. */
async function failures(ctx: ServiceContext, column: 'reference' | 'client', value: string): Promise<number> {
  const col = column === 'reference' ? lookupFailures.reference : lookupFailures.client;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(lookupFailures)
    .where(and(eq(col, value), gt(lookupFailures.at, windowStart(ctx))));
  return row?.n ?? 0;
}

function locked(): AppError {
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many attempts. For your security, please wait ${LOOKUP_LIMIT.windowMinutes} minutes and try again, or contact us.`,
  );
}

/**
 * Opening a booking to manage it: by reference and email (failures counted per reference and per
 * client, in the database so every node agrees), or by a signed manage token (the emailed link).
 */
export function createManageAccess(ctx: ServiceContext, links: Links) {
  const clientId = (ip: string) => createHash('sha256').update(ip).digest('hex').slice(0, 32);

  /** A token that opens `row` until its pick-up time. */
  async function tokenFor(row: BookingRow): Promise<ManageToken> {
    const expires = londonInstant(row.exitDate, row.exitTime);
    return { token: await links.sign(row.id, 'manage', expires), expiresAt: expires.toISOString() };
  }

  const visible = (row: BookingRow | undefined, caller: Pick<Caller, 'partnerKey'>): row is BookingRow =>
    Boolean(row && MANAGEABLE.has(row.status) && (!caller.partnerKey || row.partnerKey === caller.partnerKey));

  return {
    tokenFor,
    /** `POST /manage/lookup`: one answer for an unknown reference and a wrong email. */
    async lookup(input: ManageLookup, caller: Caller): Promise<ManageToken> {
      const client = clientId(caller.client);
      if ((await failures(ctx, 'client', client)) >= LOOKUP_LIMIT.perClient) throw locked();
      if ((await failures(ctx, 'reference', input.reference)) >= LOOKUP_LIMIT.perReference) throw locked();
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.reference, input.reference));
      const match = visible(row, caller) && row.email.toLowerCase() === input.email.toLowerCase();
      if (!match || londonInstant(row.exitDate, row.exitTime) <= ctx.clock()) {
        await ctx.db
          .insert(lookupFailures)
          .values({ id: randomUUID(), reference: input.reference, client, at: ctx.clock() });
        throw new AppError(404, 'NOT_FOUND', NOT_FOUND);
      }
      return tokenFor(row);
    },
    /** The booking a bearer token opens; 401 LINK_INVALID / LINK_EXPIRED otherwise. */
    async open(token: string | undefined, caller: Pick<Caller, 'partnerKey'>): Promise<BookingRow> {
      const verified = token ? await links.verify(token, 'manage') : ({ ok: false, reason: 'tampered' } as const);
      if (!verified.ok && verified.reason === 'expired') {
        throw new AppError(
          401,
          'LINK_EXPIRED',
          'This manage link has expired. Find your booking with its reference and email.',
        );
      }
      const [row] = verified.ok ? await ctx.db.select().from(bookings).where(eq(bookings.id, verified.bookingId)) : [];
      if (!visible(row, caller)) {
        throw new AppError(
          401,
          'LINK_INVALID',
          'This manage link is not valid. Find your booking with its reference and email.',
        );
      }
      return row;
    },
    /** Old failures are of no further use. */
    async prune(): Promise<void> {
      await ctx.db.delete(lookupFailures).where(lt(lookupFailures.at, windowStart(ctx)));
    },
  };
}
