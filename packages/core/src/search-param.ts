import { z } from 'zod/mini';
import type { LondonNow } from './calendar';
import { type SearchCriteria, SearchCriteriaSchema, searchCriteriaSchemaAt } from './search';

/** Outcome of decoding `q`: never throws, so a bad link cannot break a page. */
export type SearchParamResult = { ok: true; criteria: SearchCriteria } | { ok: false; reason: string };

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Criteria → the `q` query value: standard base64 of the UTF-8 JSON (docs/product-rules.md#search-form). */
export function encodeSearchParam(criteria: SearchCriteria): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(criteria)));
}

function base64ToText(value: string): string {
  // Accept URL-safe base64 and missing padding as well as the standard alphabet.
  const standard = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard)) throw new Error('not base64');
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function decodeJson(q: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(base64ToText(q)) };
  } catch {
    return { ok: false };
  }
}

/** `q` → criteria, or a typed failure for anything malformed or invalid. */
export function decodeSearchParam(q: string | null | undefined): SearchParamResult {
  if (!q) return { ok: false, reason: 'empty' };
  const decoded = decodeJson(q);
  if (!decoded.ok) return { ok: false, reason: 'not base64-encoded JSON' };
  const json = decoded.json;
  const parsed = SearchCriteriaSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => i.message).join('; ') };
  return { ok: true, criteria: parsed.data };
}

/** The fields of a `q` that broke a rule and are still good to pre-fill the search form with. */
export type SearchParamPrefill = Partial<SearchCriteria>;

/**
 * Outcome of reading `q` at a London "now": valid criteria; or, when it breaks a rule, the rule's own
 * message (the schema's wording, one source for the form and the server) and the fields that pass;
 * or nothing usable (`message` undefined) when it is empty or not base64 JSON at all.
 */
export type SearchParamReading =
  | { ok: true; criteria: SearchCriteria }
  | { ok: false; reason: string; message: string | undefined; prefill: SearchParamPrefill };

const FIELDS = ['airportId', 'entryDate', 'entryTime', 'exitDate', 'exitTime', 'noOfVehicles'] as const;

/**
 * `q` → criteria, checked with every search rule at `now` (a stay over 45 days, a pick-up before the
 * drop-off, a drop-off that has passed). A `q` that breaks one still pre-fills the form as far as it is
 * valid: each field that passes its own check and is not the one a rule names is kept.
 */
export function readSearchParamAt(q: string | null | undefined, now: LondonNow): SearchParamReading {
  if (!q) return { ok: false, reason: 'empty', message: undefined, prefill: {} };
  const decoded = decodeJson(q);
  if (!decoded.ok || typeof decoded.json !== 'object' || decoded.json === null) {
    return { ok: false, reason: 'not base64-encoded JSON', message: undefined, prefill: {} };
  }
  const parsed = searchCriteriaSchemaAt(now).safeParse(decoded.json);
  if (parsed.success) return { ok: true, criteria: parsed.data };
  const issues = parsed.error.issues;
  const named = new Set(issues.map((i) => i.path[0]));
  const raw = decoded.json as Record<string, unknown>;
  const prefill: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (named.has(field) || !(field in raw)) continue;
    const one = z.safeParse(SearchCriteriaSchema.shape[field], raw[field]);
    if (one.success) prefill[field] = one.data;
  }
  // A rule (a custom issue) names what the visitor must change; a shape problem is the next best word.
  const first = issues.find((i) => i.code === 'custom') ?? issues[0];
  return {
    ok: false,
    reason: issues.map((i) => i.message).join('; '),
    message: first?.message,
    prefill: prefill as SearchParamPrefill,
  };
}
