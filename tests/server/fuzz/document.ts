import type { FastifyInstance } from 'fastify';

/** A JSON Schema node of the document (OpenAPI 3.0's dialect), as much of it as the fuzz reads. */
export type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
};

/** One operation of the document: `GET /api/v1/providers/{id}` is keyed `GET /api/v1/providers/{id}`. */
export type Operation = {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  body?: Schema;
  /** Who may call it, from `security` (an empty requirement: anyone). */
  security: string[][];
};

type RawOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The operations of the app's own OpenAPI document (`/api/v1/docs/json`), in the document's order. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/docs/json' });
  if (res.statusCode !== 200) throw new Error(`the document answered ${res.statusCode}`);
  const paths = res.json().paths as Record<string, Record<string, RawOperation>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        security: (op.security ?? [{}]).map((r) => Object.keys(r)),
      })),
  );
}

/** Values for the few patterns the document uses, by the pattern's text (a new one falls to the examples table). */
const BY_PATTERN: [RegExp, string][] = [
  [/\\d\{4\}-\\d\{2\}-\\d\{2\}/, '2026-12-01'],
  [/\\d\{4\}-\(0\[1-9\]/, '2026-10'],
  [/@/, 'fuzz@example.com'],
  [/\\d\{1,/, '1'],
  [/\[A-Z0-9\]\{3,30\}/, 'FUZZ10'],
  [/\\\+\?\[0-9/, '01632 960301'],
  [/\.svg/, 'fuzz.svg'],
];

/** A string a name-blind schema would still accept (dates by their field name, when the schema has no pattern). */
function sampleString(schema: Schema, name: string): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
  if (schema.format === 'date') return '2026-12-01';
  const byPattern = schema.pattern && BY_PATTERN.find(([re]) => re.test(schema.pattern!));
  if (byPattern) return byPattern[1];
  if (/date$|^(from|to|day)$/i.test(name)) return '2026-12-01';
  if (/time$/i.test(name)) return '10:00';
  return 'fuzz'.padEnd(Math.max(4, schema.minLength ?? 0), 'z');
}

/**
 * A value the schema accepts, derived without knowledge of the route: `example`, `default`, the first
 * enum member, otherwise the smallest value of its type; objects carry their required properties only.
 */
export function sample(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null);
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return sample(branch.find((s) => s.type !== 'null') ?? branch[0], name);
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf), name);
  switch (schema.type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum ?? 0) + (schema.exclusiveMinimum ? 1 : 0));
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items, name));
    case 'object':
    case undefined:
      if (!schema.properties) return schema.type ? {} : undefined;
      return Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, s]) => [key, sample(s, key)]),
      );
    default:
      return undefined;
  }
}
