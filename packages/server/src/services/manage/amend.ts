import { randomUUID } from 'node:crypto';
import { type AmendQuote, type AmendRequest, type AmendResult, POLICY, formatGBP } from '@parking/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import { bookingAmendments, bookings } from '../../db/schema/index';
import type { AmendedStay } from '../../db/schema/manage';
import { AppError } from '../../errors';
import { SoldOutError, type Tx } from '../availability';
import type { Catalog } from '../catalog';
import type { BookingRow, Confirmations } from '../confirmation';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';
import type { PaymentGateway } from '../payments/gateway';
import { type AmendPricing, changeSummary } from './amend-price';
import { adjustSpaces, capacityDeltas, deltasOf, negate } from './capacity-deltas';
import { eventsOf } from './ledger';
import type { MoneyEvents } from './money-events';
import { refusalOf } from './view';

type Deps = {
  catalog: Catalog;
  pricing: AmendPricing;
  money: MoneyEvents;
  payments: PaymentGateway;
  jobs: JobQueue;
  confirmations: Confirmations;
};

type PaymentRequired = Extract<AmendResult, { outcome: 'payment-required' }>;
type Applied = { outcome: 'amended'; refund: number };

const conflict = () => new AppError(409, 'CONFLICT', 'This booking changed meanwhile. Reload it and try again.');
const soldOut = () =>
  new AppError(
    409,
    'SOLD_OUT',
    'There is not enough space at this car park for the new dates. Try other dates or times.',
  );

/**
 * Amending a confirmed booking (docs/product-rules.md#amend-and-cancel) up to 24 hours before drop-off.
 * Same or lower price: applied at once, the new spaces taken and the old released in one transaction,
 * the difference refunded. Higher: the extra spaces are held and a checkout for the difference opens;
 * the change applies only when it is paid, and the hold is given back if the checkout ends unpaid.
 */
export function createAmendments(ctx: ServiceContext, deps: Deps) {
  const { pricing, money, payments, jobs } = deps;

  async function spacesPerDay(providerId: string) {
    return (await deps.catalog.provider(providerId))?.spacesPerDay ?? 0;
  }

  /** Moves the booking to `stay` inside `tx` (version-checked) and writes its event and email. */
  async function apply(tx: Tx, row: BookingRow, stay: AmendedStay, deltas: Record<string, number>, capacity: number) {
    const { details, ...fields } = stay;
    const [done] = await tx
      .update(bookings)
      .set({ ...fields, details, email: details.email, version: sql`${bookings.version} + 1` })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'confirmed'), eq(bookings.version, row.version)))
      .returning({ id: bookings.id });
    if (!done) throw conflict();
    await adjustSpaces(tx, row.providerId, capacity, deltas);
    await money.write(tx, row, { kind: 'amended', summary: changeSummary(row, stay), amount: null }, 'amendment');
  }

  async function priced(row: BookingRow, request: AmendRequest) {
    const why = refusalOf(row, ctx.clock(), 'amend');
    if (why) throw new AppError(409, 'CHANGE_NOT_ALLOWED', why);
    return pricing.quote(row, request);
  }

  async function applyNow(row: BookingRow, stay: AmendedStay, difference: number) {
    const events = await eventsOf(ctx, row.id);
    const capacity = await spacesPerDay(row.providerId);
    await ctx.db.transaction(async (tx) => {
      const all = await money.begin(tx, row, events);
      await apply(tx, row, stay, capacityDeltas(row, stay), capacity);
      if (difference < 0) await money.refund(tx, row, all, -difference, 'amendment');
    });
  }

  async function openPending(row: BookingRow, stay: AmendedStay, difference: number): Promise<PaymentRequired> {
    const id = randomUUID();
    const deltas = capacityDeltas(row, stay);
    const holdExpiresAt = new Date(ctx.clock().getTime() + POLICY.holdMinutes * 60_000);
    const capacity = await spacesPerDay(row.providerId);
    await ctx.db.transaction(async (tx) => {
      await adjustSpaces(tx, row.providerId, capacity, deltasOf(deltas, 'take'));
      await tx.insert(bookingAmendments).values({
        ...{ id, bookingId: row.id, status: 'pending', stay, deltas, difference, holdExpiresAt },
        createdAt: ctx.clock(),
        baseVersion: row.version,
      });
    });
    const c = await deps.confirmations.fromRow(row);
    const criteria = { airportId: row.airportId, ...stay };
    const session = await payments
      .createCheckoutSession({
        id,
        reference: row.reference,
        amount: difference,
        email: stay.details.email,
        providerName: c.provider.name,
        airportName: c.airport.name,
        criteria: { ...criteria, noOfVehicles: stay.noOfVehicles },
        holdExpiresAt,
        amendmentOf: row.id,
      })
      .catch(async (err: unknown) => {
        ctx.log.error({ err, reference: row.reference }, 'amendment checkout failed');
        await expire(id);
        throw new AppError(
          502,
          'PAYMENT_FAILED',
          'We could not start the payment. Nothing has changed; please try again.',
        );
      });
    await ctx.db
      .update(bookingAmendments)
      .set({ sessionId: session.sessionId, checkoutUrl: session.url })
      .where(eq(bookingAmendments.id, id));
    return {
      outcome: 'payment-required',
      difference,
      checkoutUrl: session.url,
      holdExpiresAt: holdExpiresAt.toISOString(),
    };
  }

  /** Gives a pending amendment's extra spaces back, once. */
  async function expire(id: string): Promise<boolean> {
    return ctx.db.transaction(async (tx) => {
      const [a] = await tx
        .update(bookingAmendments)
        .set({ status: 'expired' })
        .where(and(eq(bookingAmendments.id, id), eq(bookingAmendments.status, 'pending')))
        .returning();
      if (!a) return false;
      const [b] = await tx
        .select({ providerId: bookings.providerId })
        .from(bookings)
        .where(eq(bookings.id, a.bookingId));
      await adjustSpaces(tx, b!.providerId, 0, negate(deltasOf(a.deltas, 'take')));
      return true;
    });
  }

  return {
    async quote(row: BookingRow, request: AmendRequest): Promise<AmendQuote> {
      return (await priced(row, request)).quote;
    },
    async amend(row: BookingRow, request: AmendRequest): Promise<Applied | PaymentRequired> {
      const { quote, stay } = await priced(row, request);
      if (request.expectedAmount !== undefined && request.expectedAmount !== quote.amount) {
        throw new AppError(
          409,
          'PRICE_CHANGED',
          `The new price is now ${formatGBP(quote.amount)}. Please check it again.`,
          { newTotal: quote.amount },
        );
      }
      if (!(await this.dropPending(row.id)))
        throw new AppError(409, 'CHANGE_NOT_ALLOWED', 'A payment for your last change is being processed.');
      try {
        if (quote.difference > 0) return await openPending(row, stay, quote.difference);
        await applyNow(row, stay, quote.difference);
      } catch (e) {
        if (e instanceof SoldOutError) throw soldOut();
        throw e;
      }
      return { outcome: 'amended', refund: Math.max(0, -quote.difference) };
    },
    /** Ends any amendment awaiting payment; false when its payment already went through (it applies instead). */
    async dropPending(bookingId: string): Promise<boolean> {
      const pending = await ctx.db
        .select()
        .from(bookingAmendments)
        .where(and(eq(bookingAmendments.bookingId, bookingId), eq(bookingAmendments.status, 'pending')));
      for (const a of pending) {
        if (a.sessionId && !(await payments.expireCheckoutSession(a.sessionId))) return false;
        await expire(a.id);
      }
      return true;
    },
    expire,
    /** The amendment a checkout session pays for. */
    async bySession(sessionId: string) {
      const [a] = await ctx.db.select().from(bookingAmendments).where(eq(bookingAmendments.sessionId, sessionId));
      return a;
    },
    /** The checkout session of an amendment still pending (for the expiry job). */
    pendingSession(id: string) {
      return ctx.db
        .select({ sessionId: bookingAmendments.sessionId })
        .from(bookingAmendments)
        .where(and(eq(bookingAmendments.id, id), eq(bookingAmendments.status, 'pending')));
    },
    /**
     * The difference was paid (Stripe event or demo Pay): the change applies if the booking is as it
     * was priced and the spaces are still there; otherwise the payment goes back in full.
     */
    async applyPaid(amendmentId: string): Promise<'amended' | 'already' | 'refunded' | 'unknown'> {
      const [a] = await ctx.db.select().from(bookingAmendments).where(eq(bookingAmendments.id, amendmentId));
      if (!a?.sessionId) return 'unknown';
      if (a.status === 'applied') return 'already';
      const row = await deps.confirmations.byId(a.bookingId);
      if (!row) return 'unknown';
      const events = await eventsOf(ctx, row.id);
      const capacity = await spacesPerDay(row.providerId);
      const payment = { kind: 'payment' as const, amount: a.difference, sessionId: a.sessionId };
      try {
        await ctx.db.transaction(async (tx) => {
          const [taken] = await tx
            .update(bookingAmendments)
            .set({ status: 'applied' })
            .where(and(eq(bookingAmendments.id, a.id), eq(bookingAmendments.status, a.status)))
            .returning();
          if (!taken || row.version !== a.baseVersion) throw conflict();
          await money.begin(tx, row, events);
          // A pending amendment holds its extra days already; an expired one takes them again.
          const deltas = a.status === 'pending' ? deltasOf(a.deltas, 'free') : a.deltas;
          await apply(tx, row, a.stay, deltas, capacity);
          await money.write(tx, row, {
            ...payment,
            summary: `Paid ${formatGBP(a.difference)} for the change`,
            cause: 'amendment',
          });
        });
        return 'amended';
      } catch (e) {
        if (!(e instanceof SoldOutError || e instanceof AppError)) throw e;
      }
      // Too late or superseded: the change cannot apply, so its payment goes back (and the hold, if any).
      await expire(a.id);
      await ctx.db.transaction(async (tx) => {
        const all = [...(await money.begin(tx, row, events))];
        const id = await money.write(tx, row, {
          ...payment,
          summary: `Paid ${formatGBP(a.difference)} for a change that could not be made`,
        });
        all.push({
          ...payment,
          id,
          bookingId: row.id,
          at: ctx.clock(),
          seq: 0,
          summary: '',
          cause: null,
          refundStatus: null,
          refundId: null,
          emailSentAt: null,
        });
        await money.refund(
          tx,
          row,
          all.filter((e) => e.sessionId === a.sessionId),
          a.difference,
          'amendment',
        );
      });
      return 'refunded';
    },
    /** Queues an `amendment-expiry` job for every amendment whose checkout hold has run out. */
    async queueExpired(): Promise<number> {
      const due = await ctx.db
        .select({ id: bookingAmendments.id, bookingId: bookingAmendments.bookingId })
        .from(bookingAmendments)
        .where(and(eq(bookingAmendments.status, 'pending'), lt(bookingAmendments.holdExpiresAt, ctx.clock())));
      for (const a of due)
        await jobs.send(QUEUES.amendmentExpiry, { bookingId: a.bookingId, reference: a.id, eventId: a.id });
      return due.length;
    },
  };
}
export type Amendments = ReturnType<typeof createAmendments>;
