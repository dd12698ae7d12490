import { type LondonNow, issuesToFields, londonNow } from '@parking/core';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { validationFailed } from '../errors';

/**
 * A route validator whose body schema is built per request (rules that depend on today's date).
 * A failure is the API's 400 VALIDATION_FAILED with `fields`; other parts use the usual zod validator.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Fastify types the compiler by the route's schema object.
export function bodyValidatorAt(schemaNow: () => z.ZodType): FastifySchemaCompiler<any> {
  return (route) => {
    if (route.httpPart !== 'body') return validatorCompiler(route);
    return (data: unknown) => {
      const result = schemaNow().safeParse(data);
      return result.success ? { value: result.data } : { error: validationFailed(issuesToFields(result.error.issues)) };
    };
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
