import { eq } from 'drizzle-orm';
import { partners } from '../db/schema/index';
import type { ServiceContext } from './context';
import fp from 'fastify-plugin';

/** A partner as the API needs it: its key and the origins it may call from. */
type Partner = { key: string; name: string; allowedOrigins: string[] };

/** True when `origin` matches a pattern; `http://localhost:*` allows any port (or none). */
export function originMatches(origin: string, pattern: string): boolean {
  if (!pattern.endsWith(':*')) return origin === pattern;
  const base = pattern.slice(0, -2);
  return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)));
}

/**
 * Partner keys, cached in memory (read on every cross-origin request). Every node keeps its own copy,
 * so the copy lives only a few seconds: a key revoked on one node is revoked on all of them soon after.
 */
function createPartners(ctx: ServiceContext, ttlMs = 5_000) {
  let cached: { at: number; list: Partner[] } | undefined;

  async function all(): Promise<Partner[]> {
    if (cached && Date.now() - cached.at < ttlMs) return cached.list;
    const rows = await ctx.db.select().from(partners).where(eq(partners.active, true));
    cached = {
      at: Date.now(),
      list: rows.map((r) => ({ key: r.key, name: r.name, allowedOrigins: r.allowedOrigins })),
    };
    return cached.list;
  }

  return {
    async find(key: string): Promise<Partner | undefined> {
      return (await all()).find((p) => p.key === key);
    },
    /** May `origin` call with `key`? Without a key (a preflight cannot carry one): any partner's origin. */
    async allows(origin: string, key: string | undefined): Promise<boolean> {
      const list = await all();
      const candidates = key === undefined ? list : list.filter((p) => p.key === key);
      return candidates.some((p) => p.allowedOrigins.some((pattern) => originMatches(origin, pattern)));
    },
  };
}
export type Partners = ReturnType<typeof createPartners>;

/** Decorates `app.partners`. */
export const partnersPlugin = fp(
  async (app) => void app.decorate('partners', createPartners(app.ctx, app.tuning.cache.partnersMs)),
  { name: 'partners', dependencies: ['context'] },
);
