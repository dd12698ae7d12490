import { type AmendQuote, type AmendRequest, formatGBP } from '@parking/core';
import { AppError } from '../../errors';
import { SoldOutError, type Tx } from '../availability';
import type { BookingRow } from '../confirmation';
import { dropPending } from './amend-pending';
import { type AmendScope, type AmendedBy, moveBooking, soldOut, spacesPerDay } from './amend-scope';
import { capacityDeltas } from './capacity-deltas';
import { eventsOf } from './ledger';

/**
 * A staff member's amendment: who and why (with the email choice), whether a dearer one is waived, and
 * the caller's audit entry, written in the change's transaction (given the price) so both commit together.
 */
export type OnBehalf = Omit<AmendedBy, 'note'> & {
  waive: boolean;
  audit?: (tx: Tx, quote: AmendQuote) => Promise<void>;
};

/**
 * The price of a change by the same rules as the traveller's, without the 24-hour cut-off: support's
 * caller checks the cut-off (and its override) and that the booking is confirmed and not started.
 */
export async function quoteOnBehalf({ deps }: AmendScope, row: BookingRow, request: AmendRequest) {
  return deps.pricing.quote(row, request);
}

/**
 * Amends on the traveller's behalf (issue 24): same price or cheaper applies at once with the difference
 * refunded through the ledger (actor staff, the reason); dearer applies only when `waive` (a goodwill
 * waiver written on the amendment's line: nothing is charged, the ledger's paid amount stays as it was).
 * A change awaiting the traveller's payment is given up first, as a traveller's new change does.
 */
export async function amendOnBehalf(
  s: AmendScope,
  row: BookingRow,
  request: AmendRequest,
  staff: OnBehalf,
): Promise<AmendQuote> {
  const { ctx, deps } = s;
  const { quote, stay } = await quoteOnBehalf(s, row, request);
  if (quote.difference > 0 && !staff.waive) {
    throw new AppError(
      409,
      'CHANGE_NOT_ALLOWED',
      `This change costs ${formatGBP(quote.difference)} more: waive the difference, or ask the traveller to amend it and pay.`,
    );
  }
  if (!(await dropPending(s, row.id)))
    throw new AppError(409, 'CHANGE_NOT_ALLOWED', "A payment for the traveller's last change is being processed.");
  const { waive: _, audit, ...meta } = staff;
  const note = quote.difference > 0 ? `; ${formatGBP(quote.difference)} difference waived (goodwill)` : '';
  const events = await eventsOf(ctx, row.id);
  const capacity = await spacesPerDay(s, row.providerId);
  try {
    await ctx.db.transaction(async (tx) => {
      const all = await deps.money.begin(tx, row, events);
      const by = { ...meta, note };
      await moveBooking(s, tx, { row, stay, deltas: capacityDeltas(row, stay), capacity, by });
      const { email: __, ...who } = meta;
      if (quote.difference < 0) await deps.money.refund(tx, row, all, -quote.difference, 'amendment', who);
      if (audit) await audit(tx, quote);
    });
  } catch (e) {
    if (e instanceof SoldOutError) throw soldOut();
    throw e;
  }
  return quote;
}
