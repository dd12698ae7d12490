import type { ConsoleAccess, OrganizationKind } from '@parking/core';
import type { InjectOptions } from 'fastify';
import type { CollectedRoute } from './console';
import { newKey } from './fixtures';
import { multipartForm } from './handovers';
import { MARKED } from './marked-traveller';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
/** The parts of the OpenAPI document (`/api/v1/docs/json`) a walk reads. */
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

/** What a walk fills path parameters and sample values with, and signs in with. */
export type WalkContext = {
  site: string;
  reference: string;
  sessionId: string;
  provider: string;
  partnerOrg: string;
  widgetKeyId: string;
  partnerKey: string;
  manageToken: string;
  serverKey: string;
  csrf: { token: string; cookie: string };
  cookies: Record<OrganizationKind, string>;
};

/** One request of the walk, named by the route it drives. */
export type WalkRequest = { label: string; request: InjectOptions };

const FULL_NAME = `${MARKED.firstName} ${MARKED.lastName}`;

/** The marked value a text field of this name would plausibly hold. */
function markedFor(name: string): string {
  if (/email|actor/i.test(name)) return MARKED.email;
  if (/phone/i.test(name)) return MARKED.phone;
  if (/registration/i.test(name)) return MARKED.registration;
  return FULL_NAME;
}

/** A valid value for a field a marked value would fail (dates, times, ids), so the request gets further. */
function sampleFor(name: string, c: WalkContext): string | undefined {
  if (/^(from|entryDate|date|day)$/i.test(name)) return '2026-12-01';
  if (/^(to|exitDate)$/i.test(name)) return '2026-12-20';
  if (/time$/i.test(name)) return '10:00';
  if (/until|^at$/i.test(name)) return '2026-12-01T08:00:00Z';
  if (/^airport/i.test(name)) return 'luton';
  if (/carpark|provider/i.test(name)) return c.provider;
  if (/^key$/i.test(name)) return c.partnerKey;
  if (/^(reference|token)$/i.test(name)) return name === 'token' ? c.manageToken : c.reference;
  if (/month/i.test(name)) return '2026-11';
  return undefined;
}

/** A body for a schema: marked values in its text fields, samples where the shape matters. */
function bodyFrom(schema: JsonSchema, name: string, c: WalkContext): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return bodyFrom(options[options.length - 1]!, name, c);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'object')
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, bodyFrom(s, k, c)]));
  if (schema.type === 'array') return schema.items ? [bodyFrom(schema.items, name, c)] : [];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  return sampleFor(name, c) ?? markedFor(name);
}

/**
 * The query: the documented parameters (marked where they take text), and marked values under the names
 * a careless client or a typed search would use, on every route, so that every request's log lines
 * could hold them.
 */
function queryFor(op: Operation | undefined, c: WalkContext): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of op?.parameters ?? []) {
    if (p.in !== 'query') continue;
    const value = p.schema.enum?.length
      ? String(p.schema.enum[0])
      : p.schema.type === 'integer'
        ? '1'
        : (sampleFor(p.name, c) ?? (p.schema.pattern ? undefined : markedFor(p.name)));
    if (value !== undefined) query[p.name] = value;
  }
  return { q: FULL_NAME, ...query, email: MARKED.email, phone: MARKED.phone, registration: MARKED.registration };
}

/** A path parameter's value, by its name and the route it is in. */
function paramFor(name: string, url: string, c: WalkContext): string {
  if (name === 'id' && /\/keys\//.test(url)) return /\/partner\//.test(url) ? c.widgetKeyId : c.partnerKey;
  if (name === 'id' && /car-parks|providers/.test(url)) return c.provider;
  if (name === 'sessionId') return c.sessionId;
  if (name === 'orgId') return c.partnerOrg;
  if (name === 'code') return 'WALK10';
  if (name === 'file') return 'missing.jpg';
  return sampleFor(name, c) ?? '00000000-0000-4000-8000-000000000001';
}

/** The console cookie a route's access asks for: its own kind, or staff's when any kind may call it. */
function consoleCookie(access: ConsoleAccess, c: WalkContext): string {
  const kind = access === 'signed-in' || access.kind === 'any' ? 'staff' : access.kind;
  return c.cookies[kind];
}

/**
 * Headers as the caller the route is for would send them: a member's session on console routes; on
 * public ones the traveller's manage token and the contact form's CSRF pair, or a partner's keys on the
 * partner API. Every request also carries a Referer holding a marked search.
 */
function headersFor(route: CollectedRoute, c: WalkContext): Record<string, string> {
  const base = {
    origin: c.site,
    referer: `${c.site}/console/staff/bookings?q=${encodeURIComponent(FULL_NAME)}`,
    'idempotency-key': newKey(),
  };
  if (route.console) return { ...base, cookie: consoleCookie(route.console, c) };
  const csrf = { cookie: c.csrf.cookie, 'x-csrf-token': c.csrf.token };
  // The partner API takes a server key, the widget's beacon a widget key; a widget key elsewhere would
  // narrow the traveller's own calls to that partner's bookings.
  if (route.url.startsWith('/api/v1/partner/'))
    return { ...base, ...csrf, authorization: `Bearer ${c.serverKey}`, 'x-partner-key': c.partnerKey };
  return { ...base, ...csrf, authorization: `Bearer ${c.manageToken}` };
}

const MARKED_FIELDS = { name: FULL_NAME, email: MARKED.email, phone: MARKED.phone, registration: MARKED.registration };

/** The body: the documented JSON one, a multipart form for uploads, else marked JSON fields. */
function payloadFor(route: CollectedRoute, op: Operation | undefined, c: WalkContext) {
  if (['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method)) return {};
  if (route.consumes?.includes('multipart/form-data')) {
    const form = multipartForm(MARKED_FIELDS);
    return { payload: form.payload, contentType: form.headers['content-type'] };
  }
  const schema = op?.requestBody?.content['application/json']?.schema;
  return { payload: (schema ? bodyFrom(schema, '', c) : MARKED_FIELDS) as object };
}

/**
 * The requests that drive one route with marked values. `subpaths` fills a trailing wildcard: one
 * request per path under it (better-auth's endpoints under /api/v1/auth/*), or `page`.
 */
export function walkRequests(
  route: CollectedRoute,
  doc: OpenApiDoc,
  c: WalkContext,
  subpaths: string[],
): WalkRequest[] {
  const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const path =
    route.url === '*'
      ? '/api/v1/search/packages'
      : route.url.replace(/:(\w+)/g, (_, n: string) => paramFor(n, route.url, c));
  const under = (subpaths.length ? subpaths : ['page']).map((s) => s.replace(/:\w+/g, 'walk'));
  const paths = path.endsWith('*') ? under.map((s) => path.slice(0, -1) + s) : [path];
  const { payload, contentType } = payloadFor(route, op, c) as { payload?: object; contentType?: string };
  return paths.map((p) => {
    const headers = { ...headersFor(route, c), ...(contentType ? { 'content-type': contentType } : {}) };
    const request: InjectOptions = { method: route.method as 'GET', url: p, query: queryFor(op, c), headers };
    if (payload !== undefined) request.payload = payload;
    return { label: `${route.method} ${p === path ? route.url : p}`, request };
  });
}
