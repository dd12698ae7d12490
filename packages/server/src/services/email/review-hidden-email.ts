import { BRAND_NAME } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { bookings, providers, reviews } from '../../db/schema/index';
import type { Audit } from '../audit/index';
import { readAuditLog } from '../audit/read';
import type { ServiceContext } from '../context';
import type { JobData } from '../jobs/queue';
import { type Support, brandedHtml, esc, textFooter } from './layout';
import type { Mailer } from './transport';

/** What the traveller is told when our staff hide their review: that it is hidden, and why. */
function composeReviewHidden(
  to: { name: string; email: string },
  from: string,
  support: Support,
  about: { reference: string; carPark: string; reason: string },
): Mail.Options {
  const paragraphs = [
    `We have hidden your review of ${about.carPark} (booking ${about.reference}) from our site. It no longer counts towards the car park’s rating.`,
    `Our reason: ${about.reason}`,
    'If you think this is a mistake, reply to this email or contact us and we will look at it again.',
  ];
  return {
    from,
    to: `"${to.name.replace(/"/g, '')}" <${to.email}>`,
    subject: `Your review of ${about.carPark} is hidden, ${about.reference}`,
    text: [BRAND_NAME, '', `Hello ${to.name},`, '', ...paragraphs.flatMap((p) => [p, '']), textFooter(support)].join(
      '\n',
    ),
    html: brandedHtml({
      title: 'Your review is hidden',
      preheader: `Your review of ${about.carPark} is no longer shown`,
      body: `<p>Hello ${esc(to.name)},</p>${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`,
      support,
    }),
  };
}

/** The audit action that records the email went, once per hiding (its `hiddenAt`). */
const SENT = 'review.hidden-email-sent';

/** The review of `bookingId`, its booking and car park, while it is hidden and the booking not erased. */
async function readHidden(ctx: ServiceContext, bookingId: string, reviewId: string) {
  const [row] = await ctx.db
    .select({ review: reviews, booking: bookings, carPark: providers.name })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.bookingId, bookingId)));
  return row?.review.hiddenAt && !row.booking.anonymisedAt ? row : undefined;
}

function messageOf(ctx: ServiceContext, row: NonNullable<Awaited<ReturnType<typeof readHidden>>>) {
  const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
  const { details, reference } = row.booking;
  const to = { name: `${details.firstName} ${details.lastName}`, email: row.booking.email };
  const about = { reference, carPark: row.carPark, reason: row.review.hiddenReason ?? '' };
  return composeReviewHidden(to, ctx.env.MAIL_FROM, support, about);
}

/** The hidden-review email again (support's resend); undefined once the review is shown again. */
export async function reviewHiddenAgain(
  ctx: ServiceContext,
  bookingId: string,
  reviewId: string,
): Promise<Mail.Options | undefined> {
  const row = await readHidden(ctx, bookingId, reviewId);
  return row && messageOf(ctx, row);
}

/**
 * The `booking-email` job of kind `review-hidden` (`eventId`: the review): sent once per hiding. The send
 * is recorded in the audit log after the transport accepted it; a crash in between sends it again with
 * the same Message-ID. Nothing is sent if the review was shown again meanwhile.
 */
export function createReviewHiddenEmails(
  ctx: ServiceContext,
  mailer: Mailer,
  audit: Audit,
  messageIdOf: (reference: string, eventId: string) => string,
) {
  return {
    async sendOnce({ bookingId, eventId }: JobData): Promise<boolean> {
      if (!eventId) return false;
      const row = await readHidden(ctx, bookingId, eventId);
      if (!row) return false;
      const hiddenAt = row.review.hiddenAt!.toISOString();
      const { reference } = row.booking;
      const scope = { organizationId: '', includeUnowned: true, everything: true };
      const sends = await readAuditLog(ctx.db, scope, { action: SENT, target: reference }, 100);
      const sent = sends.some((e) => e.changes.hiddenAt?.after === hiddenAt);
      if (sent) return false;
      const messageId = messageIdOf(reference, `${eventId}.${row.review.hiddenAt!.getTime()}`);
      const where = await mailer.send({ ...messageOf(ctx, row), messageId }, messageId.slice(1, -1));
      await audit.record({
        actor: { kind: 'system', job: 'booking-email' },
        organizationId: null,
        action: SENT,
        target: { type: 'booking', id: reference },
        fields: { review: { before: null, after: eventId }, hiddenAt: { before: null, after: hiddenAt } },
      });
      ctx.log.info({ reference, kind: 'review-hidden', where }, 'booking email sent');
      return true;
    },
  };
}
