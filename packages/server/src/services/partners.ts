import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { partnerAccounts, partnerRefusals, partners } from '../db/schema/index';
import type { ServiceContext } from './context';

/** A widget key as the API needs it (one row of `partners`). */
export type WidgetKey = {
  id: string;
  key: string;
  name: string;
  organizationId: string | null;
  mode: 'test' | 'live';
  allowedOrigins: string[];
  /** The key string before the last rotation, and until when it still works. */
  previousKey: string | null;
  previousKeyUntil: Date | null;
};

/** True when `origin` matches a pattern; `http://localhost:*` allows any port (or none). */
export function originMatches(origin: string, pattern: string): boolean {
  if (!pattern.endsWith(':*')) return origin === pattern;
  const base = pattern.slice(0, -2);
  return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)));
}

async function bookingAttribution(ctx: ServiceContext, found: WidgetKey, origin: string | undefined) {
  let commissionBps: number | null = null;
  if (found.mode === 'live' && found.organizationId) {
    const [account] = await ctx.db
      .select({ bps: partnerAccounts.commissionBps })
      .from(partnerAccounts)
      .where(eq(partnerAccounts.organizationId, found.organizationId));
    commissionBps = account?.bps ?? 800;
  }
  return {
    keyId: found.id,
    organizationId: found.organizationId,
    mode: found.mode,
    commissionBps,
    origin: origin ?? null,
  };
}

async function recordRefusal(ctx: ServiceContext, key: WidgetKey, origin: string): Promise<void> {
  const now = ctx.clock();
  await ctx.db
    .insert(partnerRefusals)
    .values({ keyId: key.id, origin: origin.slice(0, 200), count: 1, firstSeen: now, lastSeen: now })
    .onConflictDoUpdate({
      target: [partnerRefusals.keyId, partnerRefusals.origin],
      set: { count: sql`${partnerRefusals.count} + 1`, lastSeen: now },
    });
}

/**
 * Widget keys, cached in memory (read on every cross-origin request). Every node keeps its own copy,
 * so the copy lives only a few seconds: a key revoked on one node is revoked on all of them soon after
 * (docs/decisions/0006-scale-out.md); a booking checks the row itself.
 */
function createPartners(ctx: ServiceContext, ttlMs = 5_000) {
  let cached: { at: number; list: WidgetKey[] } | undefined;

  async function all(): Promise<WidgetKey[]> {
    if (cached && Date.now() - cached.at < ttlMs) return cached.list;
    const rows = await ctx.db.select().from(partners).where(eq(partners.active, true));
    cached = {
      at: Date.now(),
      list: rows.map((r) => ({
        id: r.id,
        key: r.key,
        name: r.name,
        organizationId: r.organizationId,
        mode: r.mode,
        allowedOrigins: r.allowedOrigins,
        previousKey: r.previousKey,
        previousKeyUntil: r.previousKeyUntil,
      })),
    };
    return cached.list;
  }

  /** The key `key` names: its current string, or its previous one while the rotation's grace lasts. */
  const matches = (k: WidgetKey, key: string) =>
    k.key === key || (k.previousKey === key && k.previousKeyUntil !== null && k.previousKeyUntil > ctx.clock());

  return {
    async find(key: string): Promise<WidgetKey | undefined> {
      return (await all()).find((k) => matches(k, key));
    },
    /** May `origin` call with `key`? Without a key (a preflight cannot carry one): any partner's origin. */
    async allows(origin: string, key: string | undefined): Promise<boolean> {
      const list = await all();
      const candidates = key === undefined ? list : list.filter((k) => matches(k, key));
      return candidates.some((k) => k.allowedOrigins.some((pattern) => originMatches(origin, pattern)));
    },
    /** The booking's attribution for a key found by `find`: a test key earns no commission. */
    forBooking: (found: WidgetKey, origin: string | undefined) => bookingAttribution(ctx, found, origin),
    /**
     * Counts a request from `origin` that `key` does not allow, for the partner's refused-requests view
     * (origin, count, last seen; never the visitor's address).
     */
    refused: (key: WidgetKey, origin: string) => recordRefusal(ctx, key, origin),
    /** Forgets the cached keys (after a change on this node; other nodes follow within `ttlMs`). */
    invalidate(): void {
      cached = undefined;
    },
  };
}
export type Partners = ReturnType<typeof createPartners>;

/** Decorates `app.partners`. */
export const partnersPlugin = fp(
  async (app) => void app.decorate('partners', createPartners(app.ctx, app.tuning.cache.partnersMs)),
  { name: 'partners', dependencies: ['context'] },
);
