import { type AmendQuote, type AmendRequest, formatGBP } from '@parking/core';
import type { AmendedStay } from '../../db/schema/manage';
import { AppError } from '../../errors';
import { SoldOutError } from '../availability';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import { type OnBehalf, amendOnBehalf, quoteOnBehalf } from './amend-on-behalf';
import { applyPaid } from './amend-paid';
import {
  amendmentBySession,
  dropPending,
  expireAmendment,
  openPending,
  type PaymentRequired,
  pendingSession,
  queueExpired,
} from './amend-pending';
import { type AmendDeps, type AmendScope, moveBooking, soldOut, spacesPerDay } from './amend-scope';
import { capacityDeltas } from './capacity-deltas';
import { eventsOf } from './ledger';
import { refusalOf } from './view';

type Applied = { outcome: 'amended'; refund: number };

async function priced({ ctx, deps }: AmendScope, row: BookingRow, request: AmendRequest) {
  const why = refusalOf(row, ctx.clock(), 'amend');
  if (why) throw new AppError(409, 'CHANGE_NOT_ALLOWED', why);
  return deps.pricing.quote(row, request);
}

/** Same or lower price: the new spaces taken and the old released in one transaction, the difference refunded. */
async function applyNow(s: AmendScope, row: BookingRow, stay: AmendedStay, difference: number) {
  const { ctx, deps } = s;
  const events = await eventsOf(ctx, row.id);
  const capacity = await spacesPerDay(s, row.providerId);
  await ctx.db.transaction(async (tx) => {
    const all = await deps.money.begin(tx, row, events);
    await moveBooking(s, tx, { row, stay, deltas: capacityDeltas(row, stay), capacity });
    if (difference < 0) await deps.money.refund(tx, row, all, -difference, 'amendment');
  });
}

async function amend(s: AmendScope, row: BookingRow, request: AmendRequest): Promise<Applied | PaymentRequired> {
  const { quote, stay } = await priced(s, row, request);
  if (request.expectedAmount !== undefined && request.expectedAmount !== quote.amount) {
    throw new AppError(
      409,
      'PRICE_CHANGED',
      `The new price is now ${formatGBP(quote.amount)}. Please check it again.`,
      {
        newTotal: quote.amount,
      },
    );
  }
  if (!(await dropPending(s, row.id)))
    throw new AppError(409, 'CHANGE_NOT_ALLOWED', 'A payment for your last change is being processed.');
  try {
    if (quote.difference > 0) return await openPending(s, row, stay, quote.difference);
    await applyNow(s, row, stay, quote.difference);
  } catch (e) {
    if (e instanceof SoldOutError) throw soldOut();
    throw e;
  }
  return { outcome: 'amended', refund: Math.max(0, -quote.difference) };
}

/**
 * Amending a confirmed booking (docs/product-rules.md#amend-and-cancel) up to 24 hours before drop-off.
 * Same or lower price: applied at once, the difference refunded. Higher: the extra spaces are held and a
 * checkout for the difference opens (amend-pending.ts); the change applies only when it is paid
 * (amend-paid.ts), and the hold is given back if the checkout ends unpaid.
 */
export function createAmendments(ctx: ServiceContext, deps: AmendDeps) {
  const s: AmendScope = { ctx, deps };
  return {
    /** The price of a change before it is made (refused when the policy no longer allows amending). */
    async quote(row: BookingRow, request: AmendRequest): Promise<AmendQuote> {
      return (await priced(s, row, request)).quote;
    },
    /** Makes the change, or opens the checkout for its difference; see the module's summary above. */
    amend: (row: BookingRow, request: AmendRequest) => amend(s, row, request),
    /** Ends any amendment awaiting payment; false when its payment already went through. */
    dropPending: (bookingId: string) => dropPending(s, bookingId),
    /** Gives a pending amendment's extra spaces back, once. */
    expire: (id: string) => expireAmendment(s, id),
    /** The amendment a checkout session pays for. */
    bySession: (sessionId: string) => amendmentBySession(s, sessionId),
    /** The checkout session of an amendment still pending (for the expiry job). */
    pendingSession: (id: string) => pendingSession(s, id),
    /** The difference was paid: the change applies, or the payment goes back in full. */
    applyPaid: (amendmentId: string) => applyPaid(s, amendmentId),
    /** Queues an expiry job for every amendment whose checkout hold has run out. */
    queueExpired: () => queueExpired(s),
    /** Support's amendment on the traveller's behalf (the caller checks the cut-off): amend-on-behalf.ts. */
    onBehalf: {
      quote: async (row: BookingRow, request: AmendRequest) => (await quoteOnBehalf(s, row, request)).quote,
      amend: (row: BookingRow, request: AmendRequest, staff: OnBehalf) => amendOnBehalf(s, row, request, staff),
    },
  };
}
export type Amendments = ReturnType<typeof createAmendments>;
