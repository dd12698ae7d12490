import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../errors';

/** Deeper than any body the API accepts (a booking is 4 levels); the same limit on every route. */
export const MAX_JSON_DEPTH = 16;

type Finding = { path: string; problem: 'null' | 'depth' };

/**
 * Walks a parsed value without recursion (so depth cannot overflow the stack) and reports the first
 * string holding a NUL character, or the first place nested deeper than MAX_JSON_DEPTH.
 */
export function inspectValue(value: unknown, prefix = ''): Finding | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return { path, problem: 'null' };
      continue;
    }
    // Raw bodies (the Stripe webhook verifies its signature over the bytes) are not walked byte by byte.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_JSON_DEPTH) return { path, problem: 'depth' };
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\0')) return { path: path || '_', problem: 'null' };
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

const PARTS = ['params', 'query', 'body'] as const;

function check(request: FastifyRequest): void {
  for (const part of PARTS) {
    // Fields are named as the validators name them: by their path, without the part.
    const finding = inspectValue(request[part]);
    if (!finding) continue;
    const field = finding.path || '_';
    if (finding.problem === 'null') throw validationFailed({ [field]: 'Must not contain a null character' });
    throw validationFailed(
      { [field]: `Nested too deeply (at most ${MAX_JSON_DEPTH} levels)` },
      'The request is nested too deeply',
    );
  }
  for (const [name, value] of Object.entries(request.headers)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text?.includes('\0')) throw validationFailed({ [`headers.${name}`]: 'Must not contain a null character' });
  }
}

/**
 * Input no database or validator should see: NUL characters (PostgreSQL text cannot hold them, so
 * they used to surface as a 500) and absurdly nested JSON. Runs before every route's validation, so
 * the answer is the usual 400 VALIDATION_FAILED naming the field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => check(request));
});
