import type { ChannelDelivery, NotificationsPage, NotificationsQuery } from '@parking/core';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { operatorDeliveries, operatorEvents, providerWebhooks, providers } from '../../../../db/schema/index';
import { AppError, notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit } from '../../../../services/audit/index';
import type { ServiceContext } from '../../../../services/context';
import type { OperatorEvents } from '../../../../services/operator-events/index';
import { notificationCarPark } from './service-car-park';

const PAGE = 25;
type Delivery = typeof operatorDeliveries.$inferSelect;

/** Each channel's latest attempt and count; `queued` for a channel with none yet. */
function channelsOf(rows: Delivery[], hasWebhook: boolean): ChannelDelivery[] {
  const channels = ['email', ...(hasWebhook || rows.some((r) => r.channel === 'webhook') ? ['webhook' as const] : [])];
  return channels.map((channel) => {
    const mine = rows.filter((r) => r.channel === channel).sort((a, b) => a.attempt - b.attempt);
    const last = mine.at(-1);
    return {
      channel: channel as ChannelDelivery['channel'],
      status: last?.status ?? 'queued',
      attempts: mine.length,
      responseCode: last?.responseCode ?? null,
      error: last?.error ?? null,
      at: (last?.finishedAt ?? last?.startedAt)?.toISOString() ?? null,
    };
  });
}

/**
 * The delivery log of one car park: its events newest first (25 a page, `cursor` the last one's place),
 * each with its channels' latest status. Only the reference is read from the payload: no traveller data.
 */
export async function deliveryLog(
  ctx: ServiceContext,
  member: ConsoleMember,
  query: NotificationsQuery,
): Promise<NotificationsPage> {
  const carPark = await notificationCarPark(ctx, member.organizationId, query.carPark);
  const events = await ctx.db
    .select({
      id: operatorEvents.id,
      seq: operatorEvents.seq,
      type: operatorEvents.type,
      createdAt: operatorEvents.createdAt,
      reference: sql<string>`${operatorEvents.payload}->'booking'->>'reference'`,
    })
    .from(operatorEvents)
    .where(
      and(
        eq(operatorEvents.providerId, carPark.id),
        query.cursor ? lt(operatorEvents.seq, Number(query.cursor)) : undefined,
      ),
    )
    .orderBy(desc(operatorEvents.seq))
    .limit(PAGE + 1);
  const page = events.slice(0, PAGE);
  const deliveries = page.length
    ? await ctx.db
        .select()
        .from(operatorDeliveries)
        .where(
          inArray(
            operatorDeliveries.eventId,
            page.map((e) => e.id),
          ),
        )
    : [];
  const [hook] = await ctx.db
    .select({ id: providerWebhooks.providerId })
    .from(providerWebhooks)
    .where(eq(providerWebhooks.providerId, carPark.id));
  return {
    carPark,
    events: page.map((e) => ({
      eventId: e.id,
      type: e.type,
      reference: e.reference,
      created: e.createdAt.toISOString(),
      channels: channelsOf(
        deliveries.filter((d) => d.eventId === e.id),
        Boolean(hook),
      ),
    })),
    next: events.length > PAGE ? String(page.at(-1)!.seq) : null,
  };
}

/**
 * Queues one more delivery of an event on a channel, marked with the member who asked, and audits it.
 * The event must be at one of the member's car parks (404 otherwise); a webhook needs one set (409).
 */
export async function redeliver(
  deps: { ctx: ServiceContext; audit: Audit; operatorEvents: OperatorEvents },
  member: ConsoleMember,
  eventId: string,
  channel: 'email' | 'webhook',
): Promise<void> {
  const [event] = await deps.ctx.db
    .select({
      id: operatorEvents.id,
      bookingId: operatorEvents.bookingId,
      providerId: operatorEvents.providerId,
      reference: sql<string>`${operatorEvents.payload}->'booking'->>'reference'`,
      hook: providerWebhooks.providerId,
    })
    .from(operatorEvents)
    .innerJoin(providers, eq(providers.id, operatorEvents.providerId))
    .leftJoin(providerWebhooks, eq(providerWebhooks.providerId, operatorEvents.providerId))
    .where(and(eq(operatorEvents.id, eventId), eq(providers.organizationId, member.organizationId)));
  if (!event) throw notFound('Event');
  if (channel === 'webhook' && !event.hook)
    throw new AppError(409, 'CONFLICT', 'This car park has no webhook: add one before sending to it.');
  await deps.operatorEvents.redeliver(event, channel, member.userId);
  await deps.audit.record({
    actor: { kind: 'member', userId: member.userId, organizationId: member.organizationId },
    organizationId: member.organizationId,
    action: 'notification.redelivered',
    target: { type: 'operator-event', id: event.id },
    fields: { channel: { before: null, after: channel }, reference: { before: null, after: event.reference } },
  });
}
