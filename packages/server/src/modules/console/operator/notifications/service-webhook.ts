import { randomBytes } from 'node:crypto';
import type { WebhookSettings } from '@parking/core';
import { eq } from 'drizzle-orm';
import { providerWebhooks } from '../../../../db/schema/index';
import { notFound, validationFailed } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit, AuditField } from '../../../../services/audit/index';
import type { ServiceContext } from '../../../../services/context';
import { UnsafeWebhookError } from '../../../../services/operator-events/address-guard';
import type { OperatorEvents } from '../../../../services/operator-events/index';
import { notificationCarPark } from './service-car-park';

/** What the webhook settings need. */
export type WebhookDeps = { ctx: ServiceContext; audit: Audit; operatorEvents: OperatorEvents };

/** A new signing secret: 32 random bytes, hex, with a prefix that says what it is. */
const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** The car park's webhook as the console shows it: never the secret. */
export async function webhookSettings(ctx: ServiceContext, member: ConsoleMember, carParkId: string | undefined) {
  const carPark = await notificationCarPark(ctx, member.organizationId, carParkId);
  const [hook] = await ctx.db.select().from(providerWebhooks).where(eq(providerWebhooks.providerId, carPark.id));
  const webhook = hook
    ? { url: hook.url, createdAt: hook.createdAt.toISOString(), rotatedAt: hook.rotatedAt?.toISOString() ?? null }
    : null;
  return { carPark, webhook } satisfies WebhookSettings;
}

function audited(deps: WebhookDeps, member: ConsoleMember, action: string, carParkId: string) {
  return (fields: Record<string, AuditField>, tx?: Parameters<Audit['record']>[1]) =>
    deps.audit.record(
      {
        actor: { kind: 'member', userId: member.userId, organizationId: member.organizationId },
        organizationId: member.organizationId,
        action,
        target: { type: 'car-park', id: carParkId },
        fields,
      },
      tx,
    );
}

/**
 * Saves the car park's webhook URL after checking it as delivery will (https, only public addresses;
 * a 400 beside the field otherwise). The first save makes the signing secret, answered this once.
 */
export async function saveWebhook(
  deps: WebhookDeps,
  member: ConsoleMember,
  body: { carPark?: string | undefined; url: string },
): Promise<WebhookSettings> {
  const { ctx } = deps;
  const carPark = await notificationCarPark(ctx, member.organizationId, body.carPark);
  try {
    await deps.operatorEvents.checkUrl(body.url);
  } catch (e) {
    if (e instanceof UnsafeWebhookError) throw validationFailed({ url: e.message }, e.message);
    throw e;
  }
  const secret = await ctx.db.transaction(async (tx) => {
    const [hook] = await tx.select().from(providerWebhooks).where(eq(providerWebhooks.providerId, carPark.id));
    if (hook) {
      if (hook.url === body.url) return undefined;
      await tx.update(providerWebhooks).set({ url: body.url }).where(eq(providerWebhooks.providerId, carPark.id));
      await audited(deps, member, 'webhook.changed', carPark.id)({ url: { before: hook.url, after: body.url } }, tx);
      return undefined;
    }
    const made = newSecret();
    await tx
      .insert(providerWebhooks)
      .values({ providerId: carPark.id, url: body.url, secret: made, createdAt: ctx.clock() });
    await audited(deps, member, 'webhook.created', carPark.id)({ url: { before: null, after: body.url } }, tx);
    return made;
  });
  const settings = await webhookSettings(ctx, member, carPark.id);
  return secret ? { ...settings, secret } : settings;
}

/** A new signing secret for the car park's webhook, answered this once; the old one stops working at once. */
export async function rotateWebhook(
  deps: WebhookDeps,
  member: ConsoleMember,
  carParkId: string | undefined,
): Promise<WebhookSettings> {
  const carPark = await notificationCarPark(deps.ctx, member.organizationId, carParkId);
  const secret = newSecret();
  await deps.ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(providerWebhooks)
      .set({ secret, rotatedAt: deps.ctx.clock() })
      .where(eq(providerWebhooks.providerId, carPark.id))
      .returning({ id: providerWebhooks.providerId });
    if (!done) throw notFound('Webhook');
    // Recorded as changed, never with its value.
    await audited(deps, member, 'webhook.rotated', carPark.id)({ secret: { before: 1, after: 2, personal: true } }, tx);
  });
  return { ...(await webhookSettings(deps.ctx, member, carPark.id)), secret };
}

/** Removes the car park's webhook: later events go by email only. */
export async function removeWebhook(
  deps: WebhookDeps,
  member: ConsoleMember,
  carParkId: string | undefined,
): Promise<WebhookSettings> {
  const carPark = await notificationCarPark(deps.ctx, member.organizationId, carParkId);
  await deps.ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(providerWebhooks)
      .where(eq(providerWebhooks.providerId, carPark.id))
      .returning({ url: providerWebhooks.url });
    if (!gone) throw notFound('Webhook');
    await audited(deps, member, 'webhook.removed', carPark.id)({ url: { before: gone.url, after: null } }, tx);
  });
  return webhookSettings(deps.ctx, member, carPark.id);
}
