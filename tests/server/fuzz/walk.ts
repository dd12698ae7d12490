import { vi } from 'vitest';
import type { CollectedRoute } from '../support/console';
import type { TestApp } from '../support/test-app';
import { type Variant, variantsOf } from './corpus';
import type { Operation } from './document';
import { type World, personaHeaders } from './personas';
import { type Reach, type RequestSpec, problemOf, sender } from './send';
import { fresh, isDestructive, validRequest } from './valid-requests';

/** How far one operation's hostile variants got, and how long they took. */
export type Row = { op: string; persona: string; variants: number; ms: number } & Record<Reach, number>;

/** The app under fuzz: its routes (for their console access) and the error lines it logged (a 5xx logs one). */
export type Target = { t: TestApp & { routes: CollectedRoute[] }; world: World; errors: string[] };

/** The last error the app logged since `from`, as `type: message`. */
function loggedSince(errors: string[], from: number): string {
  const line = errors.slice(from).at(-1);
  if (!line) return '';
  const { err, msg } = JSON.parse(line) as { err?: { type?: string; message?: string }; msg?: string };
  return ` (logged: ${err ? `${err.type}: ${err.message}` : msg})`;
}

function accessOf(target: Target, op: Operation) {
  const url = op.path.replace(/\{(\w+)\}/g, ':$1');
  return target.t.routes.find((r) => r.url === url && r.method === op.method)?.console;
}

type Send = ReturnType<typeof sender>['send'];

/** The variant aimed at the renewed thing, except in the part it makes hostile. */
function aimedAt(variant: Variant, renewed: Pick<RequestSpec, 'params' | 'headers'> | undefined): RequestSpec {
  if (!renewed) return variant.spec;
  const keep = (part: 'params' | 'headers') =>
    Object.fromEntries(Object.entries(renewed[part]).filter(([k]) => !variant.label.startsWith(`${part}.${k}:`)));
  return {
    ...variant.spec,
    params: { ...variant.spec.params, ...keep('params') },
    headers: { ...variant.spec.headers, ...keep('headers') },
  };
}

/** Runs one operation: its valid request must succeed; then every hostile variant, counted by how far it got. */
async function fuzzOperation(target: Target, op: Operation, send: Send, failures: string[]) {
  const { t, world, errors } = target;
  const made = await validRequest(op, accessOf(target, op), world, t).catch((err: Error) => err);
  if (made instanceof Error) return void failures.push(`${op.key}: its example failed: ${made.message}`);
  const { spec, handWritten } = made;
  const valid = await send(op, fresh(spec, ''));
  if (valid.status < 200 || valid.status >= 300) {
    const fix = handWritten ? 'fix its example' : 'the document alone cannot make one: add an example';
    failures.push(`${op.key}: the valid request answered ${valid.status} ${valid.body.slice(0, 300)} (${fix})`);
    return undefined;
  }
  const started = performance.now();
  const row: Row = { op: op.key, persona: spec.persona, variants: 0, ms: 0, guard: 0, validation: 0, handler: 0 };
  let renewed = spec.renew ? await spec.renew() : undefined;
  for (const variant of variantsOf(op, spec, personaHeaders(world, spec.persona))) {
    const from = errors.length;
    const answer = await send(op, fresh(aimedAt(variant, renewed), variant.label));
    if (spec.renew && answer.status >= 200 && answer.status < 300) renewed = await spec.renew();
    const problem = problemOf(answer);
    if (problem) failures.push(`${op.key} [${variant.label}] ${problem}${loggedSince(errors, from)}`);
    row.variants++;
    row[answer.reach]++;
  }
  row.ms = Math.round(performance.now() - started);
  if (row.validation + row.handler === 0)
    failures.push(`${op.key}: none of its ${row.variants} hostile variants got past the guards`);
  return row;
}

/**
 * Fuzzes `operations` (destructive ones last), watching for a crash: an uncaught exception, an unhandled
 * rejection or a `process.exit` while it runs, and a health check that no longer answers 200 after it.
 */
export async function walk(target: Target, operations: Operation[]): Promise<{ rows: Row[]; failures: string[] }> {
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`process.exit(${code}) during the fuzz`);
  });
  const failures: string[] = [];
  const onCrash = (err: unknown) => void failures.push(`crash: ${String(err)}`);
  process.on('uncaughtException', onCrash).on('unhandledRejection', onCrash);
  const { send, close } = sender(target.t.app, target.world);
  const rows: Row[] = [];
  try {
    const ordered = [...operations.filter((op) => !isDestructive(op)), ...operations.filter(isDestructive)];
    for (const op of ordered) {
      const row = await fuzzOperation(target, op, send, failures);
      if (row) rows.push(row);
    }
    const health = await target.t.app.inject({ method: 'GET', url: '/api/v1/health' });
    if (health.statusCode !== 200) failures.push(`after the walk, /api/v1/health answered ${health.statusCode}`);
  } finally {
    close();
    process.off('uncaughtException', onCrash).off('unhandledRejection', onCrash);
    exit.mockRestore();
  }
  return { rows, failures };
}

/** The walk's table: per operation how many variants a guard refused, validation refused, the handler ran. */
export function report(rows: Row[], operations: number, ms: number): string {
  const total = rows.reduce((n, r) => n + r.variants, 0);
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  return [
    `fuzz: ${rows.length}/${operations} operations, ${total} hostile requests in ${(ms / 1000).toFixed(1)} s (${database})`,
    'operation | persona | variants | guard | validation | handler | ms',
    ...rows.map(
      (r) => `${r.op} | ${r.persona} | ${r.variants} | ${r.guard} | ${r.validation} | ${r.handler} | ${r.ms}`,
    ),
  ].join('\n');
}
