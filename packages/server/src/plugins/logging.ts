import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Where log lines go (tests capture them). */
export type LogStream = { write: (line: string) => void };

/** Personal data a log line could pick up from a booking, a contact message or a request. */
const PERSONAL_FIELDS = ['firstName', 'lastName', 'name', 'email', 'phone', 'registration', 'vehicles', 'details'];

/** Bearer values: a signed manage or review link's token opens a booking (docs/product-rules.md#amend-and-cancel). */
const SECRET_FIELDS = ['token'];

/** fast-redact has no recursive wildcard, so each field is listed at the depths our log objects reach. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  // Plugins log request headers under their own keys too (multipart's "Providing options to busboy"
  // carries the session cookie at trace level).
  ...['cookie', 'authorization'].flatMap((h) => [`*.headers.${h}`, `*.*.headers.${h}`]),
  ...[...PERSONAL_FIELDS, ...SECRET_FIELDS].flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
];

/** A signed link token wherever it travels: `<base64url body>.<base64url HMAC-SHA256>` (services/links.ts). */
const SIGNED_TOKEN = /[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** Query (or fragment) parameters that carry a bearer value: session ids, link tokens (`?token=`, `?review=`). */
const SECRET_PARAM = /([?&#](?:session_id|review|[a-z_]*token)=)[^&#]*/gi;

/**
 * Checkout session ids and link tokens are bearer-like (they open a booking's confirmation, its manage
 * page or its review), so logs never hold them: by parameter name, by path, and by a signed token's shape.
 */
function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:demo-)?checkout\/)(?!cancelled\/)[^/?#]+/g, '$1[redacted]')
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(SIGNED_TOKEN, '[redacted]');
}

/** Database error properties that are safe: no parameters, no query text, no row `detail`. */
const SAFE_ERROR_KEYS = ['code', 'statusCode', 'constraint', 'table', 'column', 'schema', 'severity', 'routine'];

/** Driver messages quote the query and its parameters after a newline ("Failed query: …\nparams: …"). */
function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.startsWith('Failed query:') ? 'Failed query' : line;
}

type SerializedError = { type: string; message: string; stack: string; cause?: SerializedError } & Record<
  string,
  unknown
>;

/**
 * Errors by allow-list: drizzle, pg and PGlite errors carry the SQL text, its parameters (names,
 * emails, registrations) and the failing row, in properties and in the message and stack.
 */
function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-error thrown', stack: '' };
  const type = err.name || err.constructor.name;
  const message = firstLine(err.message);
  // The stack's first lines repeat the message (query and parameters included): frames only.
  const frames = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const record = err as unknown as Record<string, unknown>;
  for (const key of SAFE_ERROR_KEYS) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** Pino options for the app: redaction, PII-free errors and session-free URLs. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
