import { type Operation, sample } from './document';
import type { RequestSpec } from './send';

/** One hostile request, derived from an operation's valid request by changing one thing. */
export type Variant = { label: string; spec: RequestSpec };

type Hostile = { name: string; value: (valid: unknown) => unknown };

const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

/** Every text field, parameter and header gets each of these once. */
const TEXT: Hostile[] = [
  { name: 'lone surrogate', value: (v) => `${String(v)}\ud800` },
  { name: 'NUL', value: (v) => `${String(v)}\u0000` },
  { name: 'oversized', value: () => 'x'.repeat(20_000) },
];

/** Far, expanded-year and impossible dates, in the shape of the valid value (a date, or a date-time). */
const DATES: Hostile[] = ['9999-12-31', '+020260-01-01', '2026-02-30'].map((date) => ({
  name: `date ${date}`,
  value: (v) => (String(v).includes('T') ? `${date}T10:00:00.000Z` : date),
}));

const NUMBERS: Hostile[] = [1e308, -1, 0.5, 2 ** 53 + 1].map((n) => ({ name: `number ${n}`, value: () => n }));

/** Only a JSON body can carry these in a field. */
const STRUCTURE: Hostile[] = [
  { name: 'deep nesting', value: () => nested(40) },
  {
    name: 'prototype keys',
    value: () => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  },
];

const looksLikeDate = (name: string, value: unknown) =>
  /^\d{4}-\d{2}/.test(String(value)) || /date|from$|^to$|until|^day$|month|At$/i.test(name);
const looksNumeric = (value: unknown) => typeof value === 'number' || /^\d+$/.test(String(value));

/**
 * What a header can carry over HTTP: Node's parser refuses NUL and any character above U+00FF before a
 * request exists (so those would test light-my-request, not the server), but passes Latin-1 bytes.
 */
const HEADER_TEXT: Hostile[] = [
  { name: 'Latin-1 bytes', value: (v) => `${String(v)}\xe9\xff` },
  { name: 'oversized', value: () => 'x'.repeat(8_000) },
];

/** The hostile values for a field of a URL or header (text only). */
function forText(name: string, valid: unknown, header = false): Hostile[] {
  return [
    ...(header ? HEADER_TEXT : TEXT),
    ...(looksLikeDate(name, valid) ? DATES : []),
    ...(looksNumeric(valid) ? NUMBERS.map((h) => ({ ...h, value: () => String(h.value(valid)) })) : []),
  ];
}

/** The hostile values for a field of a JSON body. */
function forJson(name: string, valid: unknown): Hostile[] {
  if (typeof valid === 'number') return [...NUMBERS, ...STRUCTURE, { name: 'number as text', value: () => '12abc' }];
  if (typeof valid === 'boolean' || valid === null) return [...STRUCTURE, TEXT[0]!];
  return [...TEXT, ...(looksLikeDate(name, valid) ? DATES : []), ...STRUCTURE];
}

/** Each leaf of a JSON value (strings, numbers, booleans, null, empty arrays and objects), by its path. */
function leaves(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length > 0)
      return entries.flatMap(([k, v]) => leaves(v, [...path, Array.isArray(value) ? Number(k) : k]));
  }
  return path.length ? [{ path, value }] : [];
}

function withLeaf(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** The body's fields: those of the valid body, and the top-level ones its schema declares that it leaves out. */
function bodyFields(op: Operation, body: unknown) {
  const fields = leaves(body);
  const declared = op.body?.properties ?? {};
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const [key, schema] of Object.entries(declared))
      if (!(key in body)) fields.push({ path: [key], value: sample(schema, key) ?? 'fuzz' });
  return fields;
}

function bodyVariants(op: Operation, spec: RequestSpec): Variant[] {
  const out: Variant[] = [];
  for (const field of bodyFields(op, spec.body)) {
    const name = String(field.path.at(-1));
    for (const h of forJson(name, field.value))
      out.push({
        label: `body.${field.path.join('.')}: ${h.name}`,
        spec: { ...spec, body: withLeaf(spec.body, field.path, h.value(field.value)) },
      });
  }
  const text = JSON.stringify(spec.body);
  const raw = (label: string, payload: string | Buffer, contentType?: string): Variant => ({
    label,
    spec: { ...spec, body: undefined, raw: { payload, ...(contentType ? { contentType } : {}) } },
  });
  const form = new URLSearchParams(
    Object.entries((spec.body ?? {}) as object).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  out.push(
    raw('body: form-encoded', form.toString(), 'application/x-www-form-urlencoded'),
    raw('body: text/plain', text, 'text/plain'),
    raw('body: no content type', text),
    raw('body: prototype keys', `{"__proto__":{"polluted":true},${text.slice(1)}`, 'application/json'),
    raw('body: constructor key', `{"constructor":{"prototype":{"polluted":true}},${text.slice(1)}`, 'application/json'),
    raw('body: deep nesting', '['.repeat(5_000) + ']'.repeat(5_000), 'application/json'),
    raw('body: cut short', text.slice(0, Math.max(1, text.length - 3)), 'application/json'),
    raw('body: an array', `[${text}]`, 'application/json'),
    raw('body: oversized', `{"x":"${'x'.repeat(1_100_000)}"}`, 'application/json'),
  );
  return out;
}

function multipartVariants(spec: RequestSpec): Variant[] {
  const form = spec.multipart!;
  const out: Variant[] = [];
  for (const [name, value] of Object.entries(form.fields))
    for (const h of forText(name, value))
      out.push({
        label: `form.${name}: ${h.name}`,
        spec: { ...spec, multipart: { ...form, fields: { ...form.fields, [name]: String(h.value(value)) } } },
      });
  const type = 'multipart/form-data; boundary=----fuzz';
  const cut = `------fuzz\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8`;
  const raw = (label: string, payload: string, contentType: string): Variant => ({
    label,
    spec: { ...spec, multipart: undefined, raw: { payload, contentType } },
  });
  out.push(
    raw('multipart: body "x"', 'x', type),
    raw('multipart: cut before the closing boundary', cut, type),
    raw('multipart: no boundary', 'x', 'multipart/form-data'),
    raw('multipart: JSON instead', '{"kind":"check-in"}', 'application/json'),
    raw('multipart: text/plain', 'x', 'text/plain'),
  );
  return out;
}

/** Every hostile variant of `op`'s valid request: per field each hostile value once, then whole-body ones. */
export function variantsOf(op: Operation, base: RequestSpec, callerHeaders: Record<string, string>): Variant[] {
  const out: Variant[] = [];
  const urlPart = (part: 'params' | 'query' | 'headers', name: string, valid: string) => {
    for (const h of forText(name, valid, part === 'headers'))
      out.push({
        label: `${part}.${name}: ${h.name}`,
        spec: { ...base, [part]: { ...base[part], [name]: h.value(valid) } },
      });
  };
  for (const p of op.parameters) {
    if (p.in === 'path') urlPart('params', p.name, base.params[p.name] ?? '');
    if (p.in === 'query') urlPart('query', p.name, base.query[p.name] ?? String(sample(p.schema, p.name) ?? 'fuzz'));
    if (p.in === 'header') urlPart('headers', p.name.toLowerCase(), base.headers[p.name.toLowerCase()] ?? 'fuzz');
  }
  // The caller's own credentials and Origin: refused by the guards, never a 5xx.
  for (const [name, value] of Object.entries(callerHeaders))
    if (!(name in base.headers)) urlPart('headers', name, value);
  for (const name of ['__proto__', 'constructor'])
    out.push({ label: `query.${name}: prototype key`, spec: { ...base, query: { ...base.query, [name]: 'x' } } });
  if (base.body !== undefined) out.push(...bodyVariants(op, base));
  if (base.multipart) out.push(...multipartVariants(base));
  return out;
}
