import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../errors';

/** Deeper than any body the API accepts (a booking is 4 levels); the same limit on every route. */
export const MAX_JSON_DEPTH = 16;

type Problem = 'null' | 'surrogate' | 'depth';
type Finding = { path: string; problem: Problem };

/** What is wrong with one piece of text (a value or a key), if anything. */
function textProblem(text: string): 'null' | 'surrogate' | undefined {
  if (text.includes('\0')) return 'null';
  // A lone UTF-16 surrogate (JSON.parse makes one of the escape `\ud800`) is not text PostgreSQL can store.
  return text.isWellFormed() ? undefined : 'surrogate';
}

/**
 * Walks a parsed value without recursion (so depth cannot overflow the stack) and reports the first
 * string or key holding a NUL character or a lone surrogate, or the first place nested deeper than
 * MAX_JSON_DEPTH. A bad key is named by its parent's path: echoing the key would echo the bad text.
 */
export function inspectValue(value: unknown, prefix = ''): Finding | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path, problem };
      continue;
    }
    // Raw bodies (the Stripe webhook verifies its signature over the bytes) are not walked byte by byte.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_JSON_DEPTH) return { path, problem: 'depth' };
    for (const [key, child] of Object.entries(current)) {
      const problem = textProblem(key);
      if (problem) return { path: path || '_', problem };
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

const MESSAGES: Record<Exclude<Problem, 'depth'>, string> = {
  null: 'Must not contain a null character',
  surrogate: 'Must be well-formed text (a character is broken)',
};

const PARTS = ['params', 'query', 'body'] as const;

/** Throws the guard's 400 for what `inspectValue` found in `value`, naming the field; nothing when it is clean. */
export function guardValue(value: unknown): void {
  // Fields are named as the validators name them: by their path, without the part.
  const finding = inspectValue(value);
  if (!finding) return;
  const field = finding.path || '_';
  if (finding.problem !== 'depth') throw validationFailed({ [field]: MESSAGES[finding.problem] });
  throw validationFailed(
    { [field]: `Nested too deeply (at most ${MAX_JSON_DEPTH} levels)` },
    'The request is nested too deeply',
  );
}

function check(request: FastifyRequest): void {
  for (const part of PARTS) guardValue(request[part]);
  // Node reads header bytes as Latin-1, so a lone surrogate cannot arrive there over HTTP; checked all the same.
  for (const [name, value] of Object.entries(request.headers)) {
    const problem = textProblem(Array.isArray(value) ? value.join(',') : (value ?? ''));
    if (problem) throw validationFailed({ [`headers.${name}`]: MESSAGES[problem] });
  }
}

/**
 * Input no database or validator should see: NUL characters and lone UTF-16 surrogates (PostgreSQL
 * text and JSON cannot hold them, so they used to surface as a 500) and absurdly nested JSON. Runs
 * before every route's validation, so the answer is the usual 400 VALIDATION_FAILED naming the field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => check(request));
});
