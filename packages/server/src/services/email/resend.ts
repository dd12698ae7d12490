import type Mail from 'nodemailer/lib/mailer';
import type { bookingEvents } from '../../db/schema/index';
import type { BookingRow, Confirmations } from '../confirmation';
import type { ServiceContext } from '../context';
import type { EmailKind } from '../jobs/email-kind';
import type { JobData } from '../jobs/queue';
import { eventsOf } from '../manage/ledger';
import { contactReplyAgain } from './contact-reply-emails';
import { handoverEmailAgain } from './handover-emails';
import { reviewHiddenAgain } from './review-hidden-email';

type Compose = (row: BookingRow, kind: EmailKind, event?: typeof bookingEvents.$inferSelect) => Promise<Mail.Options>;
type MessageIdOf = (kind: EmailKind, reference: string, publicUrl: string, eventId?: string) => string;
type Send = (row: BookingRow, message: Mail.Options, messageId: string) => Promise<string>;

/** The ledger event an event's email is about; a resend queued before `aboutId` existed takes the latest. */
const EVENT_OF: Partial<Record<EmailKind, 'amended' | 'cancelled' | 'refunded'>> = {
  amendment: 'amended',
  cancellation: 'cancelled',
  'staff-refund': 'refunded',
};

/**
 * Support's resend (a `booking-email` job with `requestedAt`, its `eventId` naming the resend): the email
 * again as a new message of its own Message-ID (a retry of the job sends that same message), about
 * `aboutId` for an email of one event, handover, reply or review. Nothing is marked sent; nothing is sent
 * when what it was about is gone (a review shown again, a writer erased).
 */
export function createResend(
  ctx: ServiceContext,
  confirmations: Confirmations,
  send: Send,
  compose: Compose,
  messageIdOf: MessageIdOf,
) {
  /** The message of a booking's own email, or of one of its ledger events. */
  async function bookingMessage(row: BookingRow, kind: EmailKind, aboutId?: string) {
    const about = EVENT_OF[kind];
    if (!about) return compose(row, kind);
    const events = (await eventsOf(ctx, row.id)).filter((e) => e.kind === about);
    const event = aboutId ? events.find((e) => e.id === aboutId) : events.at(-1);
    return event && compose(row, kind, event);
  }

  async function messageOf(row: BookingRow, kind: EmailKind, aboutId?: string): Promise<Mail.Options | undefined> {
    if (kind === 'checked-in' || kind === 'checked-out')
      return aboutId ? handoverEmailAgain(ctx, row.id, aboutId) : undefined;
    if (kind === 'contact-reply') return aboutId ? contactReplyAgain(ctx, row.id, aboutId) : undefined;
    if (kind === 'review-hidden') return aboutId ? reviewHiddenAgain(ctx, row.id, aboutId) : undefined;
    return bookingMessage(row, kind, aboutId);
  }

  return async ({ bookingId, kind = 'confirmation', eventId, aboutId }: JobData): Promise<boolean> => {
    const row = await confirmations.byId(bookingId);
    if (!row) return false;
    const message = await messageOf(row, kind, aboutId);
    if (!message) return false;
    const messageId = messageIdOf(kind, row.reference, ctx.env.PUBLIC_URL, `resent-${eventId}`);
    const where = await send(row, message, messageId);
    ctx.log.info({ reference: row.reference, kind, where }, 'booking email sent again');
    return true;
  };
}
