import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Audit } from '../../services/audit/index';
import type { Db } from '../client';
import { organizationMembers, organizations, users } from '../schema/index';
import { STAFF_ORG, hasStaffAdmin } from './accounts';

/** The address `npm run create-admin` is given, trimmed and lower-cased as sign-in compares it. */
export const AdminEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'is not an email address' }));

/** What creating the first admin did. */
export type CreateAdminResult = { created: true; userId: string } | { created: false; reason: 'admin-exists' };

/**
 * Makes `email` the first admin of our staff organisation (created if missing); refuses when any staff
 * admin exists, since later ones are invited from the console by an admin. An existing user with that
 * address keeps their account and gains the membership. Recorded in the audit log as the system's
 * `create-admin` job, in the same transaction.
 */
export async function createFirstAdmin(
  db: Db,
  audit: Audit,
  email: string,
  now = new Date(),
): Promise<CreateAdminResult> {
  return db.transaction(async (tx) => {
    if (await hasStaffAdmin(tx)) return { created: false, reason: 'admin-exists' as const };
    await tx
      .insert(organizations)
      .values({ ...STAFF_ORG, createdAt: now })
      .onConflictDoNothing();
    await tx
      .insert(users)
      .values({
        id: randomUUID(),
        name: email.split('@')[0]!,
        email,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = user!.id;
    // A support member promoted: the one membership per organisation and user becomes admin.
    await tx
      .insert(organizationMembers)
      .values({ id: randomUUID(), organizationId: STAFF_ORG.id, userId, role: 'admin', createdAt: now })
      .onConflictDoUpdate({
        target: [organizationMembers.organizationId, organizationMembers.userId],
        set: { role: 'admin' },
      });
    await audit.record(
      {
        actor: { kind: 'system', job: 'create-admin' },
        organizationId: STAFF_ORG.id,
        action: 'admin.created',
        target: { type: 'user', id: userId },
        fields: { email: { before: null, after: email, personal: true }, role: { before: null, after: 'admin' } },
      },
      tx,
    );
    return { created: true, userId };
  });
}
