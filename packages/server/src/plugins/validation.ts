import { type LondonNow, issuesToFields, londonNow } from '@parking/core';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { validationFailed } from '../errors';

/**
 * A route validator whose body schema is built per request (rules that depend on today's date).
 * A failure is the API's 400 VALIDATION_FAILED with `fields`; other parts use the usual zod validator.
 */
export function bodyValidatorAt(
  schemaNow: () => z.ZodType,
  options: { memo?: boolean } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Fastify types the compiler by the route's schema object.
): FastifySchemaCompiler<any> {
  return (route) => {
    if (route.httpPart !== 'body') return validatorCompiler(route);
    const parse = (data: unknown) => {
      const result = schemaNow().safeParse(data);
      return result.success ? { value: result.data } : { error: validationFailed(issuesToFields(result.error.issues)) };
    };
    return options.memo ? memoized(schemaNow, parse) : parse;
  };
}

type Outcome = { value: unknown } | { error: Error };
const MEMO_LIMIT = 10_000;

/**
 * For small bodies sent again and again (the same search from many visitors): the outcome of
 * validating an identical body with the same schema (it changes each minute) is reused.
 */
function memoized(schemaNow: () => z.ZodType, parse: (data: unknown) => Outcome): (data: unknown) => Outcome {
  let schema: z.ZodType | undefined;
  let memo = new Map<string, Outcome>();
  return (data) => {
    const current = schemaNow();
    if (current !== schema || memo.size >= MEMO_LIMIT) {
      schema = current;
      memo = new Map();
    }
    const key = JSON.stringify(data);
    const hit = memo.get(key);
    if (hit) return hit;
    const outcome = parse(data);
    // Only successes are kept: an error object is decorated per request by Fastify.
    if (!('error' in outcome)) memo.set(key, outcome);
    return outcome;
  };
}

/**
 * The schema for the current London minute, built once per minute: zod compiles a schema on first
 * use, so building one per request would cost more than the search itself.
 */
export function schemaPerMinute(clock: () => Date, build: (now: LondonNow) => z.ZodType): () => z.ZodType {
  let cached: { minute: number; schema: z.ZodType } | undefined;
  return () => {
    const instant = clock();
    const minute = Math.floor(instant.getTime() / 60_000);
    if (cached?.minute !== minute) cached = { minute, schema: build(londonNow(instant)) };
    return cached.schema;
  };
}
