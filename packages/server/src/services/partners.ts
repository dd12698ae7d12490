import { originMatches } from '@parking/core';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
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

/** The key `key` names: its current string, or its previous one while the rotation's grace lasts. */
export function keyNamed(list: readonly WidgetKey[], key: string, now: Date): WidgetKey | undefined {
  return list.find(
    (k) => k.key === key || (k.previousKey === key && k.previousKeyUntil !== null && k.previousKeyUntil > now),
  );
}

/**
 * May `origin` call with `key`? Only that key's patterns count (core's `originMatches`). Without a key
 * (a preflight cannot carry one): any active key's origin.
 */
export function originAllowed(list: readonly WidgetKey[], origin: string, key: string | undefined, now: Date): boolean {
  const candidates = key === undefined ? list : [keyNamed(list, key, now)].filter((k) => k !== undefined);
  return candidates.some((k) => k.allowedOrigins.some((pattern) => originMatches(origin, pattern)));
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

/** Distinct refused origins kept per key: anyone can send any Origin with a public key, so the list is bounded. */
const MAX_REFUSED_ORIGINS = 200;
/** Only what a browser sends as an Origin is counted (scheme, host, port), never a path or anything longer. */
const ORIGIN_SHAPE = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#@]{1,190}$/i;

async function recordRefusal(ctx: ServiceContext, key: WidgetKey, origin: string): Promise<void> {
  if (!ORIGIN_SHAPE.test(origin)) return;
  const now = ctx.clock();
  const seen = origin.toLowerCase();
  const bumped = await ctx.db
    .update(partnerRefusals)
    .set({ count: sql`${partnerRefusals.count} + 1`, lastSeen: now })
    .where(and(eq(partnerRefusals.keyId, key.id), eq(partnerRefusals.origin, seen)))
    .returning({ keyId: partnerRefusals.keyId });
  if (bumped.length > 0) return;
  const [kept] = await ctx.db.select({ n: count() }).from(partnerRefusals).where(eq(partnerRefusals.keyId, key.id));
  if ((kept?.n ?? 0) >= MAX_REFUSED_ORIGINS) return;
  await ctx.db
    .insert(partnerRefusals)
    .values({ keyId: key.id, origin: seen, count: 1, firstSeen: now, lastSeen: now })
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
    // A key our staff suspended is refused like a revoked one (CORS, lookups) until lifted.
    const rows = await ctx.db
      .select()
      .from(partners)
      .where(and(eq(partners.active, true), isNull(partners.suspendedAt)));
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

  return {
    async find(key: string): Promise<WidgetKey | undefined> {
      return keyNamed(await all(), key, ctx.clock());
    },
    /** May `origin` call with `key`? Without a key (a preflight cannot carry one): any partner's origin. */
    async allows(origin: string, key: string | undefined): Promise<boolean> {
      return originAllowed(await all(), origin, key, ctx.clock());
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
