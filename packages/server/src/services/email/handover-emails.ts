import { and, eq, isNull } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { bookings, handovers, providers } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import type { EmailKind } from '../jobs/email-kind';
import type { JobData } from '../jobs/queue';
import { composeHandover } from './compose-handover';
import type { Support } from './layout';
import type { Mailer } from './transport';

/** The one Message-ID of a booking's email (index.ts), passed in so the two files do not import each other. */
type MessageIdOf = (kind: EmailKind, reference: string, publicUrl: string, eventId?: string) => string;

const KIND_OF = { 'checked-in': 'check-in', 'checked-out': 'check-out' } as const;

/** The handover, its booking, its car park and, for a check-out, the same car's check-in. */
async function read(ctx: ServiceContext, handoverId: string) {
  const [row] = await ctx.db
    .select({ h: handovers, booking: bookings, carPark: providers.name })
    .from(handovers)
    .innerJoin(bookings, eq(bookings.id, handovers.bookingId))
    .innerJoin(providers, eq(providers.id, handovers.providerId))
    .where(eq(handovers.id, handoverId));
  if (!row || row.h.kind !== 'check-out') return row && { ...row, checkIn: undefined };
  const [checkIn] = await ctx.db
    .select()
    .from(handovers)
    .where(
      and(
        eq(handovers.bookingId, row.h.bookingId),
        eq(handovers.kind, 'check-in'),
        eq(handovers.registration, row.h.registration),
      ),
    );
  return { ...row, checkIn };
}

/** The handover's email, composed from what `read` found. */
function messageOf(ctx: ServiceContext, found: NonNullable<Awaited<ReturnType<typeof read>>>, support: Support) {
  const { h, booking, carPark, checkIn } = found;
  const kind = h.kind === 'check-in' ? 'checked-in' : 'checked-out';
  return composeHandover(
    { kind, reference: booking.reference, carPark, handover: h, checkIn },
    { name: `${booking.details.firstName} ${booking.details.lastName}`, email: booking.email },
    ctx.env.MAIL_FROM,
    support,
  );
}

/** The email of a check-in or check-out of `bookingId` again (support's resend); undefined for any other. */
export async function handoverEmailAgain(
  ctx: ServiceContext,
  bookingId: string,
  handoverId: string,
): Promise<Mail.Options | undefined> {
  const found = await read(ctx, handoverId);
  if (!found || found.h.bookingId !== bookingId || found.h.kind === 'no-show') return undefined;
  const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
  return messageOf(ctx, found, support);
}

/**
 * The traveller's check-in and check-out emails (`booking-email` jobs of kind `checked-in` /
 * `checked-out`, `eventId` the handover), each sent once per handover: marked on
 * `handovers.email_sent_at` only after the transport accepted it, so a crash in between sends it again
 * on restart with the same Message-ID (the outbox file is replaced; an SMTP server can drop the repeat).
 */
export function createHandoverEmails(ctx: ServiceContext, mailer: Mailer, messageIdOf: MessageIdOf) {
  const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
  return {
    /** Sends the handover's email unless it was sent already; true when it sent. */
    async sendOnce({ bookingId, kind, eventId }: JobData): Promise<boolean> {
      if ((kind !== 'checked-in' && kind !== 'checked-out') || !eventId) return false;
      const found = await read(ctx, eventId);
      if (!found || found.h.emailSentAt || found.h.bookingId !== bookingId || found.h.kind !== KIND_OF[kind])
        return false;
      const { h, booking } = found;
      const message = messageOf(ctx, found, support);
      const messageId = messageIdOf(kind, booking.reference, ctx.env.PUBLIC_URL, h.id);
      const where = await mailer.send({ ...message, messageId }, messageId.slice(1, -1));
      await ctx.db
        .update(handovers)
        .set({ emailSentAt: ctx.clock() })
        .where(and(eq(handovers.id, h.id), isNull(handovers.emailSentAt)));
      ctx.log.info({ reference: booking.reference, kind, where }, 'booking email sent');
      return true;
    },
  };
}
