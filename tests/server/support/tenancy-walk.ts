import { type ConsoleAccess, type OrganizationKind, ORGANIZATION_KINDS } from '@parking/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CollectedRoute } from './console';
import { type Placement, placementsOf } from './tenancy-marks';
import { SAMPLES, multipartOf } from './tenancy-samples';
import { type Ids, SITE } from './tenancy-world';

/** The kinds a route serves, each with the lowest role it allows (null: every role). */
export function kindsOf(access: ConsoleAccess): { kind: OrganizationKind; lowest: string | null }[] {
  if (access === 'signed-in') return ORGANIZATION_KINDS.map((kind) => ({ kind, lowest: null }));
  if (access.kind !== 'any') return [{ kind: access.kind, lowest: access.role }];
  const role = access.role;
  return ORGANIZATION_KINDS.map((kind) => ({ kind, lowest: role === 'any' ? null : role[kind] }));
}

/** One id put where another belongs: the walk's attack. */
type Swap = { placement: Placement; value: string };

/**
 * A request of the route with every marked id taken from `ids` (one organisation's real things), except
 * `swap`'s field; the rest from the route's sample (which may give an id field a new value, though never
 * the swapped one). Headers: the sample's, `headers`, and our own Origin unless given.
 */
export async function requestOf(
  route: CollectedRoute,
  ids: Ids,
  headers: Record<string, string>,
  swap?: Swap,
): Promise<InjectOptions> {
  const sample = SAMPLES[`${route.method} ${route.url}`] ?? {};
  const partOf = (part: Placement['part'], given: Record<string, unknown> = {}) => {
    const marked = placementsOf(route).filter((p) => p.part === part);
    const values: Record<string, unknown> = {
      ...Object.fromEntries(marked.map((p) => [p.name, ids[p.kind] ?? `no-${p.kind}`])),
      ...given,
    };
    if (swap?.placement.part === part) values[swap.placement.name] = swap.value;
    return values;
  };
  const params = partOf('params') as Record<string, string>;
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `no-${name}`));
  const query = partOf('querystring', sample.query) as Record<string, string>;
  const base = {
    method: route.method as 'GET',
    url,
    query,
    headers: { origin: SITE, ...sample.headers?.(), ...headers },
  };
  if (route.method === 'GET') return base;
  if (sample.multipart) {
    const form = await multipartOf(sample.multipart);
    return { ...base, headers: { ...base.headers, ...form.headers }, payload: form.payload };
  }
  const body = partOf('body', sample.body);
  if (route.method === 'DELETE' && Object.keys(body).length === 0) return base;
  return { ...base, payload: body };
}

/** An answer of the walk: its status, headers and body as text. */
export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Sends a request and reads its answer; an event stream (which stays open) answers with what it sent
 * first, so a stream that should have been refused shows as an answer rather than hanging the walk.
 */
export async function send(app: FastifyInstance, options: InjectOptions): Promise<Answer> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  const chunks: Buffer[] = [];
  if (String(res.headers['content-type']).startsWith('text/event-stream'))
    chunks.push(await new Promise<Buffer>((resolve) => stream.once('data', (c: Buffer) => resolve(Buffer.from(c)))));
  else for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  stream.destroy();
  return { statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') };
}

type Watch = { changed(): Promise<string[]> };

/** What is wrong with an answer that should be the refusal `status` `code` and change nothing. */
export async function refusalProblems(watch: Watch, what: string, res: Answer, status: number, code: string) {
  const problems: string[] = [];
  const json = String(res.headers['content-type']).startsWith('application/json');
  const answered = (json ? JSON.parse(res.body) : {}) as { error?: { code?: string } };
  if (res.statusCode !== status || answered.error?.code !== code)
    problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}, not ${status} ${code}`);
  const changed = await watch.changed();
  if (changed.length > 0) problems.push(`${what} changed ${changed.join(', ')}`);
  return problems;
}

/** What an attack needs: the app, a change watch, both organisations' ids, "b"'s member and "a"'s strings. */
export type Attack = {
  app: FastifyInstance;
  watch: Watch;
  /** The caller's kind, for the reads a kind is refused whatever the id (see NO_OWN_READ). */
  kind: OrganizationKind;
  own: Ids;
  foreign: Ids;
  cookie: string;
  aStrings: string[];
};

/**
 * Reads a member cannot make with its own ids either, so the walk does not ask that its own read succeed
 * (it asks that elsewhere: every other read with the member's own ids must, or a 404 below proves nothing).
 */
const NO_OWN_READ: Record<string, { kinds?: OrganizationKind[]; why: string }> = {
  'GET /api/v1/console/board/events': { why: 'a stream that stays open (its 404 for another car park is walked)' },
  'GET /api/v1/console/bookings/:reference/handovers': { kinds: ['partner'], why: 'partners see no handover' },
  'GET /api/v1/console/handover-photos/:id': { kinds: ['partner'], why: 'partners see no handover photo' },
};

/** What a response shows of organisation "a", and what the database changed since the last check. */
async function leaks(a: Attack, body: string, what: string): Promise<string[]> {
  const shown = a.aStrings.filter((s) => body.includes(s));
  const changed = await a.watch.changed();
  return [
    ...(shown.length > 0 ? [`${what} showed "a"'s ${shown.join(', ')}`] : []),
    ...(changed.length > 0 ? [`${what} changed ${changed.join(', ')}`] : []),
  ];
}

/**
 * Calls the route as organisation "b"'s member once per marked id field, that field holding organisation
 * "a"'s real id of its kind and every other field "b"'s own (so only that field can make it fail). An id
 * that addresses a thing must answer 404, one that filters a list may answer the list; either way nothing
 * of "a" is shown and nothing changes. A read is first made with "b"'s own ids and must succeed. Answers
 * the failures, each naming the route and the field.
 */
export async function attackRoute(
  route: CollectedRoute,
  a: Attack,
): Promise<{ failures: string[]; attacked: Placement[] }> {
  const where = `${route.method} ${route.url} as ${a.kind}`;
  const headers = { cookie: a.cookie };
  const failures: string[] = [];
  const exempt = NO_OWN_READ[`${route.method} ${route.url}`];
  if (route.method === 'GET' && !(exempt && (!exempt.kinds || exempt.kinds.includes(a.kind)))) {
    const res = await send(a.app, await requestOf(route, a.own, headers));
    if (res.statusCode >= 300)
      failures.push(`${where} with its own ids answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    failures.push(...(await leaks(a, res.body, `${where} with its own ids`)));
  }
  const attacked = placementsOf(route).filter((p) => a.foreign[p.kind] && a.foreign[p.kind] !== a.own[p.kind]);
  for (const placement of attacked) {
    const res = await send(
      a.app,
      await requestOf(route, a.own, headers, { placement, value: a.foreign[placement.kind]! }),
    );
    const what = `${where}: ${placement.part} ${placement.name} = "a"'s ${placement.kind}`;
    const answered =
      placement.use === 'address' ? res.statusCode === 404 : res.statusCode === 404 || res.statusCode < 300;
    if (!answered)
      failures.push(
        `${what} answered ${res.statusCode}, not ${placement.use === 'address' ? '404' : 'its own list or 404'}`,
      );
    failures.push(...(await leaks(a, res.body, what)));
  }
  return { failures, attacked };
}
