import { type LondonNow, issuesToFields, londonNow, searchCriteriaSchemaAt } from '@parking/core';
import type { FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../errors';

/** The instance a route plugin gets: requests and replies typed by each route's zod schemas. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A route validator whose body schema is built per request (rules that depend on today's date).
 * A failure is the API's 400 VALIDATION_FAILED with `fields`; other parts use the usual zod validator.
 * With `memo`, outcomes are reused for bodies with the same memo key (see createValidationMemo).
 */
export function bodyValidatorAt(
  schemaNow: () => z.core.$ZodType,
  options: { memo?: ValidationMemo } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Fastify types the compiler by the route's schema object.
): FastifySchemaCompiler<any> {
  return (route) => {
    if (route.httpPart !== 'body') return validatorCompiler(route);
    const parse = (data: unknown): Outcome => {
      const result = z.safeParse(schemaNow(), data);
      return result.success ? { value: result.data } : { error: validationFailed(issuesToFields(result.error.issues)) };
    };
    const memo = options.memo;
    if (!memo) return parse;
    return (data: unknown) => {
      const schema = schemaNow();
      const key = memo.keyOf(data);
      const hit = key === undefined ? undefined : memo.get(schema, key);
      if (hit) return hit;
      const outcome = parse(data);
      // Only successes are kept: an error object is decorated per request by Fastify.
      if (key !== undefined && !('error' in outcome)) memo.set(schema, key, outcome);
      return outcome;
    };
  };
}

type Outcome = { value: unknown } | { error: Error };

/** Longest field value that can be part of a memo key; real criteria are a few characters each. */
const MAX_KEY_VALUE = 64;

/**
 * Validation outcomes for the same search from many visitors. The key is built from the schema's own
 * fields only (unknown fields are stripped by validation, so they cannot change the outcome and must
 * not grow the memo), and the memo is dropped when the schema changes (each minute) or when it holds
 * more than `maxBytes` of keys and values.
 */
export function createValidationMemo(fields: readonly string[], maxBytes = 256 * 1024) {
  let schema: unknown;
  let entries = new Map<string, Outcome>();
  let bytes = 0;
  const reset = (current: unknown) => {
    schema = current;
    entries = new Map();
    bytes = 0;
  };
  return {
    /** The key for `data`, or undefined when a field is not a short scalar (then nothing is memoised). */
    keyOf(data: unknown): string | undefined {
      if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
      const values: unknown[] = [];
      for (const field of fields) {
        const value = (data as Record<string, unknown>)[field];
        if (typeof value === 'string' ? value.length > MAX_KEY_VALUE : value !== undefined && typeof value !== 'number')
          return undefined;
        values.push(value ?? null);
      }
      return JSON.stringify(values);
    },
    get(current: unknown, key: string): Outcome | undefined {
      if (current !== schema) reset(current);
      return entries.get(key);
    },
    set(current: unknown, key: string, outcome: Outcome): void {
      if (current !== schema) reset(current);
      // A key and its validated value are about the same size; two bytes per UTF-16 unit.
      const cost = key.length * 4;
      if (bytes + cost > maxBytes) reset(current);
      entries.set(key, outcome);
      bytes += cost;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
export type ValidationMemo = ReturnType<typeof createValidationMemo>;

/**
 * The schema for the current London minute, built once per minute: zod compiles a schema on first
 * use, so building one per request would cost more than the search itself.
 */
export function schemaPerMinute(clock: () => Date, build: (now: LondonNow) => z.core.$ZodType): () => z.core.$ZodType {
  let cached: { minute: number; schema: z.core.$ZodType } | undefined;
  return () => {
    const instant = clock();
    const minute = Math.floor(instant.getTime() / 60_000);
    if (cached?.minute !== minute) cached = { minute, schema: build(londonNow(instant)) };
    return cached.schema;
  };
}

/**
 * A body schema whose `criteria` must also pass the date rules of a search made at `now` (no stays in
 * the past, within the horizon): new bookings and amendments alike. Issues are reported under `criteria.`.
 */
export function withDatedCriteria<T extends z.core.$ZodType<{ criteria: unknown }>>(schema: T) {
  return (now: LondonNow) =>
    (schema as unknown as z.ZodType<{ criteria: unknown }>).check(
      z.superRefine((b, ctx) => {
        const dated = searchCriteriaSchemaAt(now).safeParse(b.criteria);
        if (dated.success) return;
        for (const issue of dated.error.issues)
          ctx.addIssue({ code: 'custom', path: ['criteria', ...issue.path], message: issue.message });
      }),
    );
}
