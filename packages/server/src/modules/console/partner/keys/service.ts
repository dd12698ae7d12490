import { randomBytes } from 'node:crypto';
import {
  type CreateWidgetKey,
  type RefusalList,
  type UpdateWidgetKey,
  type WidgetKey,
  type WidgetKeyList,
  parseOriginList,
} from '@parking/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { partnerAccounts, partnerRefusals, partners } from '../../../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit, AuditField } from '../../../../services/audit/index';
import type { Tx } from '../../../../services/availability';
import type { ServiceContext } from '../../../../services/context';

/** What a key change needs besides the database: the audit log's writer. */
export type KeyDeps = { ctx: ServiceContext; audit: Audit };

type Row = typeof partners.$inferSelect;

/** `pk_test_`/`pk_live_` and 24 url-safe random characters (18 bytes). */
const newKeyString = (mode: WidgetKey['mode']) => `pk_${mode}_${randomBytes(18).toString('base64url')}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The wire shape; the grace is shown only while it runs (the old string is never sent back). */
function toWire(row: Row, now: Date): WidgetKey {
  const grace = row.active && row.previousKeyUntil && row.previousKeyUntil > now ? row.previousKeyUntil : null;
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    mode: row.mode,
    allowedOrigins: row.allowedOrigins,
    createdAt: row.createdAt.toISOString(),
    previousKeyUntil: iso(grace),
    revokedAt: iso(row.revokedAt),
    active: row.active,
    suspendedAt: iso(row.suspendedAt),
  };
}

/** The key only when the member's organisation owns it; another organisation's reads as missing (404). */
async function ownKey(db: Db | Tx, member: ConsoleMember, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), eq(partners.organizationId, member.organizationId)))
    .for('update');
  if (!row) throw notFound('Widget key');
  return row;
}

const revoked = () => new AppError(409, 'CONFLICT', 'This key has been revoked: make a new key instead');

async function liveApproved(db: Db | Tx, organizationId: string): Promise<boolean> {
  const [account] = await db
    .select({ at: partnerAccounts.liveApprovedAt })
    .from(partnerAccounts)
    .where(eq(partnerAccounts.organizationId, organizationId));
  return Boolean(account?.at);
}

/** One audit entry for a key, in the change's own transaction. */
function audit(
  deps: KeyDeps,
  tx: Tx,
  member: ConsoleMember,
  action: string,
  id: string,
  fields: Record<string, AuditField>,
) {
  return deps.audit.record(
    {
      actor: { kind: 'member', userId: member.userId, organizationId: member.organizationId },
      organizationId: member.organizationId,
      action,
      target: { type: 'widget-key', id },
      fields,
    },
    tx,
  );
}

/** The organisation's keys, newest first (revoked ones too), and whether our team approved live keys. */
export async function listKeys(ctx: ServiceContext, member: ConsoleMember): Promise<WidgetKeyList> {
  const rows = await ctx.db
    .select()
    .from(partners)
    .where(eq(partners.organizationId, member.organizationId))
    .orderBy(desc(partners.createdAt), partners.id);
  const now = ctx.clock();
  return { keys: rows.map((r) => toWire(r, now)), liveApproved: await liveApproved(ctx.db, member.organizationId) };
}

/**
 * A new key. Live keys need `partner_accounts.live_approved_at` (409 LIVE_NOT_APPROVED otherwise). It
 * works on no site until origins are added, except that a test key starts with `http://localhost:*`.
 */
export async function createKey(deps: KeyDeps, member: ConsoleMember, body: CreateWidgetKey): Promise<WidgetKey> {
  return deps.ctx.db.transaction(async (tx) => {
    if (body.mode === 'live' && !(await liveApproved(tx, member.organizationId)))
      throw new AppError(
        409,
        'LIVE_NOT_APPROVED',
        'Live keys need our team’s approval first: use a test key until we have approved your account',
      );
    const now = deps.ctx.clock();
    const values = {
      id: `wk_${randomBytes(12).toString('hex')}`,
      key: newKeyString(body.mode),
      name: body.name,
      mode: body.mode,
      allowedOrigins: body.mode === 'test' ? ['http://localhost:*'] : [],
      organizationId: member.organizationId,
      createdAt: now,
    };
    const [row] = await tx.insert(partners).values(values).returning();
    await audit(deps, tx, member, 'widget-key.created', values.id, {
      name: { before: null, after: values.name },
      mode: { before: null, after: values.mode },
      allowedOrigins: { before: null, after: values.allowedOrigins },
    });
    return toWire(row!, now);
  });
}

/** The 400 for refused origins: each entry named with its reason, in the message and per field. */
function originsRefused(problems: ReturnType<typeof parseOriginList>['problems']): AppError {
  const fields = Object.fromEntries(problems.map((p) => [`allowedOrigins.${p.index}`, p.reason]));
  const list = problems.map((p) => `“${p.input.trim()}”: ${p.reason}`).join('; ');
  return validationFailed(fields, `These addresses cannot be used: ${list}`);
}

/** Renames the key and/or replaces its origins (each checked with core's rules for the key's mode). */
export async function updateKey(
  deps: KeyDeps,
  member: ConsoleMember,
  id: string,
  body: UpdateWidgetKey,
): Promise<WidgetKey> {
  return deps.ctx.db.transaction(async (tx) => {
    const row = await ownKey(tx, member, id);
    if (!row.active) throw revoked();
    const read = body.allowedOrigins && parseOriginList(body.allowedOrigins, row.mode);
    if (read && read.problems.length > 0) throw originsRefused(read.problems);
    const change = { name: body.name ?? row.name, allowedOrigins: read ? read.values : row.allowedOrigins };
    const fields = {
      name: { before: row.name, after: change.name },
      allowedOrigins: { before: row.allowedOrigins, after: change.allowedOrigins },
    };
    const [updated] = await tx.update(partners).set(change).where(eq(partners.id, row.id)).returning();
    if (JSON.stringify(change) !== JSON.stringify({ name: row.name, allowedOrigins: row.allowedOrigins }))
      await audit(deps, tx, member, 'widget-key.changed', row.id, fields);
    return toWire(updated!, deps.ctx.clock());
  });
}

/**
 * A new key string; the old one keeps working for `graceHours` (none: it stops at once). A key
 * rotated again during a grace drops the string before it at once: only the last one is kept.
 */
export async function rotateKey(deps: KeyDeps, member: ConsoleMember, id: string, graceHours: number) {
  return deps.ctx.db.transaction(async (tx) => {
    const row = await ownKey(tx, member, id);
    if (!row.active) throw revoked();
    const now = deps.ctx.clock();
    const until = graceHours > 0 ? new Date(now.getTime() + graceHours * 3_600_000) : null;
    const change = { key: newKeyString(row.mode), previousKey: until ? row.key : null, previousKeyUntil: until };
    const [updated] = await tx.update(partners).set(change).where(eq(partners.id, row.id)).returning();
    await audit(deps, tx, member, 'widget-key.rotated', row.id, {
      key: { before: row.key, after: change.key },
      previousKeyUntil: { before: iso(row.previousKeyUntil), after: iso(until) },
    });
    return toWire(updated!, now);
  });
}

/** Switches the key off for good, its previous string too; bookings through it keep their attribution. */
export async function revokeKey(deps: KeyDeps, member: ConsoleMember, id: string): Promise<WidgetKey> {
  return deps.ctx.db.transaction(async (tx) => {
    const row = await ownKey(tx, member, id);
    const now = deps.ctx.clock();
    if (!row.active) return toWire(row, now);
    const change = { active: false, revokedAt: now, previousKeyUntil: row.previousKeyUntil && now };
    const [updated] = await tx.update(partners).set(change).where(eq(partners.id, row.id)).returning();
    await audit(deps, tx, member, 'widget-key.revoked', row.id, { active: { before: true, after: false } });
    return toWire(updated!, now);
  });
}

/** Origins refused for the organisation's keys, most recent first (at most 200). */
export async function listRefusals(ctx: ServiceContext, member: ConsoleMember): Promise<RefusalList> {
  const rows = await ctx.db
    .select({
      keyId: partnerRefusals.keyId,
      keyName: partners.name,
      origin: partnerRefusals.origin,
      count: partnerRefusals.count,
      firstSeen: partnerRefusals.firstSeen,
      lastSeen: partnerRefusals.lastSeen,
    })
    .from(partnerRefusals)
    .innerJoin(partners, eq(partners.id, partnerRefusals.keyId))
    .where(eq(partners.organizationId, member.organizationId))
    .orderBy(desc(partnerRefusals.lastSeen))
    .limit(200);
  return {
    refusals: rows.map((r) => ({ ...r, firstSeen: r.firstSeen.toISOString(), lastSeen: r.lastSeen.toISOString() })),
  };
}
