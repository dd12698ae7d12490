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
  // Headers carry the session cookie, bearer tokens and a Referer holding the page's query (a staff
  // search for a traveller's name). Our `req` serializer leaves them out; plugins log them under their
  // own keys (multipart's "Providing options to busboy" at trace level), so any `headers` goes whole.
  ...['headers', '*.headers', '*.*.headers'],
  ...[...PERSONAL_FIELDS, ...SECRET_FIELDS].flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
];

/** A signed link token wherever it travels: `<base64url body>.<base64url HMAC-SHA256>` (services/links.ts). */
const SIGNED_TOKEN = /[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** A query parameter's name kept in the log: one shaped like the names our routes read, nothing a visitor typed. */
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,39}$/;

/**
 * Every query value is left out: a staff search (`?q=`), a data request (`?email=`), the audit filter
 * (`?actor=`) or a link's `?token=` hold a traveller's or a member's details or a bearer value. The
 * names stay, so a line still says which filters a request used; a fragment goes whole.
 */
function stripQuery(url: string): string {
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : '#[redacted]';
  const at = beforeHash.indexOf('?');
  if (at < 0) return beforeHash + fragment;
  const params = beforeHash
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const kept = name === '' || PARAM_NAME.test(name) ? name : '[redacted]';
      return eq < 0 ? kept : `${kept}=[redacted]`;
    });
  return `${beforeHash.slice(0, at)}?${params.join('&')}${fragment}`;
}

/**
 * Checkout session ids and link tokens are bearer-like (they open a booking's confirmation, its manage
 * page or its review), so logs never hold them in a path either: by position, and by a signed token's
 * shape. `keepQuery` is for tests only (see {@link LoggerTestOptions}).
 */
function redactUrl(url: string, keepQuery = false): string {
  return (keepQuery ? url : stripQuery(url))
    .replace(/(\/(?:demo-)?checkout\/)(?!cancelled\/)[^/?#]+/g, '$1[redacted]')
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

/** Switches a test may pull, never a deployment. */
export type LoggerTestOptions = {
  /**
   * Log query values as sent: the no-personal-data log test runs once with it to show that its log
   * reader sees the values it plants, then without it to show that none is left.
   */
  keepQueryValues?: boolean;
};

/** Pino options for the app: redaction, PII-free errors and URLs without query values. */
export function loggerOptions(level: string, stream?: LogStream, test: LoggerTestOptions = {}): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url, test.keepQueryValues),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
