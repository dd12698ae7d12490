import type { z } from 'zod';
import {
  type TenantIdKind,
  type TenantIdMark,
  type TenantIdUse,
  tenantIds,
} from '../../../packages/server/src/services/accounts/tenant-ids';
import type { CollectedRoute } from './console';

/** Where in a request a field is read. */
type Part = 'params' | 'querystring' | 'body';

/** A field of a route's request: where, its name (dotted below the top level), its id mark, and whether it takes text. */
type Field = { part: Part; name: string; mark: TenantIdMark | undefined; text: boolean };

/** A marked id field at the top level of a request part: what the walk fills with an organisation's real id. */
export type Placement = { part: Part; name: string; kind: TenantIdKind; use: TenantIdUse };

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
};
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** Wrappers that hold one schema and change nothing about what the field names. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** The schema under its wrappers and pipes, and the first id mark found on the way down. */
function unwrap(schema: z.core.$ZodType): { inner: z.core.$ZodType; mark: TenantIdMark | undefined } {
  let inner = schema;
  let mark = tenantIds.get(inner);
  for (;;) {
    const def = defOf(inner);
    const next = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!next) return { inner, mark };
    inner = next;
    mark ??= tenantIds.get(inner);
  }
}

/** Every field of an object schema, nested objects and arrays of objects included. */
function fieldsIn(schema: unknown, part: Part, prefix = ''): Field[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  const { inner } = unwrap(schema as z.core.$ZodType);
  const def = defOf(inner);
  if (def.type === 'array' && def.element) return fieldsIn(def.element, part, prefix);
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => fieldsIn(o, part, prefix));
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    const { inner: value, mark } = unwrap(field);
    return [{ part, name, mark, text: defOf(value).type === 'string' }, ...fieldsIn(value, part, `${name}.`)];
  });
}

/** Every field of the route's path parameters, query string and body. */
function fieldsOf(route: CollectedRoute): Field[] {
  return (['params', 'querystring', 'body'] as const).flatMap((part) =>
    fieldsIn(route.schemas[part === 'querystring' ? 'querystring' : part], part),
  );
}

/** The route's marked id fields (top level; a nested mark is reported by `unmarkedIds`). */
export function placementsOf(route: CollectedRoute): Placement[] {
  return fieldsOf(route)
    .filter((f) => f.mark && !f.name.includes('.'))
    .map((f) => ({ part: f.part, name: f.name, kind: f.mark!.tenantId, use: f.mark!.use }));
}

/** Names that say "this is an id": `id`, `…Id(s)`, a reference, a key, and the things the console addresses. */
const ID_CAMEL = /(^id|[a-z0-9]Id)s?$/;
const ID_WORDS =
  /reference|key|carpark|provider|partner|organi[sz]ation|^org$|member|^user|^actor$|^target$|event|photo|webhook|statement|message|^month$|^code$|cursor|^before$|^after$/i;

/**
 * Text fields named like ids that are not ids of a thing, each with why: by name on every route, then by
 * route. A new one is added here with its reason, never by loosening the name rule.
 */
const NOT_IDS: Record<string, string> = {
  cursor: "a place in a list the route has already scoped to the member's organisation (the page after the last)",
  before: "the audit log's page cursor: a place in the member's own log, compared, never looked up",
};
const ASSERTION =
  "a WebAuthn assertion: valid only when signed by one of the member's own passkeys (console/shell/step-up)";
const NOT_IDS_OF_ROUTE: Record<string, Record<string, string>> = {
  'POST /api/v1/console/step-up': { id: ASSERTION, rawId: ASSERTION, 'response.userHandle': ASSERTION },
};

/**
 * What is wrong with a route's id marks: a path parameter without a mark (each names a thing), a text field
 * named like an id that is neither marked nor an exception above, and a mark below the top level (the walk fills
 * only top-level fields: extend `placementsOf` and the request builder first).
 */
export function unmarkedIds(route: CollectedRoute): string[] {
  const where = `${route.method} ${route.url}`;
  const problems: string[] = [];
  const notIds = NOT_IDS_OF_ROUTE[where] ?? {};
  for (const f of fieldsOf(route)) {
    const leaf = f.name.split('.').pop()!;
    if (f.mark && f.name.includes('.')) problems.push(`${where}: ${f.part} ${f.name} is marked below the top level`);
    if (f.mark) continue;
    if (f.part === 'params') problems.push(`${where}: path parameter ${f.name} is not marked with tenantId()`);
    else if (f.text && (ID_CAMEL.test(leaf) || ID_WORDS.test(leaf)) && !(leaf in NOT_IDS) && !(f.name in notIds))
      problems.push(`${where}: ${f.part} field ${f.name} is named like an id but not marked with tenantId()`);
  }
  const declared = new Set([...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!));
  const inSchema = new Set(fieldsIn(route.schemas.params, 'params').map((f) => f.name));
  for (const name of declared)
    if (!inSchema.has(name)) problems.push(`${where}: path parameter ${name} has no schema (and so no mark)`);
  return problems;
}
