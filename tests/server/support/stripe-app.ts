import Stripe from 'stripe';
import { startFakeStripe } from './fake-stripe';
import { type TestApp, createTestApp } from './test-app';

/** The secret key the app sends to the fake Stripe, and the secret its webhook verifies events with. */
export const STRIPE_KEY = 'sk_test_123';
export const WEBHOOK_SECRET = 'whsec_test_secret';

// Only signs test events (the SDK's own helper); it never calls Stripe.
const signer = new Stripe('sk_test_signer');

/** A test app that takes payments through a local fake Stripe. */
export type StripeTestApp = {
  t: TestApp;
  fake: Awaited<ReturnType<typeof startFakeStripe>>;
  close: () => Promise<void>;
};

/** Starts the fake Stripe and an app pointed at it with both Stripe settings (and `env`, e.g. a short timeout). */
export async function startStripeApp(env: Record<string, string> = {}): Promise<StripeTestApp> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    envOverrides: {
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      ...env,
    },
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** A Checkout Session event as Stripe sends it (`id`, `client_reference_id`, …); paid unless `session` says otherwise. */
export function sessionEvent(id: string, type: string, session: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', payment_status: 'paid', ...session } },
  });
}

/** A `Stripe-Signature` header for `payload` (another secret or an old timestamp for the refusals). */
export function signature(payload: string, secret = WEBHOOK_SECRET, timestamp?: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

/** Posts `payload` to the webhook with `header` as its signature, by default a valid one. */
export function deliverEvent(t: TestApp, payload: string, header = signature(payload)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}
