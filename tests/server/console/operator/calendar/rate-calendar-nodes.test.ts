import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { providers } from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { bookingBody, criteria, newKey } from '../../../support/fixtures';
import { type TestApp, createTestApp } from '../../../support/test-app';

const PARK = 'luton-park-and-fly'; // standard price £8.99
/** Every per-node cache at its production lifetime (docs/decisions/0006-scale-out.md); stats aside. */
const CACHES = { cache: { statsMs: 0 } };

describe('two app instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let cookie = '';
  beforeAll(async () => {
    first = await createTestApp(CACHES);
    second = await createTestApp({ ...CACHES, sharedDatabase: first.db });
    const db = first.db.database.db;
    await seedOrganization(db, 'op-nodes', 'operator');
    await seedUser(db, { id: 'nodes-owner', organizationId: 'op-nodes', role: 'owner' });
    await db.update(providers).set({ organizationId: 'op-nodes' }).where(eq(providers.id, PARK));
    cookie = (await signIn(first.app, 'nodes-owner')).cookie;
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  afterEach(() => vi.useRealTimers());

  const total = async (node: TestApp) => {
    const res = await node.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: criteria({ entryDate: '2026-12-01', exitDate: '2026-12-04' }),
    });
    return res.json().data.quotes.find((q: { provider: { id: string } }) => q.provider.id === PARK)?.total;
  };
  const edit = (change: Record<string, unknown>) =>
    first.app.inject({
      method: 'PUT',
      url: '/api/v1/console/calendar',
      headers: { cookie, origin: 'http://127.0.0.1:4000' },
      payload: { carPark: PARK, from: '2026-12-01', to: '2026-12-03', weekdays: [1, 2, 3, 4, 5, 6, 7], ...change },
    });

  it('a price edited on one node shows in searches on the other within the 5-second cache lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await total(second)).toBe(3 * 899);
    expect((await edit({ pricePerDay: 1500 })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 5_001);
    expect(await total(second)).toBe(3 * 1500);
  });

  it('a close-out on one node refuses bookings on the other at once, whatever its search cache shows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past the caches the first test filled (its clock ran ahead of the real one).
    vi.setSystemTime(Date.now() + 60_000);
    const before = await total(second);
    expect((await edit({ closed: true })).statusCode).toBe(200);
    const res = await second.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({ criteria: { entryDate: '2026-12-01', exitDate: '2026-12-04' }, expectedTotal: before }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('closed on Tue 1 Dec 2026');
    vi.setSystemTime(Date.now() + 5_001);
    expect(await total(second)).toBeUndefined();
  });
});
