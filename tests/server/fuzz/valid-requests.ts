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

let made = 0;

/**
 * A variant's own copy, so that it is not refused as a repeat of the valid request (which would hide what
 * its hostile value does further on): a fresh Idempotency-Key, and a fresh value in each of the example's
 * `unique` body fields (a coupon's code, an organisation's name), unless that is what it changes.
 */
export function fresh(spec: RequestSpec, label: string): RequestSpec {
  const n = ++made;
  let out = spec;
  if ('idempotency-key' in spec.headers && !label.startsWith('headers.idempotency-key'))
    out = { ...out, headers: { ...out.headers, 'idempotency-key': newKey() } };
  const body = out.body as Record<string, unknown> | undefined;
  const unique = (spec.unique ?? []).filter(
    (key) => !label.startsWith(`body.${key}:`) && typeof body?.[key] === 'string',
  );
  if (unique.length > 0)
    out = { ...out, body: { ...body, ...Object.fromEntries(unique.map((key) => [key, `${String(body![key])}${n}`])) } };
  return out;
}
