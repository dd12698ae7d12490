import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, inspectValue } from './input-guard';

describe('inspectValue', () => {
  it('names the first string with a NUL character by its path', () => {
    expect(inspectValue({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: 'a.1.c', problem: 'null' });
    expect(inspectValue({ 'k\u0000': 1 })).toEqual({ path: '_', problem: 'null' });
  });

  it('stops at the depth limit without walking further (no recursion, no stack overflow)', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inspectValue({ deep })).toMatchObject({ problem: 'depth' });
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) ok = { x: ok };
    expect(inspectValue(ok)).toBeUndefined();
  });

  it('does not walk raw bodies byte by byte', () => {
    const started = performance.now();
    expect(inspectValue(Buffer.alloc(5_000_000))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
