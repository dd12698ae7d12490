import { createHash } from 'node:crypto';
import { type PartnerBookingsPage, type PartnerBookingsQuery, SERVER_KEY_PATTERN } from '@parking/core';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { partnerApiKeys } from '../../db/schema/index';
import { AppError } from '../../errors';
import { earningsRows, londonToday } from '../../services/commission';
import type { ServiceContext } from '../../services/context';
import { decodeCursor, encodeCursor } from '../../services/cursor';

/** The key a reporting API call was made with. */
export type ServerKey = { id: string; organizationId: string };

/** `last_used_at` is written at most this often per key. */
const USED_EVERY_MS = 60_000;

/** The token of an `Authorization: Bearer psk_…` header, when it has a server key's shape. */
export function bearerKey(header: string | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return token && SERVER_KEY_PATTERN.test(token) ? token : undefined;
}

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const unauthorized = () =>
  new AppError(
    401,
    'UNAUTHORIZED',
    'Send a valid server key: Authorization: Bearer psk_… (see the console’s API keys page)',
  );

/** The live, unrevoked key the header names; 401 otherwise. Marks it used (at most once a minute). */
export async function authenticate(ctx: ServiceContext, header: string | undefined): Promise<ServerKey> {
  const token = bearerKey(header);
  if (!token) throw unauthorized();
  const now = ctx.clock();
  const [key] = await ctx.db
    .select({
      id: partnerApiKeys.id,
      organizationId: partnerApiKeys.organizationId,
      lastUsedAt: partnerApiKeys.lastUsedAt,
    })
    .from(partnerApiKeys)
    .where(and(eq(partnerApiKeys.hash, hashOf(token)), isNull(partnerApiKeys.revokedAt)));
  if (!key) throw unauthorized();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= USED_EVERY_MS)
    await ctx.db
      .update(partnerApiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(partnerApiKeys.id, key.id),
          or(isNull(partnerApiKeys.lastUsedAt), lt(partnerApiKeys.lastUsedAt, new Date(now.getTime() - USED_EVERY_MS))),
        ),
      );
  return { id: key.id, organizationId: key.organizationId };
}

/** Why a cursor is refused: it is not one this API gave out. */
const NOT_OURS = 'This cursor is not one this API gave out: start again without it';

/**
 * One page of the key's organisation's live bookings (made on London days `from` to `to`), oldest
 * first by (created_at, id), so every booking appears exactly once across the pages.
 */
export async function bookingsPage(
  ctx: ServiceContext,
  key: ServerKey,
  q: PartnerBookingsQuery,
): Promise<PartnerBookingsPage> {
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, NOT_OURS);
  const filter = { organizationId: key.organizationId, test: false, from: q.from, to: q.to, after, limit: q.limit + 1 };
  const rows = await earningsRows(ctx.db, filter, londonToday(ctx));
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    bookings: page.map(({ id: _id, createdAt: _at, ...b }) => b),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
