import { londonInstant } from '@parking/core';
import { and, eq, isNull } from 'drizzle-orm';
import { bookingEvents, bookings } from '../../db/schema/index';
import { eventsOf } from '../manage/ledger';
import { composeCancellation } from './compose-cancellation';
import type { BookingRow, Confirmations } from '../confirmation';
import type { ServiceContext } from '../context';
import type { EmailKind } from '../jobs/email-kind';
import type { JobData } from '../jobs/queue';
import type { Links } from '../links';
import { composeConfirmation } from './compose';
import { composeRefund } from './compose-refund';
import { composeStaffRefund } from './compose-staff-refund';
import { createResend } from './resend';
import { composeReviewInvite } from './compose-review-invite';
import { type Mailer, mailerFromEnv } from './transport';
import { labelAsDemo, labelAsTest } from './layout';
import { isDemo } from '../../deployment';
import fp from 'fastify-plugin';
import type Mail from 'nodemailer/lib/mailer';
import { QUEUES } from '../jobs/queue';
import { accountKindOf, createAccountEmails } from './account-emails';
import { createHandoverEmails } from './handover-emails';
import { createReviewHiddenEmails } from './review-hidden-email';
import { createContactReplyEmails } from './contact-reply-emails';

/**
 * The one Message-ID of a booking's email of a kind, e.g. `<confirmation.CAP-AB12CD@example.com>`;
 * an email per event carries the event too (`<amendment.<event id>.CAP-AB12CD@…>`).
 */
export function messageIdOf(kind: EmailKind, reference: string, publicUrl: string, eventId?: string): string {
  return `<${kind}.${eventId ? `${eventId}.` : ''}${reference}@${new URL(publicUrl).hostname}>`;
}

/** A review link stays valid this long after the stay ends. */
const REVIEW_LINK_DAYS = 90;

/** Kinds sent once per booking event (each amendment, the cancellation), recorded on the event row. */
const EVENT_KINDS = new Set<EmailKind>(['amendment', 'cancellation', 'staff-refund']);
/** Kinds sent once per handover (check-in, check-out), recorded on the handover row. */
const HANDOVER_KINDS = new Set<EmailKind>(['checked-in', 'checked-out']);
type BookingKind = Exclude<
  EmailKind,
  | 'amendment'
  | 'cancellation'
  | 'staff-refund'
  | 'checked-in'
  | 'checked-out'
  | 'sign-in-link'
  | 'invitation'
  | 'webhook-failing'
  | 'partner-confirmation'
  | 'passkey-added'
  | 'passkeys-reset'
  | 'contact-reply'
  | 'review-hidden'
>;

/** Per kind: the column that records the send, and whether the booking is due that email now. */
const KINDS = {
  confirmation: {
    column: bookings.emailSentAt,
    field: 'emailSentAt',
    due: (r: BookingRow) => r.status === 'confirmed',
  },
  refund: {
    column: bookings.refundEmailSentAt,
    field: 'refundEmailSentAt',
    due: (r: BookingRow) => r.status === 'refunded',
  },
  'review-invite': {
    column: bookings.reviewInviteSentAt,
    field: 'reviewInviteSentAt',
    // Only after the stay has ended, and never to the seed's demo travellers nor for a test key's booking.
    due: (r: BookingRow, now: Date) =>
      r.status === 'confirmed' && !r.seeded && !r.test && londonInstant(r.exitDate, r.exitTime) <= now,
  },
} as const satisfies Record<
  BookingKind,
  { field: keyof BookingRow; due: (r: BookingRow, now: Date) => boolean; column: unknown }
>;

/**
 * Sends a booking's email with its Message-ID; a test key's booking's says TEST in its subject and first
 * line (docs/product-rules.md#partner-keys).
 */
const sendAs = (mailer: Mailer, row: BookingRow, message: Mail.Options, messageId: string) =>
  mailer.send({ ...(row.test ? labelAsTest(message) : message), messageId }, messageId.slice(1, -1));

/** A booking's email of a kind (about `event` for an event's email), ready for the transport. */
function createCompose(ctx: ServiceContext, confirmations: Confirmations, links: Links) {
  const url = (path: string) => new URL(path, ctx.env.PUBLIC_URL).href;

  const manageUrl = async (row: BookingRow) => {
    const token = await links.sign(row.id, 'manage', londonInstant(row.exitDate, row.exitTime));
    return url(`/amend-booking#token=${token}`);
  };

  async function compose(row: BookingRow, kind: EmailKind, event?: typeof bookingEvents.$inferSelect) {
    const c = await confirmations.fromRow(row);
    const to = { name: `${row.details.firstName} ${row.details.lastName}`, email: row.email };
    const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
    if (kind === 'refund') return composeRefund(c, to, ctx.env.MAIL_FROM, support);
    if (kind === 'staff-refund') return composeStaffRefund(c, to, ctx.env.MAIL_FROM, support, -(event?.amount ?? 0));
    if (kind === 'review-invite') {
      const until = new Date(londonInstant(row.exitDate, row.exitTime).getTime() + REVIEW_LINK_DAYS * 86_400_000);
      const token = await links.sign(row.id, 'review', until);
      return composeReviewInvite(c, to, ctx.env.MAIL_FROM, support, url(`/reviews?review=${token}`));
    }
    if (kind === 'cancellation') {
      const refund = (await eventsOf(ctx, row.id))
        .filter((e) => e.kind === 'refunded' && e.cause === 'cancellation')
        .reduce((sum, e) => sum - (e.amount ?? 0), 0);
      return composeCancellation(c, to, ctx.env.MAIL_FROM, support, refund);
    }
    const manage = await manageUrl(row);
    return composeConfirmation(c, to, ctx.env.MAIL_FROM, support, { manage, amended: event?.kind === 'amended' });
  }

  return compose;
}

/**
 * A booking's emails, each sent once: it is marked sent only after the transport accepted it, so a
 * crash in between sends it again, with the same Message-ID (and the same outbox file), on restart.
 */
function createBookingEmails(ctx: ServiceContext, confirmations: Confirmations, mailer: Mailer, links: Links) {
  const compose = createCompose(ctx, confirmations, links);

  /** An email of an event: sent once, recorded on the event row after the transport accepted it. */
  async function sendForEvent(row: BookingRow, kind: EmailKind, eventId: string): Promise<boolean> {
    const [event] = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.id, eventId));
    if (!event || event.emailSentAt) return false;
    const messageId = messageIdOf(kind, row.reference, ctx.env.PUBLIC_URL, eventId);
    const where = await sendAs(mailer, row, await compose(row, kind, event), messageId);
    await ctx.db
      .update(bookingEvents)
      .set({ emailSentAt: ctx.clock() })
      .where(and(eq(bookingEvents.id, eventId), isNull(bookingEvents.emailSentAt)));
    ctx.log.info({ reference: row.reference, kind, where }, 'booking email sent');
    return true;
  }

  return {
    /** Support's resends (`requestedAt` set) as new messages: resend.ts. */
    resend: createResend(ctx, confirmations, (row, m, id) => sendAs(mailer, row, m, id), compose, messageIdOf),
    /** The `booking-email` job: true when it sent something. */
    async sendOnce({ bookingId, kind = 'confirmation', eventId }: JobData): Promise<boolean> {
      const row = await confirmations.byId(bookingId);
      if (EVENT_KINDS.has(kind)) return Boolean(row && eventId) && sendForEvent(row!, kind, eventId!);
      const spec = HANDOVER_KINDS.has(kind) ? undefined : KINDS[kind as BookingKind];
      if (!row || !spec || !spec.due(row, ctx.clock()) || row[spec.field]) return false;
      const messageId = messageIdOf(kind, row.reference, ctx.env.PUBLIC_URL);
      const where = await sendAs(mailer, row, await compose(row, kind), messageId);
      await ctx.db
        .update(bookings)
        .set({ [spec.field]: ctx.clock() })
        .where(and(eq(bookings.id, bookingId), isNull(spec.column)));
      ctx.log.info({ reference: row.reference, kind, where }, 'booking email sent');
      return true;
    },
  };
}

/** Runs the `booking-email` and `account-email` jobs with `mailer` (default: SMTP_URL's, or the outbox folder). */
export const emailsPlugin = fp(
  async (app, opts: { mailer?: Mailer }) => {
    const chosen = opts.mailer ?? mailerFromEnv(app.ctx.env);
    // A demo deployment labels every message, whichever transport carries it.
    const mailer: Mailer = isDemo(app.ctx.env)
      ? { send: (message, name) => chosen.send(labelAsDemo(message), name) }
      : chosen;
    const emails = createBookingEmails(app.ctx, app.confirmations, mailer, app.links);
    const handoverEmails = createHandoverEmails(app.ctx, mailer, messageIdOf);
    const replyEmails = createContactReplyEmails(app.ctx, mailer);
    const hiddenEmails = createReviewHiddenEmails(app.ctx, mailer, app.audit, (reference, eventId) =>
      messageIdOf('review-hidden', reference, app.ctx.env.PUBLIC_URL, eventId),
    );
    const sendOne = (data: JobData) => {
      if (data.requestedAt) return emails.resend(data);
      if (data.kind === 'contact-reply') return replyEmails.sendOnce(data);
      if (data.kind === 'review-hidden') return hiddenEmails.sendOnce(data);
      return data.kind && HANDOVER_KINDS.has(data.kind) ? handoverEmails.sendOnce(data) : emails.sendOnce(data);
    };
    app.jobs.handle(QUEUES.email, (data) => app.metrics.countEmail(data.kind ?? 'confirmation', () => sendOne(data)));
    const accountEmails = createAccountEmails(app.ctx, mailer);
    app.jobs.handle(QUEUES.accountEmail, (data) =>
      app.metrics.countEmail(accountKindOf(data.reference), () => accountEmails.sendOnce(data.bookingId)),
    );
  },
  { name: 'emails', dependencies: ['context', 'jobs', 'metrics', 'confirmations', 'links', 'audit'] },
);
