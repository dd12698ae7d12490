import { type SearchCriteria, SearchCriteriaSchema } from './search';

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

/** `q` → criteria, or a typed failure for anything malformed or invalid. */
export function decodeSearchParam(q: string | null | undefined): SearchParamResult {
  if (!q) return { ok: false, reason: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(base64ToText(q));
  } catch {
    return { ok: false, reason: 'not base64-encoded JSON' };
  }
  const parsed = SearchCriteriaSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => i.message).join('; ') };
  return { ok: true, criteria: parsed.data };
}
