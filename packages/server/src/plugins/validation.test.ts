import { SearchCriteriaSchema, londonNow, searchCriteriaSchemaAt } from '@parking/core';
import type { FastifySchemaCompiler } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bodyValidatorAt, createValidationMemo } from './validation';

const now = londonNow(new Date('2026-11-22T09:00:00Z'));
const schema = searchCriteriaSchemaAt(now);
const search = {
  airportId: 'luton',
  entryDate: '2026-12-01',
  entryTime: '10:00',
  exitDate: '2026-12-04',
  exitTime: '10:00',
  noOfVehicles: 1,
};

function validator(memo: ReturnType<typeof createValidationMemo>) {
  const compile = bodyValidatorAt(() => schema, { memo });
  return compile({ httpPart: 'body', schema: {}, method: 'POST', url: '/' } as Parameters<
    FastifySchemaCompiler<unknown>
  >[0]) as (data: unknown) => { value?: unknown; error?: Error };
}

describe('the search validation memo', () => {
  it('is keyed on the criteria only: unknown fields neither grow it nor reach the result', () => {
    const memo = createValidationMemo(Object.keys(SearchCriteriaSchema.shape));
    const validate = validator(memo);
    for (let i = 0; i < 400; i++) {
      const outcome = validate({ ...search, [`junk${i}`]: 'x'.repeat(100_000) });
      expect(outcome.value).toEqual(search);
    }
    expect(memo.size).toBe(1);
    expect(memo.bytes).toBeLessThan(1_000);
  });

  it('stays within its byte bound for many different searches', () => {
    const memo = createValidationMemo(Object.keys(SearchCriteriaSchema.shape), 10_000);
    const validate = validator(memo);
    for (let i = 0; i < 500; i++) {
      const day = String(2 + (i % 27)).padStart(2, '0');
      expect(validate({ ...search, exitDate: `2026-12-${day}`, noOfVehicles: 1 + (i % 4) }).error).toBeUndefined();
      expect(memo.bytes).toBeLessThanOrEqual(10_000);
    }
  });

  it('never memoises a body whose criteria are not short scalars, and never an error', () => {
    const memo = createValidationMemo(Object.keys(SearchCriteriaSchema.shape));
    const validate = validator(memo);
    validate({ ...search, airportId: 'l'.repeat(10_000) });
    expect(validate({ ...search, airportId: { nested: true } }).error).toBeDefined();
    expect(validate({ ...search, entryDate: '2020-01-01' }).error).toBeDefined();
    expect(memo.size).toBe(0);
  });
});
