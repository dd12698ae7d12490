import type { StaffPasskeyReset } from '@parking/core';
import { AppError, notFound } from '../../../../errors';
import { resetPasskeys, staffMemberById } from '../../../../services/accounts/passkey-reset';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { AdminDeps } from '../../../../services/console/staff-changes';

/**
 * Resets the passkeys of member `memberId` of the admin's own (staff) organisation; 404 for anyone
 * else's membership. An admin's own passkeys are theirs to manage on their account page: resetting them
 * here would sign them out mid-action, so it is refused (409) and another admin does it.
 */
export async function resetMemberPasskeys(
  deps: AdminDeps,
  admin: ConsoleMember,
  memberId: string,
  reason: string,
): Promise<StaffPasskeyReset> {
  const member = await staffMemberById(deps.ctx.db, admin.organizationId, memberId);
  if (!member) throw notFound('Member');
  if (member.userId === admin.userId)
    throw new AppError(409, 'CONFLICT', 'You cannot reset your own passkeys: another staff admin can do it for you');
  const actor = { kind: 'staff' as const, userId: admin.userId, organizationId: admin.organizationId };
  const { ctx, audit, jobs } = deps;
  return resetPasskeys(
    { db: ctx.db, audit, jobs, clock: ctx.clock, publicUrl: ctx.env.PUBLIC_URL },
    member,
    actor,
    reason,
  );
}
