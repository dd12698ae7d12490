import { and, desc, eq } from 'drizzle-orm';
import { operatorDeliveries, operatorEvents, providers, providerWebhooks } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { composeWebhookFailing } from './compose-webhook-failing';
import type { Support } from './layout';

/**
 * The "your webhook is failing" notice for one owner (an `account_emails` row of kind `webhook-failing`,
 * its link the car park's delivery log), or undefined when there is nothing to tell any more: the webhook
 * was removed, or a delivery succeeded since (its failing mark is cleared).
 */
export async function composeFailingNotice(
  ctx: ServiceContext,
  support: Support,
  row: { email: string; link: string },
) {
  const carPark = new URL(row.link).searchParams.get('carPark') ?? '';
  const [hook] = await ctx.db
    .select({ url: providerWebhooks.url, notified: providerWebhooks.failingNotifiedAt, name: providers.name })
    .from(providerWebhooks)
    .innerJoin(providers, eq(providers.id, providerWebhooks.providerId))
    .where(eq(providerWebhooks.providerId, carPark));
  if (!hook?.notified) return undefined;
  const [last] = await ctx.db
    .select({ error: operatorDeliveries.error })
    .from(operatorDeliveries)
    .innerJoin(operatorEvents, eq(operatorEvents.id, operatorDeliveries.eventId))
    .where(
      and(
        eq(operatorEvents.providerId, carPark),
        eq(operatorDeliveries.channel, 'webhook'),
        eq(operatorDeliveries.status, 'failed'),
      ),
    )
    .orderBy(desc(operatorDeliveries.finishedAt))
    .limit(1);
  const details = { carPark: hook.name, host: new URL(hook.url).host, lastError: last?.error ?? null };
  return composeWebhookFailing(row.email, ctx.env.MAIL_FROM, support, row.link, details);
}
