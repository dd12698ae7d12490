import { ApiErrorSchema } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from './support/console';
import { handoverCounts, multipartForm, photo, seedBooking } from './support/handovers';
import { type TestApp, createTestApp } from './support/test-app';

// What the fuzz suite (tests/server/fuzz/) found beyond the known classes, each as a deterministic repro.

const PARK = 'luton-park-and-fly';
let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedOrganization(db, 'op-finds', 'operator');
  await seedUser(db, { id: 'finds-owner', organizationId: 'op-finds', role: 'owner' });
  await db.update(providers).set({ organizationId: 'op-finds' }).where(eq(providers.id, PARK));
  await seedBooking(db, 'PK-FINDS1', PARK, new Date('2026-11-20T10:00:00Z'));
  t.clock.set('2026-12-01T07:00:00Z');
  cookie = (await signIn(t.app, 'finds-owner')).cookie;
}, 60_000);
afterAll(async () => t?.close());

/** Posts a multipart form as the operator's owner, from the console's own origin. */
async function postForm(url: string, fields: Record<string, string>) {
  const form = multipartForm(fields, [{ data: await photo() }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, cookie, origin: 'http://127.0.0.1:4000' },
    payload: form.payload,
  });
}

describe("a multipart form's text fields follow the input guard's rule (the guard runs before they are read)", () => {
  it('a NUL in a listing photo’s alt text: 400 naming alt, not a 500, nothing stored', async () => {
    const res = await postForm(`/api/v1/console/car-parks/${PARK}/photos`, { alt: 'The gate\u0000' });
    expect(res.statusCode, res.body).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { alt: 'Must not contain a null character' },
    });
    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/console/car-parks/${PARK}`,
      headers: { cookie },
    });
    expect(listing.json().photos).toEqual([]);
  });

  it("a NUL in a handover's notes: 400 naming notes, not a 500, nothing stored", async () => {
    const before = await handoverCounts(t.db.database.db);
    const res = await postForm('/api/v1/console/bookings/PK-FINDS1/handovers', {
      kind: 'check-in',
      registration: 'AB12 CDE',
      notes: 'Scratch\u0000',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.fields).toEqual({ notes: 'Must not contain a null character' });
    expect(await handoverCounts(t.db.database.db)).toEqual(before);
  });
});
