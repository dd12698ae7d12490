import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../packages/server/src/db/client';
import { organizationMembers, organizations, users } from '../../../packages/server/src/db/schema/index';

/** Seeds a user who is a member of a new organisation, as the seed and invitations will. */
export async function seedMember(
  db: Db,
  o: { email: string; org: string; kind: 'operator' | 'partner' | 'staff'; role: string },
): Promise<{ userId: string; organizationId: string }> {
  const now = new Date();
  const userId = `u-${o.org}`;
  const organizationId = `o-${o.org}`;
  await db
    .insert(users)
    .values({ id: userId, name: o.org, email: o.email, emailVerified: true, createdAt: now, updatedAt: now });
  await db.insert(organizations).values({ id: organizationId, name: o.org, slug: o.org, kind: o.kind, createdAt: now });
  await db
    .insert(organizationMembers)
    .values({ id: `m-${o.org}`, organizationId, userId, role: o.role, createdAt: now });
  return { userId, organizationId };
}

/** The `.eml` files in the outbox folder. */
export const outboxFiles = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

/** The sign-in link in an outbox message (its text part, quoted-printable decoded). */
export function linkIn(dir: string, file: string): string {
  const raw = readFileSync(join(dir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const match = /Sign in: (\S+)/.exec(raw);
  if (!match) throw new Error(`no sign-in link in ${file}`);
  return match[1]!;
}

/** Requests a sign-in link from the page's own origin. */
export const requestLink = (app: FastifyInstance, email: string, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in/magic-link',
    headers: { origin, 'content-type': 'application/json' },
    payload: { email, callbackURL: '/console' },
  });

/** The `name=value` of a Set-Cookie header, to send back. */
export const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;
