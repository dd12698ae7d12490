import {
  type AmendRequest,
  type StaffActionResult,
  type StaffAmend,
  type StaffAmendPreview,
  type StaffAmendStay,
  formatGBP,
  londonNow,
  manageWindows,
  reasonText,
  searchCriteriaSchemaAt,
} from '@parking/core';
import { AppError, validationFailed } from '../../../../../errors';
import type { ConsoleMember } from '../../../../../services/accounts/tenancy';
import type { BookingRow } from '../../../../../services/confirmation';
import { refusalOf } from '../../../../../services/manage/view';
import { type ActionDeps, auditAction, bookingOf, moneyOf } from './service';

/**
 * Whether support may amend now: a confirmed booking whose stay has not started; inside the 24-hour
 * cut-off only with the override. Answers whether the cut-off applies.
 */
function checkWindow(row: BookingRow, now: Date, override: boolean | undefined): boolean {
  const why = refusalOf(row, now, 'cancel');
  if (why) throw new AppError(409, 'CHANGE_NOT_ALLOWED', why);
  const inside = !manageWindows(row, now).canAmend;
  if (inside && override === false) {
    throw new AppError(
      409,
      'CHANGE_NOT_ALLOWED',
      'Drop-off is less than 24 hours away: tick "Override the 24-hour cut-off" to amend on the traveller\'s behalf.',
    );
  }
  return inside;
}

/** The traveller's amendment request for the new stay: the search's date rules at `now`, the vehicles, their details kept. */
function requestOf(row: BookingRow, stay: StaffAmendStay, vehicles: StaffAmend['vehicles'], now: Date): AmendRequest {
  const criteria = { airportId: row.airportId, ...stay };
  const dated = searchCriteriaSchemaAt(londonNow(now)).safeParse(criteria);
  if (!dated.success) {
    throw validationFailed(Object.fromEntries(dated.error.issues.map((i) => [i.path.join('.'), i.message])));
  }
  const kept = row.details.vehicles;
  if (!vehicles && stay.noOfVehicles > kept.length) {
    throw validationFailed({ vehicles: `Enter the details of all ${stay.noOfVehicles} vehicles` });
  }
  const d = row.details;
  return {
    criteria: dated.data,
    vehicles: vehicles ?? kept.slice(0, stay.noOfVehicles),
    details: {
      title: d.title as AmendRequest['details']['title'],
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      outboundTerminal: d.outboundTerminal,
      outboundFlight: d.outboundFlight,
      returnFlight: d.returnFlight,
      passengers: d.passengers,
    },
  };
}

/** `POST …/amend/preview` (changes nothing): what the change would cost or give back, and whether the cut-off applies. */
export async function previewAmend(
  deps: ActionDeps,
  row: BookingRow,
  stay: StaffAmendStay,
): Promise<StaffAmendPreview> {
  const now = deps.ctx.clock();
  const insideCutoff = checkWindow(row, now, undefined);
  const quote = await deps.manage.amendments.onBehalf.quote(row, requestOf(row, stay, undefined, now));
  return {
    days: quote.days,
    currentAmount: row.amount,
    amount: quote.amount,
    difference: quote.difference,
    breakdown: quote.breakdown,
    refund: Math.max(0, -quote.difference),
    extra: Math.max(0, quote.difference),
    insideCutoff,
    amendUntil: manageWindows(row, now).amendUntil.toISOString(),
  };
}

/**
 * `POST …/amend`: the change as the traveller's amendment makes it (spaces moved, the operator's
 * `booking.amended` event, the ledger line with the staff member and reason, the email if asked), the
 * difference refunded when cheaper or waived when dearer. Audited with the before and after.
 */
export async function staffAmend(
  deps: ActionDeps,
  member: ConsoleMember,
  row: BookingRow,
  body: StaffAmend,
): Promise<StaffActionResult> {
  const now = deps.ctx.clock();
  const inside = checkWindow(row, now, body.overrideCutoff);
  const request = requestOf(row, body, body.vehicles, now);
  const amendments = deps.manage.amendments.onBehalf;
  if (body.expectedDifference !== undefined) {
    const { difference } = await amendments.quote(row, request);
    if (difference !== body.expectedDifference) {
      const words = difference >= 0 ? `${formatGBP(difference)} more` : `${formatGBP(-difference)} less`;
      throw new AppError(409, 'PRICE_CHANGED', `The change now costs ${words}. Check it again.`);
    }
  }
  const reason = `${reasonText(body)}${inside ? ' (24-hour cut-off overridden)' : ''}`;
  const staff = { actorKind: 'staff' as const, actorId: member.userId, reason, waive: body.waiveDifference };
  const stay = (r: Pick<BookingRow, 'entryDate' | 'entryTime' | 'exitDate' | 'exitTime'>) =>
    `${r.entryDate} ${r.entryTime} to ${r.exitDate} ${r.exitTime}`;
  const quote = await amendments.amend(row, request, {
    ...staff,
    ...(body.notifyTraveller ? { email: 'amendment' as const } : {}),
    // In the amendment's own transaction: a crash after the ledger rows must not lose who did it and why.
    audit: (tx, priced) =>
      auditAction(deps, tx, member, row.reference, 'booking.amended', {
        stay: { before: stay(row), after: stay(body) },
        vehicles: { before: row.noOfVehicles, after: request.criteria.noOfVehicles },
        amount: { before: row.amount, after: priced.amount },
        refund: { before: null, after: Math.max(0, -priced.difference) },
        waived: { before: null, after: Math.max(0, priced.difference) },
        reason: { before: null, after: reason },
        overrideCutoff: { before: null, after: inside },
        notifyTraveller: { before: null, after: body.notifyTraveller },
      }),
  });
  const money = await moneyOf(deps.ctx, await bookingOf(deps.ctx, row.reference));
  const effect =
    quote.difference < 0
      ? `; ${formatGBP(-quote.difference)} to be refunded`
      : quote.difference > 0
        ? `; ${formatGBP(quote.difference)} waived`
        : '';
  return { done: `Amended${effect}`, money };
}
