import type Mail from 'nodemailer/lib/mailer';
import type { bookingEvents } from '../../db/schema/index';
import type { BookingRow, Confirmations } from '../confirmation';
import type { ServiceContext } from '../context';
import type { EmailKind, JobData } from '../jobs/queue';
import { eventsOf } from '../manage/ledger';

type Compose = (row: BookingRow, kind: EmailKind, event?: typeof bookingEvents.$inferSelect) => Promise<Mail.Options>;
type MessageIdOf = (kind: EmailKind, reference: string, publicUrl: string, eventId?: string) => string;
type Send = (row: BookingRow, message: Mail.Options, messageId: string) => Promise<string>;

/**
 * Support's resend (a `booking-email` job with `requestedAt`, its `eventId` naming the resend): the email
 * again as a new message of its own Message-ID (a retry of the job sends that same message), about the
 * booking's latest event of its kind for an amendment or a cancellation. Nothing is marked sent.
 */
export function createResend(
  ctx: ServiceContext,
  confirmations: Confirmations,
  send: Send,
  compose: Compose,
  messageIdOf: MessageIdOf,
) {
  return async ({ bookingId, kind = 'confirmation', eventId }: JobData): Promise<boolean> => {
    const row = await confirmations.byId(bookingId);
    if (!row) return false;
    const about = kind === 'amendment' ? 'amended' : kind === 'cancellation' ? 'cancelled' : undefined;
    const event = about ? (await eventsOf(ctx, row.id)).findLast((e) => e.kind === about) : undefined;
    if (about && !event) return false;
    const messageId = messageIdOf(kind, row.reference, ctx.env.PUBLIC_URL, `resent-${eventId}`);
    const where = await send(row, await compose(row, kind, event), messageId);
    ctx.log.info({ reference: row.reference, kind, where }, 'booking email sent again');
    return true;
  };
}
