import { eq } from 'drizzle-orm';
import type { ServerResponse } from 'node:http';
import {
  operatorDeliveries,
  operatorEvents,
  providerWebhooks,
  providers,
} from '../../../packages/server/src/db/schema/index';
import type { BuildAppOptions } from '../../../packages/server/src/app';
import { seedOrganization, seedUser } from './console';
import { type TestApp, createTestApp } from './test-app';
import { type Received, selfSignedCert, startReceiver } from './webhook-receiver';

/** How the test receiver answers the n-th request it gets (default: 200). */
type Responder = (req: Received, res: ServerResponse, n: number) => unknown;

/** Test host names, resolved without the network: the receiver on 127.0.0.1, and one that turned private. */
const HOSTS: Record<string, string> = { 'receiver.test': '127.0.0.1', 'rebind.test': '10.0.0.7' };

/**
 * The app with an https webhook receiver (its own certificate, trusted as `ca`), `receiver.test` allowed
 * as a private test receiver, and an operator organisation `op-notify` (owner `notify-owner`) running
 * `carPark`. `respond.current` can be swapped by a test. `options` may bring a mailer or the app's logger.
 */
export async function operatorNotifyApp(carPark: string, options: Pick<BuildAppOptions, 'mailer' | 'logger'> = {}) {
  const tls = selfSignedCert();
  const respond: { current: Responder } = { current: (_r, res) => res.end('ok') };
  const receiver = await startReceiver(tls, (r, res, n) => respond.current(r, res, n));
  const t: TestApp = await createTestApp({
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    webhookHooks: {
      resolve: async (host) => {
        if (!HOSTS[host]) throw new Error('ENOTFOUND');
        return [{ address: HOSTS[host], family: 4 }];
      },
      allow: [`receiver.test:${receiver.port}`],
      ca: tls.cert,
    },
  });
  const db = t.db.database.db;
  await seedOrganization(db, 'op-notify', 'operator');
  await seedUser(db, { id: 'notify-owner', organizationId: 'op-notify', role: 'owner' });
  await db.update(providers).set({ organizationId: 'op-notify' }).where(eq(providers.id, carPark));
  const hookUrl = (host = 'receiver.test') => `https://${host}:${receiver.port}/hooks`;
  return {
    t,
    receiver,
    respond,
    hookUrl,
    /** Sets a car park's webhook directly (as if saved earlier). */
    setWebhook: (providerId: string, url: string, secret: string) =>
      db.insert(providerWebhooks).values({ providerId, url, secret, createdAt: new Date() }),
    eventsOf: (bookingId: string) => db.select().from(operatorEvents).where(eq(operatorEvents.bookingId, bookingId)),
    deliveriesOf: (eventId: string) =>
      db
        .select()
        .from(operatorDeliveries)
        .where(eq(operatorDeliveries.eventId, eventId))
        .orderBy(operatorDeliveries.attempt),
    close: async () => {
      await t.close();
      await receiver.close();
    },
  };
}
