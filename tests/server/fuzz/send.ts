import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FilePart, multipartForm } from '../support/handovers';
import { type Contract, contractOfApp } from '../support/openapi-contract';
import type { Operation } from './document';
import { type Persona, type World, personaHeaders } from './personas';

/** A request to one operation, before it is encoded: hostile variants change one part of it. */
export type RequestSpec = {
  persona: Persona;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  multipart?: { fields: Record<string, string>; files: FilePart[] };
  /** Body fields (top level) that must differ from one request to the next: each variant gets its own value. */
  unique?: string[];
  /**
   * For an operation that succeeds once per thing (a check-in, a cancellation): a new thing to aim at,
   * asked for after each request that succeeded, so the next variant's hostile value meets the whole handler.
   */
  renew?: () => Promise<Pick<RequestSpec, 'params' | 'headers'>>;
  /** A body sent as it is, with its Content-Type (wrong types, broken JSON, broken multipart). */
  raw?: { contentType?: string; payload: string | Buffer };
};

/** How far a request got: refused by a guard, refused by validation (naming a field), or into its handler. */
export type Reach = 'guard' | 'validation' | 'handler';

export type Answer = {
  status: number;
  body: string;
  reach: Reach;
  contentType: string;
  /** How the answer differs from what the OpenAPI document says of it (support/openapi-contract.ts). */
  contract: string[];
};

/** Percent-encodes text for a URL; a lone surrogate (which encodeURIComponent refuses) as its WTF-8 bytes. */
function encode(value: string): string {
  return Array.from(value)
    .map((ch) => {
      const cp = ch.codePointAt(0)!;
      if (cp < 0xd800 || cp > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

function urlOf(op: Operation, spec: RequestSpec): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(spec.params[name] ?? ''));
  const query = Object.entries(spec.query).map(([k, v]) => `${encode(k)}=${encode(v)}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

function payloadOf(spec: RequestSpec): { payload?: string | Buffer; contentType?: string } {
  if (spec.raw) return { payload: spec.raw.payload, contentType: spec.raw.contentType };
  if (spec.multipart) {
    const form = multipartForm(spec.multipart.fields, spec.multipart.files);
    return { payload: form.payload, contentType: form.headers['content-type'] };
  }
  if (spec.body === undefined) return {};
  return { payload: JSON.stringify(spec.body), contentType: 'application/json' };
}

/** A request the server has not begun to answer by then hangs: a failure like a 5xx (status 0). */
const ANSWER_WAIT_MS = 5_000;

async function withDeadline<T>(pending: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ANSWER_WAIT_MS)));
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** An event stream never ends: what it sent within this long is its answer. */
const STREAM_WAIT_MS = 500;

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    new Promise<void>((resolve, reject) => {
      stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
      stream.on('end', resolve);
      stream.on('error', reject);
    }),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, STREAM_WAIT_MS))),
  ]);
  clearTimeout(timer);
  stream.destroy();
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Sends requests and tells how far each got. The handler is seen through Fastify's documented
 * `tracing:fastify.request.handler` channel (published after every hook, right before the handler), a
 * request being recognised by a probe header.
 */
export function sender(app: FastifyInstance, world: World) {
  let next = 0;
  const reached = new Set<string>();
  const onStart = (message: unknown) => {
    const probe = (message as { request: FastifyRequest }).request.headers['x-fuzz-probe'];
    if (typeof probe === 'string') reached.add(probe);
  };
  subscribe('tracing:fastify.request.handler:start', onStart);
  const contract = contractOfApp(app);
  return {
    close: () => unsubscribe('tracing:fastify.request.handler:start', onStart),
    async send(op: Operation, request: RequestSpec): Promise<Answer> {
      const probe = String(++next);
      const url = urlOf(op, request);
      const { payload, contentType } = payloadOf(request);
      const headers = {
        ...personaHeaders(world, request.persona),
        ...(contentType ? { 'content-type': contentType } : {}),
        ...request.headers,
        'x-fuzz-probe': probe,
      };
      const sent = withDeadline(
        app.inject({
          method: op.method as 'GET',
          url,
          headers,
          ...(payload === undefined ? {} : { payload }),
          payloadAsStream: true,
        }),
      );
      // The test app's own contract check (support/response-validation.ts) rejects an undocumented answer.
      const res = await sent.catch((err: Error) => err);
      if (res instanceof Error) {
        const reach: Reach = reached.delete(probe) ? 'handler' : 'guard';
        return { status: -1, body: '', contentType: '', reach, contract: [res.message.replace(/\s+/g, ' ')] };
      }
      if (!res) return { status: 0, body: '', contentType: '', reach: 'guard', contract: [] };
      const body = await readAll(res.stream());
      const handler = reached.delete(probe);
      const answered = { status: res.statusCode, body, contentType: String(res.headers['content-type'] ?? '') };
      return {
        ...answered,
        reach: handler ? 'handler' : reachOf(res.statusCode, body),
        contract: checked(await contract, op.method, url, answered),
      };
    },
  };
}

/** What is wrong with an answer by the document, if the document describes its operation (better-auth's it does not). */
function checked(
  contract: Contract,
  method: string,
  url: string,
  answer: Pick<Answer, 'status' | 'contentType' | 'body'>,
) {
  const path = contract.templateOf(method, url);
  if (!path) return [];
  const body = /json/.test(answer.contentType) && answer.body ? parsed(answer.body) : answer.body;
  return contract.validateResponse({ method, path, status: answer.status, contentType: answer.contentType, body });
}

/** JSON text as a value; text that does not parse stays text (and fails the contract as such). */
function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** A 400 naming a field is validation's (or the input guard's); any other refusal before the handler a guard's. */
function reachOf(status: number, body: string): Reach {
  if (status !== 400) return 'guard';
  try {
    const fields = (JSON.parse(body) as { error?: { fields?: object } }).error?.fields;
    return fields && Object.keys(fields).length > 0 ? 'validation' : 'guard';
  } catch {
    return 'guard';
  }
}

/** What no answer may carry: a stack frame, a path on the server, a framework or database message. */
const INTERNALS = [
  /\n\s+at \S/,
  /\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/,
  /node_modules/,
  /file:\/\//,
  /\/(?:work|home|usr|tmp)\/\S/,
  /\bFST_ERR|\bERR_[A-Z_]{4,}/,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|ZodError)\b/,
  /SQLSTATE|duplicate key value|violates \w+ constraint|invalid input syntax|relation "|syntax error at/i,
  /\bInvalid time value\b/,
];

/** What a refusal may not carry either (a page of the app may well say "Error:" in its own words). */
const REFUSAL_INTERNALS = [/\bError: /, /\b(?:select|insert into|update|delete from) [\w"]+ /i];

/** Why an answer fails the fuzz, or undefined. */
export function problemOf(answer: Answer): string | undefined {
  if (answer.status === 0) return `no answer within ${ANSWER_WAIT_MS / 1000} s`;
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.contract.length > 0) return `not as documented: ${answer.contract.join('; ')}`;
  const patterns = answer.status >= 400 ? [...INTERNALS, ...REFUSAL_INTERNALS] : INTERNALS;
  const leak = patterns.find((re) => re.test(answer.body));
  return leak ? `body matches ${leak}: ${answer.body.slice(0, 200)}` : undefined;
}
