import { z } from 'zod/mini';

/**
 * Partner widget keys (issue 23): the public key a partner page sends as `X-Partner-Key`, the origins
 * allowed to send it, rotation and revocation. The origin rules live here so the console page checks as
 * the partner types with exactly the rules the server saves with (docs/product-rules.md#partner-keys).
 */

/** `test` keys make TEST bookings that take no money; `live` keys need our team's approval. */
export const KeyModeSchema = z.enum(['test', 'live']);
export type KeyMode = z.infer<typeof KeyModeSchema>;

/** A parsed origin pattern, or why it is refused (shown next to the field and in a 400). */
export type OriginPatternResult = { ok: true; value: string } | { ok: false; reason: string };

/** The hosts a test key may name over plain http (a partner's own machine). */
const LOOPBACK = new Set(['localhost', '127.0.0.1']);
/** Stands in for `*` while the URL parser reads a wildcard pattern (`*` is not a host character). */
const WILDCARD_LABEL = 'wildcard-label';

const refuse = (reason: string): OriginPatternResult => ({ ok: false, reason });

/** What follows the scheme and host: nothing or a single `/` is fine, anything else is refused by kind. */
function restProblem(rest: string): string | null {
  if (rest === '' || rest === '/') return null;
  if (rest.startsWith('?')) return 'Remove the query (the part from ?): an origin is only https:// and the host';
  if (rest.startsWith('#')) return 'Remove the fragment (the part from #): an origin is only https:// and the host';
  return 'Remove the path: the key allows a whole site, so give only https:// and the host, as in https://blog.example';
}

/** The any-port loopback form (`http://localhost:*`), for test keys only. */
function anyPortPattern(host: string, mode: KeyMode): OriginPatternResult {
  if (mode === 'live') return refuse('Any-port localhost addresses work on test keys only: a live key needs https://');
  return { ok: true, value: `http://${host}:*` };
}

/** The scheme's rules: live keys need https; test keys also take http on localhost and 127.0.0.1. */
function schemeProblem(url: URL, mode: KeyMode): string | null {
  if (url.protocol === 'https:') return null;
  if (url.protocol !== 'http:') return 'Only web pages (https://) can embed the widget';
  if (mode === 'live') return 'A live key works only on https:// pages';
  if (!LOOPBACK.has(url.hostname)) return 'Plain http:// is allowed only for localhost on a test key: use https://';
  return null;
}

/**
 * A wildcard needs a name and its ending after it (`*.example.com`, never `*.com`). The URL parser
 * already refuses a host ending in a number, so `*.0.0.1` never gets here.
 */
function wildcardProblem(hostname: string): string | null {
  const after = hostname.slice(WILDCARD_LABEL.length + 1).split('.');
  if (after.length < 2) return 'A wildcard needs a name and its ending after it, as in https://*.example.com';
  return null;
}

/**
 * Reads one allowed-origin entry for a key of `mode`: an exact origin (`https://blog.example`, optional
 * port, one trailing `/` dropped), a subdomain wildcard (`https://*.example.com`: any depth of subdomain,
 * never the bare `example.com`), or `http://localhost:*` / `http://127.0.0.1:*` on a test key. The host is
 * lower-cased (and a non-ASCII name put in its punycode form, as browsers send it).
 */
export function parseOriginPattern(input: string, mode: KeyMode): OriginPatternResult {
  const raw = input.trim();
  if (raw === '') return refuse('Enter an address like https://blog.example');
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw);
  if (!scheme) return refuse('Start the address with https://, as in https://blog.example');
  const afterScheme = raw.slice(scheme[0].length);
  const end = afterScheme.search(/[/?#]/);
  const authority = end === -1 ? afterScheme : afterScheme.slice(0, end);
  const rest = end === -1 ? '' : afterScheme.slice(end);
  if (authority.includes('@')) return refuse('Remove the user name or password (the part before @)');
  const problem = restProblem(rest);
  if (problem) return refuse(problem);
  const anyPort = /^(localhost|127\.0\.0\.1):\*$/i.exec(authority);
  if (anyPort && scheme[1]!.toLowerCase() === 'http') return anyPortPattern(anyPort[1]!.toLowerCase(), mode);
  if (authority.endsWith(':*')) return refuse('Any port (:*) is allowed only as http://localhost:* on a test key');
  const wildcard = authority.startsWith('*.');
  const host = wildcard ? `${WILDCARD_LABEL}${authority.slice(1)}` : authority;
  if (host.includes('*'))
    return refuse('A * may only be the whole first part of the name, as in https://*.example.com');
  const candidate = `${scheme[0]}${host}`;
  if (host === '' || !URL.canParse(candidate)) return refuse('This is not an address we can read');
  const url = new URL(candidate);
  const refused = schemeProblem(url, mode) ?? (wildcard ? wildcardProblem(url.hostname) : null);
  if (refused) return refuse(refused);
  if (wildcard && LOOPBACK.has(url.hostname)) return refuse('A wildcard cannot be used with localhost');
  const value = `${url.protocol}//${url.host}`;
  return { ok: true, value: wildcard ? value.replace(`//${WILDCARD_LABEL}.`, '//*.') : value };
}

/** One refused entry of a list: its place, what was typed, and why. */
export type OriginProblem = { index: number; input: string; reason: string };

/** Reads a whole list: the patterns (duplicates dropped, order kept) and every entry refused. */
export function parseOriginList(inputs: readonly string[], mode: KeyMode) {
  const values: string[] = [];
  const problems: OriginProblem[] = [];
  inputs.forEach((input, index) => {
    const read = parseOriginPattern(input, mode);
    if (!read.ok) problems.push({ index, input, reason: read.reason });
    else if (!values.includes(read.value)) values.push(read.value);
  });
  return { values, problems };
}

/** The labels a wildcard may stand for: one or more dot-separated host labels. */
const SUBDOMAINS = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * True when a browser's `Origin` header matches a pattern `parseOriginPattern` accepted: exactly; any
 * port or none for `…:*`; any depth of subdomain (not the apex) for `https://*.example.com`.
 */
export function originMatches(origin: string, pattern: string): boolean {
  const seen = origin.toLowerCase();
  if (pattern.endsWith(':*')) {
    const base = pattern.slice(0, -2);
    return seen === base || (seen.startsWith(`${base}:`) && /^\d{1,5}$/.test(seen.slice(base.length + 1)));
  }
  const star = pattern.indexOf('://*.');
  if (star === -1) return seen === pattern;
  const prefix = pattern.slice(0, star + 3);
  const suffix = pattern.slice(star + 4);
  if (!seen.startsWith(prefix) || !seen.endsWith(suffix)) return false;
  return SUBDOMAINS.test(seen.slice(prefix.length, seen.length - suffix.length));
}

const when = z.string();

/** One widget key as the partner's console shows it (the key string is public: it sits in the page). */
export const WidgetKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  mode: KeyModeSchema,
  allowedOrigins: z.array(z.string()),
  createdAt: when,
  /** Until when the key string before the last rotation still works (null: no grace running). */
  previousKeyUntil: z.nullable(when),
  revokedAt: z.nullable(when),
  active: z.boolean(),
  /** Since when our staff suspended it (refused like a revoked key until they lift it); null or absent: not. */
  suspendedAt: z.optional(z.nullable(when)),
});
export type WidgetKey = z.infer<typeof WidgetKeySchema>;

/** `GET /api/v1/console/partner/keys`: the organisation's keys, and whether it may make live ones. */
export const WidgetKeyListSchema = z.object({ keys: z.array(WidgetKeySchema), liveApproved: z.boolean() });
export type WidgetKeyList = z.infer<typeof WidgetKeyListSchema>;

const keyName = z
  .string()
  .check(z.trim(), z.minLength(1, 'Give the key a name'), z.maxLength(80, 'Use 80 characters or fewer'));

/** `POST /api/v1/console/partner/keys`. */
export const CreateWidgetKeySchema = z.object({ name: keyName, mode: KeyModeSchema });
export type CreateWidgetKey = z.infer<typeof CreateWidgetKeySchema>;

/** `PATCH /api/v1/console/partner/keys/:id`: each origin is checked against the key's mode by the server. */
export const UpdateWidgetKeySchema = z.object({
  name: z.optional(keyName),
  allowedOrigins: z.optional(
    z
      .array(z.string().check(z.maxLength(300, 'Use an address under 300 characters')))
      .check(z.maxLength(50, 'A key allows at most 50 addresses')),
  ),
});
export type UpdateWidgetKey = z.infer<typeof UpdateWidgetKeySchema>;

/** How long the old key string keeps working after a rotation: at once, a day, three days, a week. */
export const GRACE_HOURS = [0, 24, 72, 168] as const;

/** `POST /api/v1/console/partner/keys/:id/rotate`. */
export const RotateWidgetKeySchema = z.object({ graceHours: z.literal(GRACE_HOURS) });
export type RotateWidgetKey = z.infer<typeof RotateWidgetKeySchema>;

/** Requests refused because their page's origin is not on the key's list (no visitor data: origin and counts). */
export const RefusalSchema = z.object({
  keyId: z.string(),
  keyName: z.string(),
  origin: z.string(),
  count: z.int(),
  firstSeen: when,
  lastSeen: when,
});
export type Refusal = z.infer<typeof RefusalSchema>;

/** `GET /api/v1/console/partner/refusals`: newest first. */
export const RefusalListSchema = z.object({ refusals: z.array(RefusalSchema) });
export type RefusalList = z.infer<typeof RefusalListSchema>;
