import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { partners } from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { bookingBody, criteria, newKey } from '../../../support/fixtures';
import { type TestApp, createTestApp } from '../../../support/test-app';

/** Every per-node cache at its production lifetime (the partner keys' 5 s among them); stats aside. */
const CACHES = { cache: { statsMs: 0 } };
const KEY = 'pk_live_nodes';
const ORIGIN = 'https://blog.example';

describe('a key revoked on one node, two app instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let cookie = '';
  beforeAll(async () => {
    first = await createTestApp(CACHES);
    second = await createTestApp({ ...CACHES, sharedDatabase: first.db });
    const db = first.db.database.db;
    await seedOrganization(db, 'p-nodes', 'partner');
    await seedUser(db, { id: 'nodes-partner', organizationId: 'p-nodes', role: 'owner' });
    await db.insert(partners).values({
      id: 'wk_nodes',
      key: KEY,
      name: 'Nodes',
      mode: 'live',
      allowedOrigins: [ORIGIN],
      organizationId: 'p-nodes',
    });
    cookie = (await signIn(first.app, 'nodes-partner')).cookie;
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  afterEach(() => vi.useRealTimers());

  const headers = { origin: ORIGIN, 'x-partner-key': KEY };
  const searchOn = (node: TestApp) =>
    node.app.inject({ method: 'POST', url: '/api/v1/search/packages', headers, payload: criteria() });
  const bookOn = async (node: TestApp) => {
    const quotes = (await searchOn(node)).json().data.quotes as { provider: { id: string }; total: number }[];
    const total = quotes.find((q) => q.provider.id === 'luton-park-and-fly')!.total;
    return node.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { ...headers, 'idempotency-key': newKey() },
      payload: bookingBody({ expectedTotal: total }),
    });
  };

  it('refuses bookings on the other node at once, and its CORS within the key cache’s 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The second node books through the key, and so holds it in its cache.
    expect((await bookOn(second)).statusCode).toBe(201);
    expect((await searchOn(second)).headers['access-control-allow-origin']).toBe(ORIGIN);

    const revoked = await first.app.inject({
      method: 'POST',
      url: '/api/v1/console/partner/keys/wk_nodes/revoke',
      headers: { cookie, origin: 'http://127.0.0.1:4000' },
    });
    expect(revoked.statusCode).toBe(200);
    // The node that revoked forgets it at once.
    expect((await searchOn(first)).headers['access-control-allow-origin']).toBeUndefined();

    // The second node's cache still lists the key, yet the booking reads the key's row.
    expect((await searchOn(second)).headers['access-control-allow-origin']).toBe(ORIGIN);
    const booking = await bookOn(second);
    expect(booking.statusCode).toBe(403);
    expect(booking.json().error.message).toBe('This partner key has been revoked');

    vi.setSystemTime(Date.now() + 5_001);
    expect((await searchOn(second)).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a test key issued at sign-up, two app instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(CACHES);
    second = await createTestApp({ ...CACHES, sharedDatabase: first.db });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  afterEach(() => vi.useRealTimers());

  const LOCAL = 'http://localhost:5173';
  const searchWith = (node: TestApp, key: string) =>
    node.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      headers: { origin: LOCAL, 'x-partner-key': key },
      payload: criteria(),
    });

  it('works at once on the node that issued it; the other node follows within the key cache’s 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Both nodes have read the keys already (a request naming a key loads them), so both hold a list without it.
    for (const node of [first, second])
      expect((await searchWith(node, 'pk_test_none')).headers['access-control-allow-origin']).toBeUndefined();
    const signUp = await first.app.inject({
      method: 'POST',
      url: '/api/v1/partners/sign-up',
      headers: { origin: 'http://127.0.0.1:4000' },
      payload: {
        organisationName: 'Nodes Blog',
        website: 'https://nodes.example',
        name: 'Nia Node',
        email: 'nia@nodes.example',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const key = signUp.json().data.testKey as string;

    expect((await searchWith(first, key)).headers['access-control-allow-origin']).toBe(LOCAL);
    expect((await searchWith(second, key)).headers['access-control-allow-origin']).toBeUndefined();
    vi.setSystemTime(Date.now() + 5_001);
    expect((await searchWith(second, key)).headers['access-control-allow-origin']).toBe(LOCAL);
  });
});
