/**
 * What kind of deployment a server is, from two settings (docs/product-rules.md#deployments):
 * - `local`: PUBLIC_URL on this machine and no DEPLOYMENT; everything works with no settings.
 * - `demo`: DEPLOYMENT=demo; the demo checkout, the file outbox and sample reviews are allowed, and
 *   every page and email says it is a demo.
 * - `live`: anywhere else; real payments, real email and signed links are required, and nothing
 *   pretend (demo checkout, outbox, sample reviews) is ever created.
 */
export type DeploymentKind = 'local' | 'demo' | 'live';

/** The settings the deployment rules read (a subset of `Env`, so tests can pass only these). */
export type DeploymentSettings = {
  PUBLIC_URL: string;
  DEPLOYMENT?: 'demo' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  SMTP_URL?: string | undefined;
  LINK_SECRET?: string | undefined;
  AUTH_SECRET?: string | undefined;
};

/** The host names that mean "this machine": localhost, its loopback addresses and `*.localhost`. */
export function isLocalhost(env: Pick<DeploymentSettings, 'PUBLIC_URL'>): boolean {
  const host = new URL(env.PUBLIC_URL).hostname.toLowerCase();
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

/** `demo` when DEPLOYMENT says so, else `local` on localhost, else `live`. */
export function deploymentKind(env: Pick<DeploymentSettings, 'PUBLIC_URL' | 'DEPLOYMENT'>): DeploymentKind {
  if (env.DEPLOYMENT === 'demo') return 'demo';
  return isLocalhost(env) ? 'local' : 'live';
}

/** Whether pretend things (demo checkout, file outbox, sample reviews) may exist: never on a live one. */
export const allowsSamples = (env: Pick<DeploymentSettings, 'PUBLIC_URL' | 'DEPLOYMENT'>): boolean =>
  deploymentKind(env) !== 'live';

/** Whether pages and emails must say "demo". */
export const isDemo = (env: Pick<DeploymentSettings, 'DEPLOYMENT'>): boolean => env.DEPLOYMENT === 'demo';

const LIVE_HINT = 'required outside localhost (or set DEPLOYMENT=demo for a demo deployment)';

/**
 * The settings a deployment lacks, one `{ name, message }` per setting: outside localhost a live
 * deployment needs Stripe (its webhook secret is checked with it), SMTP, LINK_SECRET and AUTH_SECRET, and a
 * demo one the two secrets (a key kept in the database could be read from any backup).
 */
export function missingSettings(env: DeploymentSettings): { name: string; message: string }[] {
  if (isLocalhost(env)) return [];
  const secrets = (['LINK_SECRET', 'AUTH_SECRET'] as const).filter((name) => !env[name]);
  if (env.DEPLOYMENT === 'demo')
    return secrets.map((name) => ({ name, message: 'required outside localhost, a demo deployment too' }));
  const missing: { name: string; message: string }[] = [];
  // With only the webhook secret set, the Stripe pair rule already names STRIPE_SECRET_KEY.
  if (!env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    missing.push({ name: 'STRIPE_SECRET_KEY', message: `${LIVE_HINT}; set STRIPE_WEBHOOK_SECRET with it` });
  if (!env.SMTP_URL) missing.push({ name: 'SMTP_URL', message: LIVE_HINT });
  // A demo needs them too, so the demo hint would mislead here.
  for (const name of secrets) missing.push({ name, message: 'required outside localhost (32+ characters)' });
  return missing;
}
