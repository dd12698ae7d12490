import { sql, and, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import type { AmendedStay } from '../../db/schema/manage';
import { AppError } from '../../errors';
import type { Tx } from '../availability';
import type { Catalog } from '../catalog';
import type { BookingRow, Confirmations } from '../confirmation';
import type { ServiceContext } from '../context';
import type { JobQueue } from '../jobs/queue';
import type { PaymentGateway } from '../payments/gateway';
import { type AmendPricing, changeSummary } from './amend-price';
import { adjustSpaces } from './capacity-deltas';
import type { OperatorEvents } from '../operator-events/index';
import type { MoneyEvents, RefundMeta } from './money-events';

/** What the amendment services need. */
export type AmendDeps = {
  catalog: Catalog;
  pricing: AmendPricing;
  money: MoneyEvents;
  payments: PaymentGateway;
  jobs: JobQueue;
  confirmations: Confirmations;
  operatorEvents: OperatorEvents;
};

/** The context every amendment step runs in. */
export type AmendScope = { ctx: ServiceContext; deps: AmendDeps };

/** The booking changed since it was read (another tab, a payment): the traveller reloads it. */
export const conflict = () => new AppError(409, 'CONFLICT', 'This booking changed meanwhile. Reload it and try again.');

/** The new stay needs spaces the car park no longer has. */
export const soldOut = () =>
  new AppError(
    409,
    'SOLD_OUT',
    'There is not enough space at this car park for the new dates. Try other dates or times.',
  );

/** The car park's daily capacity (0 when it left the catalogue: only releases can then apply). */
export async function spacesPerDay({ deps }: AmendScope, providerId: string): Promise<number> {
  return (await deps.catalog.provider(providerId))?.spacesPerDay ?? 0;
}

/** A staff member amending on the traveller's behalf: the actor, reason, email choice and a note for the line. */
export type AmendedBy = RefundMeta & { note?: string };

/**
 * Moves the booking to `stay` inside `tx` (version-checked) and writes its event and email; `by` (staff)
 * puts its actor and reason on the event and sends the email only if asked.
 */
export async function moveBooking(
  { deps }: AmendScope,
  tx: Tx,
  change: { row: BookingRow; stay: AmendedStay; deltas: Record<string, number>; capacity: number; by?: AmendedBy },
) {
  const { row, stay, deltas, capacity, by } = change;
  const { details, ...fields } = stay;
  const [done] = await tx
    .update(bookings)
    .set({ ...fields, details, email: details.email, version: sql`${bookings.version} + 1` })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, 'confirmed'), eq(bookings.version, row.version)))
    .returning({ id: bookings.id });
  if (!done) throw conflict();
  // A test booking holds no real spaces, so its moves take and free none.
  if (!row.test) await adjustSpaces(tx, row.providerId, capacity, deltas);
  const who = by ? { actorKind: by.actorKind, actorId: by.actorId, reason: by.reason } : {};
  const summary = `${changeSummary(row, stay)}${by?.note ?? ''}`;
  await deps.money.write(tx, row, { kind: 'amended', summary, amount: null, ...who }, by ? by.email : 'amendment');
  await deps.operatorEvents.record(tx, row.id, 'booking.amended');
}
