import { createHash } from 'node:crypto';
import { type ManageLookup, type ManageToken, londonInstant } from '@parking/core';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import type { Links } from '../links';
import { createLookupThrottle } from './lookup-throttle';

/** Bookings a traveller can open: paid ones, whatever became of them since. */
const MANAGEABLE = new Set<BookingRow['status']>(['confirmed', 'cancelled', 'refunded']);

const NOT_FOUND = 'We could not find a booking with that reference and email address. Check both and try again.';

/** Who asks: a partner key limits them to the bookings made through it. */
/** Who asks: the id of the widget key they called with (none on our own site), and their address. */
export type Caller = { partnerKeyId?: string | undefined; client: string };

/**
 * Opening a booking to manage it: by reference and email (failures throttled per client and per
 * reference and client, in the database so every node agrees), or by a signed manage token (the
 * emailed link), which look-up failures never hold back.
 */
export function createManageAccess(ctx: ServiceContext, links: Links) {
  const throttle = createLookupThrottle(ctx);
  const clientId = (ip: string) => createHash('sha256').update(ip).digest('hex').slice(0, 32);

  /** A token that opens `row` until its pick-up time. */
  async function tokenFor(row: BookingRow): Promise<ManageToken> {
    const expires = londonInstant(row.exitDate, row.exitTime);
    return { token: await links.sign(row.id, 'manage', expires), expiresAt: expires.toISOString() };
  }

  const visible = (row: BookingRow | undefined, caller: Pick<Caller, 'partnerKeyId'>): row is BookingRow =>
    Boolean(row && MANAGEABLE.has(row.status) && (!caller.partnerKeyId || row.partnerKeyId === caller.partnerKeyId));

  return {
    tokenFor,
    /** `POST /manage/lookup`: one answer for an unknown reference and a wrong email. */
    async lookup(input: ManageLookup, caller: Caller): Promise<ManageToken> {
      const client = clientId(caller.client);
      await throttle.check(input.reference, client);
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.reference, input.reference));
      const match = visible(row, caller) && row.email.toLowerCase() === input.email.toLowerCase();
      if (!match || londonInstant(row.exitDate, row.exitTime) <= ctx.clock()) {
        await throttle.fail(input.reference, client);
        throw new AppError(404, 'NOT_FOUND', NOT_FOUND);
      }
      return tokenFor(row);
    },
    /** The booking a bearer token opens; 401 LINK_INVALID / LINK_EXPIRED otherwise. */
    async open(token: string | undefined, caller: Pick<Caller, 'partnerKeyId'>): Promise<BookingRow> {
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
    /** Old look-up failures are of no further use. */
    prune: throttle.prune,
  };
}
