import { issuesToFields } from '@parking/core';
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
