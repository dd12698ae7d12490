import type { Env } from '../../env';
import { createDemoGateway } from './demo';
import type { PaymentGateway } from './gateway';
import { createStripeGateway } from './stripe';

/** Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the built-in demo checkout. */
export function gatewayFromEnv(env: Env): PaymentGateway {
  if (!env.STRIPE_SECRET_KEY) return createDemoGateway(env.PUBLIC_URL);
  return createStripeGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    apiUrl: env.STRIPE_API_URL,
    publicUrl: env.PUBLIC_URL,
  });
}
