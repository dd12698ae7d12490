import { allowsSamples } from '../../deployment';
import type { Env } from '../../env';
import { createDemoGateway } from './demo';
import type { PaymentGateway } from './gateway';
import { withTestCheckout } from './test-bookings';
import fp from 'fastify-plugin';

/**
 * Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the built-in demo checkout, which only a
 * local or demo deployment may have (docs/product-rules.md#deployments).
 */
async function gatewayFromEnv(env: Env): Promise<PaymentGateway> {
  if (env.STRIPE_SECRET_KEY) {
    // Imported only when configured: the SDK is ~35 MB of an idle node that pays through the demo checkout.
    const { createStripeGateway } = await import('./stripe');
    return createStripeGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      apiUrl: env.STRIPE_API_URL,
      timeoutMs: env.STRIPE_TIMEOUT_MS,
      publicUrl: env.PUBLIC_URL,
    });
  }
  // loadEnv already refuses this; an env built by hand must not fall back to free bookings either.
  if (!allowsSamples(env))
    throw new Error('A live deployment needs STRIPE_SECRET_KEY: the demo checkout is for local and demo ones');
  return createDemoGateway(env.PUBLIC_URL);
}

/**
 * Decorates `app.payments` with `gateway` (tests), or the one the env names; either way test bookings
 * pay through the demo checkout beside it (test-bookings.ts).
 */
export const paymentsPlugin = fp(
  async (app, opts: { gateway?: PaymentGateway }) => {
    const main = opts.gateway ?? (await gatewayFromEnv(app.ctx.env));
    app.decorate('payments', withTestCheckout(main, createDemoGateway(app.ctx.env.PUBLIC_URL)));
  },
  { name: 'payments', dependencies: ['context'] },
);
