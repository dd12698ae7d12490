import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema/index';
import { isLocalhost } from '../deployment';
import type { ServiceContext } from './context';
import fp from 'fastify-plugin';

/** What a signed link lets its holder do with one booking. */
type LinkPurpose = 'review' | 'manage';

type Payload = { b: string; p: LinkPurpose; e: number };

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A token part in its one spelling: base64url without padding whose last character carries no spare
 * bits. Node's decoder ignores those bits, so without this check one signature had four spellings.
 */
const canonical = (part: string) => /^[A-Za-z0-9_-]+$/.test(part) && b64(Buffer.from(part, 'base64url')) === part;

/**
 * Signed, expiring links in emails: `<payload>.<HMAC-SHA256>`, base64url. The payload names a booking,
 * a purpose and an expiry, never personal data. The key is LINK_SECRET; only on localhost without it
 * (docs/product-rules.md#amend-and-cancel) is it one the first node writes to the database and every
 * node reads. Elsewhere a backup of the database must not be able to mint links, so there is no fallback.
 */
function createLinks(ctx: ServiceContext) {
  let key: Promise<Buffer> | undefined;

  async function loadKey(): Promise<Buffer> {
    if (ctx.env.LINK_SECRET) return Buffer.from(ctx.env.LINK_SECRET);
    // env.ts refuses to boot without it outside localhost; this guards a context built some other way.
    if (!isLocalhost(ctx.env)) throw new Error('LINK_SECRET is required outside localhost');
    const name = 'link-signing-key';
    await ctx.db
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('hex'), createdAt: ctx.clock() })
      .onConflictDoNothing();
    const [row] = await ctx.db.select().from(appSecrets).where(eq(appSecrets.name, name));
    return Buffer.from(row!.value, 'hex');
  }

  const secret = () => (key ??= loadKey().catch((err: unknown) => ((key = undefined), Promise.reject(err))));
  const mac = async (body: string) =>
    createHmac('sha256', await secret())
      .update(body)
      .digest();

  return {
    /** A token for `purpose` on `bookingId`, valid until `expires`. */
    async sign(bookingId: string, purpose: LinkPurpose, expires: Date): Promise<string> {
      const body = b64(JSON.stringify({ b: bookingId, p: purpose, e: Math.floor(expires.getTime() / 1000) }));
      return `${body}.${b64(await mac(body))}`;
    },
    /** The booking a token opens for `purpose`; `tampered` or `expired` otherwise. */
    async verify(
      token: string,
      purpose: LinkPurpose,
    ): Promise<{ ok: true; bookingId: string } | { ok: false; reason: 'tampered' | 'expired' }> {
      const parts = token.split('.');
      const [body, sig] = parts;
      if (parts.length !== 2 || !body || !sig || !canonical(body) || !canonical(sig))
        return { ok: false, reason: 'tampered' };
      const given = Buffer.from(sig, 'base64url');
      const wanted = await mac(body);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'tampered' };
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      } catch {
        return { ok: false, reason: 'tampered' };
      }
      if (payload.p !== purpose || typeof payload.b !== 'string') return { ok: false, reason: 'tampered' };
      if (payload.e * 1000 < ctx.clock().getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, bookingId: payload.b };
    },
  };
}
export type Links = ReturnType<typeof createLinks>;

/** Decorates `app.links`. */
export const linksPlugin = fp(async (app) => void app.decorate('links', createLinks(app.ctx)), {
  name: 'links',
  dependencies: ['context'],
});
