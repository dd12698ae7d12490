import { type FunnelEvent, londonNow } from '@parking/core';
import { sql } from 'drizzle-orm';
import { partnerFunnel } from '../../db/schema/index';
import type { ServiceContext } from '../../services/context';
import type { Partners } from '../../services/partners';

/** What counting an event needs: the database and clock, and the widget keys. */
export type EventDeps = { ctx: ServiceContext; partners: Partners };

/** What became of an event: counted, refused for its origin, or ignored for an unknown key. */
export type EventOutcome = 'counted' | 'refused' | 'unknown-key';

/**
 * Counts one funnel step for the London day, the key's id and the page's origin (one upsert, so nodes
 * counting at once add up). An unknown or revoked key counts nothing; an origin the key does not allow
 * counts a refusal instead, which the partner sees on its keys page. No address or body is kept.
 */
export async function countEvent(deps: EventDeps, event: FunnelEvent, origin: string): Promise<EventOutcome> {
  const key = await deps.partners.find(event.k);
  if (!key) return 'unknown-key';
  if (!(await deps.partners.allows(origin, event.k))) {
    await deps.partners.refused(key, origin);
    return 'refused';
  }
  const day = londonNow(deps.ctx.clock()).date;
  await deps.ctx.db
    .insert(partnerFunnel)
    .values({ day, keyId: key.id, origin, step: event.s, count: 1 })
    .onConflictDoUpdate({
      target: [partnerFunnel.day, partnerFunnel.keyId, partnerFunnel.origin, partnerFunnel.step],
      set: { count: sql`${partnerFunnel.count} + 1` },
    });
  return 'counted';
}
