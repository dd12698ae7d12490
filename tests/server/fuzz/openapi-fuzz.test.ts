import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectingApp } from '../support/console';
import { type Operation, operationsOf } from './document';
import { buildWorld } from './personas';
import { EXAMPLES } from './valid-examples';
import { type Target, report, walk } from './walk';

/** The walk's budget on this 2-core machine, per database (docs/architecture.md#api). */
const BUDGET_MS = 120_000;

let target: Target;
let operations: Operation[];

beforeAll(async () => {
  const errors: string[] = [];
  const t = await createCollectingApp({
    logger: { level: 'error', stream: { write: (line) => void errors.push(line) } },
    // Webhook hosts resolve without the network, to a public address (nothing is delivered: no workers run).
    webhookHooks: { resolve: async () => [{ address: '93.184.215.14', family: 4 }] },
  });
  target = { t, world: await buildWorld(t), errors };
  operations = await operationsOf(t.app);
}, 60_000);
afterAll(async () => target?.t.close());

describe('the OpenAPI document, fuzzed', () => {
  it('has an example only for operations it documents', () => {
    const keys = new Set(operations.map((op) => op.key));
    expect(operations.length).toBeGreaterThan(100);
    expect(Object.keys(EXAMPLES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it(
    'every operation: its valid request succeeds; no hostile variant answers 5xx or shows internals; some reach validation or the handler',
    async () => {
      const started = performance.now();
      const { rows, failures } = await walk(target, operations);
      console.log(report(rows, operations.length, performance.now() - started));
      expect(failures).toEqual([]);
      expect(rows).toHaveLength(operations.length);
    },
    BUDGET_MS,
  );
});
