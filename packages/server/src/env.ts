import { isIP } from 'node:net';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v), `${name} must be a full URL such as http://localhost:3000`);

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
export const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int()
    .min(0)
    .max(65535, 'PORT must be 0-65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: url('PUBLIC_URL')
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
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'SMTP_URL must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().trim().min(1).default('Airport Parking <bookings@parking.example>'),
  TRUST_PROXY: proxyList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.string().trim().default('support@parking.example'),
  SUPPORT_PHONE: z.string().trim().default('0330 123 4567'),
  SUPPORT_ADDRESS: z.string().trim().default('1 Terminal Way, Luton LU2 9LY'),
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
