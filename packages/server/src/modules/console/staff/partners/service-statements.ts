import { randomUUID } from 'node:crypto';
import type { Statement } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { organizations, partnerStatementItems, partnerStatements } from '../../../../db/schema/index';
import { AppError, notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit } from '../../../../services/audit/index';
import { earningsRows, londonToday, monthBounds, statementsOf } from '../../../../services/commission';
import type { ServiceContext } from '../../../../services/context';

type Deps = { ctx: ServiceContext; audit: Audit };

/** A partner organisation's id, only when it is one (staff naming anything else get 404). */
async function partnerOrg(ctx: ServiceContext, organizationId: string): Promise<string> {
  const [org] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.kind, 'partner')));
  if (!org) throw notFound('Partner');
  return org.id;
}

/** A partner's statements as staff see them (the same the partner sees). 404 for an unknown partner. */
export async function staffStatements(ctx: ServiceContext, organizationId: string): Promise<Statement[]> {
  return statementsOf(ctx, await partnerOrg(ctx, organizationId));
}

const alreadyPaid = (month: string) => new AppError(409, 'CONFLICT', `The statement for ${month} is already paid`);

/** True for a unique violation, the error a concurrent second payment of the same bookings meets. */
const isUniqueViolation = (err: unknown) =>
  [err, (err as { cause?: unknown }).cause].some((e) => (e as { code?: string } | undefined)?.code === '23505');

/**
 * Marks a month's statement paid: freezes the approved commissions of the live stays that ended that
 * month and are on no statement (one `partner_statement_items` row each, now `paid`) with the audit
 * entry `statement.paid`, in one transaction. 409 when the month is not over yet, is already paid or has nothing
 * approved.
 */
export async function payStatement(
  deps: Deps,
  member: ConsoleMember,
  organizationId: string,
  month: string,
): Promise<Statement> {
  const { ctx, audit } = deps;
  const orgId = await partnerOrg(ctx, organizationId);
  const { first, next } = monthBounds(month);
  const now = ctx.clock();
  // A month is paid once, so it is paid only when every stay in it has ended (none can be left off).
  if (londonToday(ctx) < next)
    throw new AppError(
      409,
      'CONFLICT',
      `Stays in ${month} have not all ended yet: its statement can be paid from ${next}`,
    );
  try {
    await ctx.db.transaction(async (tx) => {
      const [paid] = await tx
        .select({ id: partnerStatements.id })
        .from(partnerStatements)
        .where(and(eq(partnerStatements.organizationId, orgId), eq(partnerStatements.month, month)));
      if (paid) throw alreadyPaid(month);
      const filter = { organizationId: orgId, test: false, exitFrom: first, exitBefore: next, unpaid: true };
      const lines = (await earningsRows(tx, filter, londonToday(ctx))).filter(
        (r) => r.commission.status === 'approved' && r.commission.amount > 0,
      );
      if (lines.length === 0) throw new AppError(409, 'CONFLICT', `Nothing is approved to pay for ${month}`);
      const id = randomUUID();
      const totalPence = lines.reduce((sum, r) => sum + r.commission.amount, 0);
      await tx
        .insert(partnerStatements)
        .values({ id, organizationId: orgId, month, totalPence, paidAt: now, paidBy: member.userId });
      await tx
        .insert(partnerStatementItems)
        .values(lines.map((r) => ({ bookingId: r.id, statementId: id, amountPence: r.commission.amount })));
      await audit.record(
        {
          actor: { kind: 'staff', userId: member.userId, organizationId: member.organizationId },
          organizationId: orgId,
          action: 'statement.paid',
          target: { type: 'statement', id },
          fields: { month: { before: null, after: month }, totalPence: { before: null, after: totalPence } },
        },
        tx,
      );
    });
  } catch (err) {
    // Two staff paying at once: the second meets the first's lines and is told it is paid.
    if (isUniqueViolation(err)) throw alreadyPaid(month);
    throw err;
  }
  const statements = await statementsOf(ctx, orgId);
  return statements.find((s) => s.month === month)!;
}
