import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** The parts of an OpenAPI 3.0 document the contract reads. */
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
  components?: Record<string, unknown>;
  servers?: unknown;
};
type DocumentedResponse = { description?: string; content?: Record<string, { schema?: unknown }> };

/** One answer the server gave, as a client saw it. */
type Answer = {
  method: string;
  /** The document's path template (`/api/v1/providers/{id}`), not the concrete URL. */
  path: string;
  status: number;
  /** The `Content-Type` header as sent (parameters such as `charset` are ignored). */
  contentType: string | undefined;
  /** The body: parsed JSON, or the text; `undefined` (or '') when there was none. */
  body: unknown;
};

/** What `validateResponse` answers: nothing when the answer is as documented, else each problem in a line. */
export type Contract = {
  /** The document's template for a concrete path (`/api/v1/providers/x?y` → `/api/v1/providers/{id}`), or undefined. */
  templateOf(method: string, url: string): string | undefined;
  validateResponse(answer: Answer): string[];
};

const JSON_MEDIA = /^application\/(?:[\w.+-]+\+)?json$/;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/**
 * OpenAPI 3.0's dialect of JSON Schema into the one Ajv speaks: a boolean `exclusiveMinimum` beside
 * `minimum` becomes a number, and `nullable` beside no `type` becomes `anyOf … null` (Ajv reads
 * `nullable` itself only beside `type`; with an `enum`, null must be among its values, as 3.0.3 says).
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/** A path template as a pattern: `{id}` is one segment. */
function patternOf(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The documented answer for a status: its own code, then `4XX`-style ranges, then `default`. */
function responseFor(responses: Record<string, DocumentedResponse>, status: number) {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/** The media type a content map documents for a sent type (exact, then `type/*`, then `*\/*`). */
function mediaFor(content: Record<string, unknown>, sent: string): string | undefined {
  const wildcard = `${sent.split('/')[0]}/*`;
  return [sent, wildcard, '*/*'].find((media) => media in content);
}

const isEmpty = (body: unknown) => body === undefined || body === '' || body === null;

function buildContract(document: OpenApiDocument): Contract {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  (addFormatsPlugin as unknown as (ajv: Ajv) => void)(ajv);
  ajv.addSchema({ ...(toJsonSchema({ components: document.components ?? {} }) as object), $id: 'openapi.json' });
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths)
    .map((template) => ({ template, pattern: patternOf(template), params: (template.match(/\{/g) ?? []).length }))
    // A static segment wins over a parameter (`/manage/lookup` before `/manage/{x}`).
    .sort((a, b) => a.params - b.params);

  function validatorOf(key: string, schema: unknown): ValidateFunction {
    let validate = compiled.get(key);
    if (!validate) {
      // `#/components/...` references resolve inside the document added above.
      const rebased = JSON.parse(
        JSON.stringify(toJsonSchema(schema)).replace(/"#\/components\//g, '"openapi.json#/components/'),
      );
      validate = ajv.compile(rebased as object);
      compiled.set(key, validate);
    }
    return validate;
  }

  return {
    templateOf(method, url) {
      const path = url.split('?')[0]!;
      const verb = method.toLowerCase();
      return templates.find((t) => t.pattern.test(path) && document.paths[t.template]?.[verb])?.template;
    },
    validateResponse({ method, path, status, contentType, body }) {
      const where = `${method.toUpperCase()} ${path} → ${status}`;
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation || !METHODS.has(method.toLowerCase())) return [`${where}: no such operation in the document`];
      const response = responseFor(operation.responses ?? {}, status);
      if (!response) return [`${where}: status ${status} is not documented`];
      const content = response.content ?? {};
      if (Object.keys(content).length === 0)
        return isEmpty(body) ? [] : [`${where}: a body (${contentType ?? 'no type'}) where the document has none`];
      const sent = contentType?.split(';')[0]!.trim().toLowerCase() ?? '';
      const media = mediaFor(content, sent);
      if (!media) return [`${where}: media type '${sent}' is not documented (${Object.keys(content).join(', ')})`];
      const schema = content[media]?.schema;
      // Not read (compressed, or bytes): its status and media type are checked, not its shape.
      if (schema === undefined || body === undefined || !/json|^text\//.test(media)) return [];
      const validate = validatorOf(`${method} ${path} ${status} ${media}`, schema);
      const data = JSON_MEDIA.test(media) && typeof body === 'string' && body !== '' ? JSON.parse(body) : body;
      if (validate(data)) return [];
      return (validate.errors ?? []).map((e) => `${where} ${media}: ${e.instancePath || '(body)'} ${e.message}`);
    },
  };
}

/** One contract per document text (servers aside): validators are compiled once per process, lazily. */
const byDocument = new Map<string, Contract>();

/** The contract of an OpenAPI 3.0 document. */
export function openApiContract(document: OpenApiDocument): Contract {
  const key = JSON.stringify({ ...document, servers: undefined });
  let contract = byDocument.get(key);
  if (!contract) {
    contract = buildContract(document);
    byDocument.set(key, contract);
  }
  return contract;
}

const ofApp = new WeakMap<FastifyInstance, Promise<Contract>>();

/** The contract of the document an app serves at `/api/v1/docs/json` (read once per app). */
export function contractOfApp(app: FastifyInstance, inject = app.inject.bind(app)): Promise<Contract> {
  let contract = ofApp.get(app);
  if (!contract) {
    contract = inject({ method: 'GET', url: '/api/v1/docs/json' }).then((res) =>
      openApiContract(JSON.parse(res.body) as OpenApiDocument),
    );
    ofApp.set(app, contract);
  }
  return contract;
}
