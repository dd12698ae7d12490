import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiKey, CreatedApiKey } from '@parking/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { partnerApiKeys } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit } from '../../../../services/audit/index';
import type { ServiceContext } from '../../../../services/context';

type Deps = { ctx: ServiceContext; audit: Audit };

/** The stored form of a server key: its SHA-256, hex (the reporting API looks keys up by it). */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new server key: `psk_` and 32 URL-safe characters (24 random bytes, 192 bits). */
const newSecret = () => `psk_${randomBytes(24).toString('base64url')}`;

/** How many characters of the secret are kept to tell keys apart. */
const PREFIX_LENGTH = 8;

type Row = typeof partnerApiKeys.$inferSelect;
const toApiKey = (r: Row): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** The organisation's server keys, newest first (revoked ones too, marked). */
export async function listKeys(ctx: ServiceContext, member: ConsoleMember): Promise<ApiKey[]> {
  const rows = await ctx.db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.organizationId, member.organizationId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
  return rows.map(toApiKey);
}

/** Creates a key and answers its secret, the only time it is ever shown; only the hash is stored. Audited. */
export async function createKey({ ctx, audit }: Deps, member: ConsoleMember, name: string): Promise<CreatedApiKey> {
  const secret = newSecret();
  const row: Row = {
    id: randomUUID(),
    organizationId: member.organizationId,
    name,
    prefix: secret.slice(0, PREFIX_LENGTH),
    hash: hashOf(secret),
    createdAt: ctx.clock(),
    createdBy: member.userId,
    lastUsedAt: null,
    revokedAt: null,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(partnerApiKeys).values(row);
    await audit.record(
      {
        actor: { kind: 'member', userId: member.userId, organizationId: member.organizationId },
        organizationId: member.organizationId,
        action: 'api-key.created',
        target: { type: 'api-key', id: row.id },
        fields: { name: { before: null, after: name }, prefix: { before: null, after: row.prefix } },
      },
      tx,
    );
  });
  return { key: toApiKey(row), secret };
}

/** Revokes one of the organisation's keys at once (404 for another's; revoking twice changes nothing). Audited. */
export async function revokeKey({ ctx, audit }: Deps, member: ConsoleMember, id: string): Promise<ApiKey> {
  const own = and(eq(partnerApiKeys.id, id), eq(partnerApiKeys.organizationId, member.organizationId));
  return ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(partnerApiKeys)
      .set({ revokedAt: ctx.clock() })
      .where(and(own, isNull(partnerApiKeys.revokedAt)))
      .returning();
    if (done)
      await audit.record(
        {
          actor: { kind: 'member', userId: member.userId, organizationId: member.organizationId },
          organizationId: member.organizationId,
          action: 'api-key.revoked',
          target: { type: 'api-key', id },
          fields: { revoked: { before: false, after: true } },
        },
        tx,
      );
    const [row] = done ? [done] : await tx.select().from(partnerApiKeys).where(own);
    if (!row) throw notFound('Key');
    return toApiKey(row);
  });
}
