import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CollectedRoute, createCollectingApp } from '../support/console';
import type { TestApp } from '../support/test-app';
import { variantsOf } from './corpus';
import { type Operation, operationsOf } from './document';
import { type World, buildWorld, personaHeaders } from './personas';
import { type Answer, type Reach, problemOf, sender } from './send';
import { EXAMPLES } from './valid-examples';
import { fresh, isDestructive, validRequest } from './valid-requests';

/** The walk's budget on this 2-core machine, per database (docs: wave-4 h, "≤ 120 s per database"). */
const BUDGET_MS = 120_000;

/** Error lines the app logged (a 5xx logs its error), to name the cause beside the failing variant. */
const errors: string[] = [];
let t: TestApp & { routes: CollectedRoute[] };
let world: World;
let operations: Operation[];

beforeAll(async () => {
  t = await createCollectingApp({
    logger: { level: 'error', stream: { write: (line) => void errors.push(line) } },
    // Webhook hosts resolve without the network, to a public address (nothing is delivered: no workers run).
    webhookHooks: { resolve: async () => [{ address: '93.184.215.14', family: 4 }] },
  });
  world = await buildWorld(t);
  operations = await operationsOf(t.app);
}, 60_000);
afterAll(async () => t?.close());

type Row = { op: string; persona: string; variants: number; ms: number } & Record<Reach, number>;

/** The last error the app logged since `from`, as `type: message`. */
function loggedSince(from: number): string {
  const line = errors.slice(from).at(-1);
  if (!line) return '';
  const { err, msg } = JSON.parse(line) as { err?: { type?: string; message?: string }; msg?: string };
  return ` (logged: ${err ? `${err.type}: ${err.message}` : msg})`;
}

function accessOf(op: Operation) {
  const url = op.path.replace(/\{(\w+)\}/g, ':$1');
  return t.routes.find((r) => r.url === url && r.method === op.method)?.console;
}

/** Runs one operation: its valid request must succeed; then every hostile variant, counted by how far it got. */
async function fuzzOperation(op: Operation, send: ReturnType<typeof sender>['send'], failures: string[]) {
  const made = await validRequest(op, accessOf(op), world, t).catch((err: Error) => err);
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
  for (const variant of variantsOf(op, spec, personaHeaders(world, spec.persona))) {
    const from = errors.length;
    const answer: Answer = await send(op, fresh(variant.spec, variant.label));
    const problem = problemOf(answer);
    if (problem) failures.push(`${op.key} [${variant.label}] ${problem}${loggedSince(from)}`);
    row.variants++;
    row[answer.reach]++;
  }
  row.ms = Math.round(performance.now() - started);
  if (process.env.FUZZ_PROGRESS) console.log(`${op.key} ${row.variants} ${row.ms} ms`);
  if (row.validation + row.handler === 0)
    failures.push(`${op.key}: none of its ${row.variants} hostile variants got past the guards`);
  return row;
}

describe('the OpenAPI document, fuzzed', () => {
  it('has an example only for operations it documents', () => {
    const keys = new Set(operations.map((op) => op.key));
    expect(Object.keys(EXAMPLES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it(
    'every operation: its valid request succeeds; no hostile variant answers 5xx or shows internals; some reach validation or the handler',
    async () => {
      const started = performance.now();
      const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
        throw new Error(`process.exit(${code}) during the fuzz`);
      });
      const crashes: unknown[] = [];
      const onCrash = (err: unknown) => void crashes.push(err);
      process.on('uncaughtException', onCrash).on('unhandledRejection', onCrash);
      const { send, close } = sender(t.app, world);
      const failures: string[] = [];
      const rows: Row[] = [];
      try {
        const ordered = [...operations.filter((op) => !isDestructive(op)), ...operations.filter(isDestructive)];
        for (const op of ordered) {
          const row = await fuzzOperation(op, send, failures);
          if (row) rows.push(row);
        }
        // Still serving after all of it.
        expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      } finally {
        close();
        process.off('uncaughtException', onCrash).off('unhandledRejection', onCrash);
        exit.mockRestore();
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const total = rows.reduce((n, r) => n + r.variants, 0);
      console.log(
        [
          `fuzz: ${rows.length}/${operations.length} operations, ${total} hostile requests in ${seconds} s (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
          'operation | persona | variants | guard | validation | handler | ms',
          ...rows.map(
            (r) => `${r.op} | ${r.persona} | ${r.variants} | ${r.guard} | ${r.validation} | ${r.handler} | ${r.ms}`,
          ),
        ].join('\n'),
      );
      expect(crashes).toEqual([]);
      expect(failures).toEqual([]);
    },
    BUDGET_MS,
  );
});
