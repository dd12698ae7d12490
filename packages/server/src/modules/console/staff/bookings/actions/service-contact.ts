import type { StaffActionResult, StaffContact } from '@parking/core';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../../../db/schema/index';
import type { ConsoleMember } from '../../../../../services/accounts/tenancy';
import type { BookingRow } from '../../../../../services/confirmation';
import { QUEUES } from '../../../../../services/jobs/queue';
import { type ActionDeps, auditAction, moneyOf } from './service';
import { resendJob } from './service-resend';

/**
 * `PATCH …/contact`: the traveller's email and phone. The search terms follow by the bookings trigger
 * (migration 0014); the audit entry says which changed, never the values; a changed email gets the
 * confirmation again at the new address (with its manage link).
 */
export async function changeContact(
  deps: ActionDeps,
  member: ConsoleMember,
  row: BookingRow,
  body: StaffContact,
): Promise<StaffActionResult> {
  const email = body.email?.trim() ?? row.email;
  const phone = body.phone?.trim() ?? row.details.phone;
  const emailChanged = email.toLowerCase() !== row.email.toLowerCase();
  await deps.ctx.db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ email, details: { ...row.details, email, phone } })
      .where(eq(bookings.id, row.id));
    await auditAction(deps, tx, member, row.reference, 'booking.contact-changed', {
      email: { before: row.email, after: email, personal: true },
      phone: { before: row.details.phone, after: phone, personal: true },
    });
    // Its own job and message, as any resend: without an event id two changes shared one Message-ID.
    if (emailChanged && row.confirmedAt)
      await deps.jobs.send(QUEUES.email, resendJob(deps, member, row, 'confirmation'), tx);
  });
  return { done: 'Contact details changed', money: await moneyOf(deps.ctx, row) };
}
