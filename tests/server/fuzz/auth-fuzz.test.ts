import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { variantsOf } from './corpus';
import type { Operation, Parameter } from './document';
import { type World, buildWorld, personaHeaders } from './personas';
import { type RequestSpec, problemOf, sender } from './send';

/**
 * better-auth's endpoints live behind one hidden catch-all (`/api/v1/auth/*`), outside the OpenAPI
 * document: they are listed from better-auth's own endpoint table (`auth.api`, each with its `path`,
 * `options.method` and zod `body`/`query`) and fuzzed signed out and signed in, with the same corpus.
 */
const BUDGET_MS = 120_000;

type Endpoint = { path?: string; options?: { method?: string | string[]; body?: unknown; query?: unknown } };

/** The keys of a zod object schema (better-auth's bodies and queries), or none. */
const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: object } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

/** Ending a session, a member or an account: after the rest, so the signed-in runs keep their session. */
const ENDS = /sign-out|revoke|delete|leave|remove|cancel|reject/;

function operationsOf(api: Record<string, Endpoint>): { op: Operation; body: Record<string, string> }[] {
  const out = Object.values(api).flatMap((endpoint) => {
    if (!endpoint.path || !endpoint.options?.method) return [];
    const path = `/api/v1/auth${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    const methods = ([] as string[]).concat(endpoint.options.method).filter((m) => m === 'GET' || m === 'POST');
    const parameters: Parameter[] = [
      ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ in: 'path' as const, name: m[1]!, required: true })),
      ...keysOf(endpoint.options.query).map((name) => ({ in: 'query' as const, name })),
    ];
    const body = Object.fromEntries(keysOf(endpoint.options.body).map((k) => [k, 'fuzz']));
    return methods.map((method) => ({
      op: { key: `${method} ${path}`, method, path, parameters, security: [[]] },
      body: method === 'POST' ? body : {},
    }));
  });
  return [...out.filter((o) => !ENDS.test(o.op.path)), ...out.filter((o) => ENDS.test(o.op.path))];
}

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(async () => t?.close());

describe("better-auth's endpoints, fuzzed", () => {
  it(
    'no hostile request to /api/v1/auth/* answers 5xx or shows internals, signed out or signed in',
    async () => {
      const started = performance.now();
      const endpoints = operationsOf(t.app.accounts.api as unknown as Record<string, Endpoint>);
      expect(endpoints.length).toBeGreaterThan(40);
      const { send, close } = sender(t.app, world);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      try {
        for (const persona of ['visitor', 'operator'] as const)
          for (const { op, body } of endpoints) {
            const spec: RequestSpec = {
              persona,
              params: Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 'fuzz'])),
              query: {},
              headers: {},
              ...(op.method === 'POST' ? { body } : {}),
            };
            // The 413 of an oversized body is Fastify's own, tested on every documented route already.
            const variants = variantsOf(op, spec, personaHeaders(world, persona)).filter(
              (v) => !/oversized/.test(v.label),
            );
            for (const variant of [{ label: 'as listed', spec }, ...variants]) {
              const answer = await send(op, variant.spec);
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              sent++;
              const problem = problemOf(answer);
              if (problem) failures.push(`${op.key} as ${persona} [${variant.label}] ${problem}`);
            }
          }
      } finally {
        close();
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `auth fuzz: ${endpoints.length} endpoints × 2 personas, ${sent} requests in ${seconds} s; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(failures).toEqual([]);
    },
    BUDGET_MS,
  );
});
