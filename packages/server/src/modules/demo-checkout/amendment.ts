import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BookingRow } from '../../services/confirmation';
import { storedStay } from '../../services/manage/stored-stay';
import { amendReturnUrl } from '../../services/payments/urls';
import { checkoutPage, closedPage } from './page';
import { NEVER_STORED } from '../../plugins/cache-control';

/** The amendment a demo session pays for, when this deployment serves its booking here (`served`). */
async function servedAmendment(
  { manage, confirmations }: Pick<FastifyInstance, 'manage' | 'confirmations'>,
  served: (row: BookingRow | undefined) => BookingRow | undefined,
  sessionId: string,
) {
  const a = await manage.amendments.bySession(sessionId);
  return a && served(await confirmations.byId(a.bookingId)) ? a : undefined;
}

/**
 * The demo checkout for an amendment's difference (docs/product-rules.md#amend-and-cancel): the same
 * page and Pay/Cancel forms; paying applies the change, and both return to the manage page.
 */
export function demoAmendment(
  app: Pick<FastifyInstance, 'ctx' | 'manage' | 'confirmations'>,
  served: (row: BookingRow | undefined) => BookingRow | undefined,
) {
  const { ctx, manage, confirmations } = app;
  const back = (sessionId: string) => amendReturnUrl(ctx.env.PUBLIC_URL, sessionId);
  const find = (sessionId: string) => servedAmendment(app, served, sessionId);

  return {
    find,
    async page(sessionId: string, reply: FastifyReply) {
      const a = await find(sessionId);
      const row = a && (await confirmations.byId(a.bookingId));
      if (!a || !row) return undefined;
      reply.type('text/html; charset=utf-8').headers(NEVER_STORED);
      if (a.status === 'applied') return reply.redirect(back(sessionId), 303);
      if (a.status !== 'pending' || a.holdExpiresAt <= ctx.clock()) {
        return closedPage(
          'This change can no longer be paid: its hold has ended or it was replaced. No money was taken.',
          back(sessionId),
        );
      }
      const c = await confirmations.fromRow(row);
      const stay = storedStay(a.stay);
      const criteria = { ...c.criteria, ...stay };
      return checkoutPage(
        {
          ...c,
          criteria,
          vehicles: stay.details.vehicles,
          days: stay.days,
          subtotal: stay.subtotal,
          discount: 0,
          amount: a.difference,
        },
        sessionId,
      );
    },
    async pay(sessionId: string, reply: FastifyReply) {
      const a = await find(sessionId);
      if (!a) return undefined;
      if (a.status === 'expired' || a.holdExpiresAt <= ctx.clock()) {
        return reply
          .code(410)
          .type('text/html; charset=utf-8')
          .send(
            closedPage('This change can no longer be paid: its hold has ended. No money was taken.', back(sessionId)),
          );
      }
      await manage.amendments.applyPaid(a.id);
      return reply.redirect(back(sessionId), 303);
    },
    async cancel(sessionId: string, reply: FastifyReply) {
      const a = await find(sessionId);
      if (!a) return undefined;
      await manage.amendments.expire(a.id);
      return reply.redirect(back(sessionId), 303);
    },
  };
}
