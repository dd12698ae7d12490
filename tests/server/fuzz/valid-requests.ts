import type { ConsoleAccess } from '@parking/core';
import { newKey } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { type Operation, sample } from './document';
import { EXAMPLES } from './valid-examples';
import { type World, personaFor } from './personas';
import type { RequestSpec } from './send';

/**
 * Operations whose success takes away something another operation's valid request needs (a booking, a
 * key, a car park, a session): they run after all the others, in the document's order.
 */
export const isDestructive = (op: Operation) =>
  op.method === 'DELETE' ||
  /\/(cancel|revoke|erase|suspend|unsuspend|deactivate|activate|expire|hide|unhide)$/.test(op.path);

/** The operation's valid request as the document alone describes it (required parts only). */
function generated(op: Operation, access: ConsoleAccess | undefined): RequestSpec {
  const of = (where: string) =>
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === where && (p.required || where === 'path') && p.name !== 'origin')
        .map((p) => [where === 'header' ? p.name.toLowerCase() : p.name, String(sample(p.schema, p.name) ?? 'fuzz')]),
    );
  return {
    persona: personaFor(op, access),
    params: of('path'),
    query: of('query'),
    headers: of('header'),
    ...(op.body ? { body: sample(op.body) } : {}),
  };
}

/**
 * The valid request of an operation: the document's own, with the hand-written example (valid-examples.ts)
 * laid over it where the document alone cannot make one that succeeds (ids of things, related fields).
 */
export async function validRequest(op: Operation, access: ConsoleAccess | undefined, world: World, t: TestApp) {
  const base = generated(op, access);
  const example = EXAMPLES[op.key];
  if (!example) return { spec: base, handWritten: false };
  const over = await example(world, t);
  const spec: RequestSpec = {
    ...base,
    ...over,
    params: { ...base.params, ...over.params },
    query: { ...base.query, ...over.query },
    headers: { ...base.headers, ...over.headers },
  };
  return { spec, handWritten: true };
}

/** A variant's own copy: a fresh Idempotency-Key unless the key is what it changes. */
export function fresh(spec: RequestSpec, label: string): RequestSpec {
  if (!('idempotency-key' in spec.headers) || label.startsWith('headers.idempotency-key')) return spec;
  return { ...spec, headers: { ...spec.headers, 'idempotency-key': newKey() } };
}
