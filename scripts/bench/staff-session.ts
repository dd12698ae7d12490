import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../packages/server/src/db/client';
import { STAFF_ORG } from '../../packages/server/src/db/seed/accounts';

/** The session cookie better-auth reads on http (PUBLIC_URL on localhost: no `__Secure-` prefix). */
const COOKIE = 'better-auth.session_token';

/**
 * A staff admin with a passkey, signed in, for the benchmark: the rows a magic link and a passkey ceremony
 * would leave (user, admin membership of our staff organisation, a passkey row, a session opened by that
 * passkey just now, active in that organisation and seen just now), written directly, since the bench server is another process and no
 * browser is at hand. The cookie is signed as better-auth signs it (HMAC-SHA256 of the token with the
 * server's AUTH_SECRET, base64), so `secret` must be the AUTH_SECRET the server is started with.
 * Returns the Cookie header.
 */
export async function signInStaffAdmin(db: Db['$client'], secret: string): Promise<string> {
  const now = new Date();
  const userId = `bench-admin-${randomUUID()}`;
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO organizations (id, name, slug, kind, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [STAFF_ORG.id, STAFF_ORG.name, STAFF_ORG.slug, STAFF_ORG.kind, now],
  );
  await db.query(
    `INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES ($1, 'Bench admin', $2, true, $3, $3)`,
    [userId, `${userId}@bench.parkcompare.invalid`, now],
  );
  await db.query(
    `INSERT INTO organization_members (id, organization_id, user_id, role, created_at) VALUES ($1, $2, $3, 'admin', $4)`,
    [randomUUID(), STAFF_ORG.id, userId, now],
  );
  await db.query(
    `INSERT INTO passkeys (id, name, public_key, user_id, credential_id, counter, device_type, backed_up, created_at)
     VALUES ($1, 'Bench key', 'bench-public-key', $2, $3, 0, 'singleDevice', false, $4)`,
    [randomUUID(), userId, randomUUID(), now],
  );
  await db.query(
    `INSERT INTO auth_sessions (id, token, user_id, expires_at, active_organization_id, last_seen_at,
       opened_by, passkey_verified_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'passkey', $6, $6, $6)`,
    [randomUUID(), token, userId, new Date(now.getTime() + 86_400_000), STAFF_ORG.id, now],
  );
  const signed = `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
  return `${COOKIE}=${encodeURIComponent(signed)}`;
}
