import type { BookingRow, Confirmations } from '../confirmation';
import type { ServiceContext } from '../context';
import { composeConfirmation } from './compose';
import type { Mailer } from './transport';

/** Builds and sends the confirmation email of a booking. */
export function createConfirmationEmail(ctx: ServiceContext, confirmations: Confirmations, mailer: Mailer) {
  return async (row: BookingRow): Promise<void> => {
    const confirmation = await confirmations.fromRow(row);
    const message = await composeConfirmation(
      confirmation,
      { name: `${row.details.firstName} ${row.details.lastName}`, email: row.email },
      ctx.env.MAIL_FROM,
      { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE },
    );
    const where = await mailer.send(message, `${row.reference}-confirmation`);
    ctx.log.info({ reference: row.reference, where }, 'confirmation email sent');
  };
}
