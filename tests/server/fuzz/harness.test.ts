import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectingApp } from '../support/console';
import { operationsOf } from './document';
import { fuzzFixtureRoutes } from './fixture-routes';
import type { World } from './personas';
import { type Target, walk } from './walk';

/** Only the public persona (the widget's key and Origin) calls the fixture routes: it needs nothing of a world. */
const NO_WORLD = {} as World;

let target: Target;
beforeAll(async () => {
  const errors: string[] = [];
  const t = await createCollectingApp({
    routes: [fuzzFixtureRoutes],
    logger: { level: 'error', stream: { write: (line) => void errors.push(line) } },
  });
  target = { t, world: NO_WORLD, errors };
}, 60_000);
afterAll(async () => target?.t.close());

describe('the fuzz harness catches what it is for', () => {
  it('an unlisted route it cannot call, a 5xx, internals in a refusal, and a route whose guards refuse everything', async () => {
    const operations = (await operationsOf(target.t.app)).filter((op) => op.path.startsWith('/api/v1/fuzz-fixture/'));
    expect(operations.map((op) => op.key)).toHaveLength(4);
    const { rows, failures } = await walk(target, operations);
    const text = failures.join('\n');
    expect(text).toContain('GET /api/v1/fuzz-fixture/things/{id}: the valid request answered 404');
    expect(text).toContain('the document alone cannot make one: add an example');
    const breaks = failures.filter((f) => f.includes('/breaks'));
    expect(breaks).toHaveLength(2);
    for (const [i, n] of ['1e\\+308', '9007199254740992'].entries())
      expect(breaks[i]).toMatch(
        new RegExp(`breaks \\[body\\.count: number ${n}\\] .*500.*\\(logged: RangeError: Invalid array length\\)`),
      );
    expect(text).toMatch(/POST \/api\/v1\/fuzz-fixture\/leaks \[body\.name: oversized\] body matches/);
    expect(text).toMatch(/GET \/api\/v1\/fuzz-fixture\/guarded: none of its \d+ hostile variants got past the guards/);
    // The well-behaved parts are not reported: breaks only on its two large numbers (above), the rest not at all.
    expect(failures).toHaveLength(5);
    expect(rows.find((r) => r.op === 'POST /api/v1/fuzz-fixture/breaks')).toMatchObject({
      validation: expect.any(Number),
    });
    expect(rows.find((r) => r.op === 'POST /api/v1/fuzz-fixture/breaks')!.handler).toBeGreaterThan(0);
  }, 60_000);
});
