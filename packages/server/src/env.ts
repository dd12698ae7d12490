import { isIP } from 'node:net';
import { BRAND_NAME, DEFAULT_SUPPORT } from '@parking/core';
import { z } from 'zod';
import { deploymentKind, missingSettings } from './deployment';
import { IDEMPOTENCY_POINTS } from './services/idempotency-points';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const isAbsoluteHttpUrl = (v: string) =>
  URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && new URL(v).host !== '';

/** An absolute http(s) URL: it is put in emails and payment redirects, so a relative or odd one breaks them. */
const httpUrl = (name: string) =>
  z.string().trim().refine(isAbsoluteHttpUrl, `${name} must be an absolute http(s) URL such as http://localhost:3000`);

const perMinute = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of requests per minute` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .default(fallback);

/** A whole number of `unit` from `range.min` (and up to `range.max`), with one message naming the setting. */
function wholeNumber(name: string, unit: string, range: { min: number; max?: number }, fallback: number) {
  const message = `${name} must be a whole number of ${unit}, ${range.max === undefined ? `at least ${range.min}` : `${range.min}-${range.max}`}`;
  const atLeast = z.coerce.number({ error: message }).int(message).min(range.min, message);
  return (range.max === undefined ? atLeast : atLeast.max(range.max, message)).default(fallback);
}

/** Comma-separated proxy addresses (IP or CIDR); never `true`, which would let clients forge their IP. */
const proxyList = z
  .string()
  .trim()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  )
  .refine(
    (list) => list.every((a) => isIP(a.split('/')[0] ?? '') !== 0),
    'TRUST_PROXY must be comma-separated IP addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
  );

/** The server's configuration, read from environment variables at boot. */
const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int()
      .min(0)
      .max(65535, 'PORT must be 0-65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PUBLIC_URL: httpUrl('PUBLIC_URL')
      .default('http://localhost:3000')
      .transform((v) => v.replace(/\/+$/, '')),
    DATABASE_URL: optionalText.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must start with postgres://',
    ),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    OUTBOX_DIR: z.string().trim().min(1).default('./outbox'),
    STRIPE_SECRET_KEY: optionalText.refine(
      (v) => v === undefined || /^(sk|rk)_/.test(v),
      'STRIPE_SECRET_KEY must start with sk_ or rk_',
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.refine(
      (v) => v === undefined || v.startsWith('whsec_'),
      'STRIPE_WEBHOOK_SECRET must start with whsec_',
    ),
    STRIPE_API_URL: optionalText.refine((v) => v === undefined || URL.canParse(v), 'STRIPE_API_URL must be a URL'),
    /**
     * How long one request to Stripe may take before it is given up (the SDK's own default is 80 s): a
     * refund left pending by a timeout is asked again by its job under the same key, so it is made once.
     */
    STRIPE_TIMEOUT_MS: wholeNumber('STRIPE_TIMEOUT_MS', 'milliseconds', { min: 1_000, max: 120_000 }, 20_000),
    SMTP_URL: optionalText.refine(
      (v) => v === undefined || /^smtps?:\/\//.test(v),
      'SMTP_URL must start with smtp:// or smtps://',
    ),
    MAIL_FROM: z.string().trim().min(1).default(`${BRAND_NAME} <bookings@parkcompare.example>`),
    TRUST_PROXY: proxyList,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SUPPORT_EMAIL: z.string().trim().default(DEFAULT_SUPPORT.email),
    SUPPORT_PHONE: z.string().trim().default(DEFAULT_SUPPORT.phone),
    SUPPORT_ADDRESS: z.string().trim().default(DEFAULT_SUPPORT.address),
    SUPPORT_HOURS: z.string().trim().default(DEFAULT_SUPPORT.hours),
    /** Signs the links in emails; required outside localhost (a key kept in the database is in every backup). */
    LINK_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      'LINK_SECRET must be at least 32 characters',
    ),
    /** Signs session cookies (better-auth); required outside localhost, where a key kept in the database is the fallback. */
    AUTH_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      'AUTH_SECRET must be at least 32 characters',
    ),
    REDIS_URL: optionalText.refine(
      (v) => v === undefined || /^rediss?:\/\//.test(v),
      'REDIS_URL must start with redis:// or rediss://',
    ),
    RATE_LIMIT_BOOKINGS: perMinute('RATE_LIMIT_BOOKINGS', 20),
    RATE_LIMIT_SEARCH: perMinute('RATE_LIMIT_SEARCH', 300),
    /** Bearer token for `/metrics`; unset, metrics are served only when PUBLIC_URL is localhost. */
    METRICS_TOKEN: optionalText.refine(
      (v) => v === undefined || v.length >= 16,
      'METRICS_TOKEN must be at least 16 characters',
    ),
    /** Back-pressure (plugins/back-pressure.ts): 503 once the mean event-loop delay passes this; 0 turns it off. */
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: wholeNumber(
      'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
      'milliseconds',
      { min: 0 },
      1_000,
    ),
    /** Back-pressure: 503 once the V8 heap in use passes this percentage of its limit; 0 turns it off. */
    PRESSURE_MAX_HEAP_PERCENT: wholeNumber('PRESSURE_MAX_HEAP_PERCENT', 'percent', { min: 0, max: 100 }, 90),
    /** Back-pressure: the `Retry-After` (seconds) a shed request is told to wait. */
    PRESSURE_RETRY_AFTER_S: wholeNumber('PRESSURE_RETRY_AFTER_S', 'seconds', { min: 1 }, 10),
    /** Months after a stay ends before the retention job anonymises the booking's personal fields (default 24). */
    RETENTION_MONTHS: wholeNumber('RETENTION_MONTHS', 'months', { min: 1, max: 240 }, 24),
    /** How long a stopping server (SIGTERM) may take to finish its requests and jobs before it exits anyway. */
    SHUTDOWN_GRACE_MS: wholeNumber('SHUTDOWN_GRACE_MS', 'milliseconds', { min: 1_000 }, 10_000),
    /**
     * Tests only: `host:port` webhook receivers (comma-separated) allowed on a private address, such as a
     * test server on 127.0.0.1. Refused outside localhost and with NODE_ENV=production.
     */
    OPERATOR_WEBHOOK_ALLOW_PRIVATE_FOR_TESTS: optionalText,
    /**
     * Tests only: a keyed booking stops for good at this crash point (`before-commit`, `after-commit`,
     * `before-answer`, `after-answer`) so a process test can kill the server there. Local only, never production.
     */
    IDEMPOTENCY_PAUSE_FOR_TESTS: z.enum(IDEMPOTENCY_POINTS).optional(),
    /**
     * Tests only: the step-up window in seconds (unset: 600, docs/product-rules.md), so an end-to-end
     * journey can wait out a short one. Local only, never production.
     */
    STAFF_STEP_UP_SECONDS: z.coerce
      .number({ error: 'STAFF_STEP_UP_SECONDS must be a whole number of seconds, 1-600' })
      .int('STAFF_STEP_UP_SECONDS must be a whole number of seconds, 1-600')
      .min(1, 'STAFF_STEP_UP_SECONDS must be a whole number of seconds, 1-600')
      .max(600, 'STAFF_STEP_UP_SECONDS must be a whole number of seconds, 1-600')
      .optional(),
    NODE_ENV: optionalText,
    /** `demo` allows the demo checkout, file outbox and sample reviews outside localhost, labelled as a demo. */
    DEPLOYMENT: optionalText
      .refine((v) => v === undefined || v === 'demo', "DEPLOYMENT must be 'demo' or unset (a live deployment)")
      .transform((v) => v as 'demo' | undefined),
  })
  .superRefine((env, ctx) => {
    // Stripe without its webhook secret takes payments and never fulfils them; the reverse is a typo.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (payments are fulfilled by its webhook)',
      });
    if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_SECRET_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set',
      });
    // Test-only switches are holes on a real server: a webhook to a private address is SSRF, and a request
    // that never finishes holds capacity. Only ever on a developer's machine.
    const local = env.NODE_ENV !== 'production' && isAbsoluteHttpUrl(env.PUBLIC_URL) && deploymentKind(env) === 'local';
    const testOnly = [
      'OPERATOR_WEBHOOK_ALLOW_PRIVATE_FOR_TESTS',
      'IDEMPOTENCY_PAUSE_FOR_TESTS',
      'STAFF_STEP_UP_SECONDS',
    ] as const;
    for (const name of testOnly)
      if (env[name] !== undefined && !local)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is for tests on localhost only (never with NODE_ENV=production)`,
        });
    // Outside localhost, real settings or an explicit demo: never a live site on the pretend defaults.
    // (Only once PUBLIC_URL itself is valid: a bad one is named on its own line.)
    if (isAbsoluteHttpUrl(env.PUBLIC_URL))
      for (const { name, message } of missingSettings(env)) ctx.addIssue({ code: 'custom', path: [name], message });
  });
export type Env = z.infer<typeof EnvSchema>;

/** Thrown for a bad environment, with one readable line per problem. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates the environment; throws EnvError listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}
