import { describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH, inspectValue } from './input-guard';

describe('inspectValue', () => {
  it('names the first string with a NUL character by its path', () => {
    expect(inspectValue({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: 'a.1.c', problem: 'null' });
    expect(inspectValue({ 'k\u0000': 1 })).toEqual({ path: '_', problem: 'null' });
  });

  it('names the first string or key with a lone surrogate; a surrogate pair is well-formed text', () => {
    expect(inspectValue({ a: ['ok', 'Te\ud800ster'] })).toEqual({ path: 'a.1', problem: 'surrogate' });
    expect(inspectValue({ a: { 'x\udc00': 1 } })).toEqual({ path: 'a', problem: 'surrogate' });
    expect(inspectValue(JSON.parse('{"n":"\\udbff"}'))).toEqual({ path: 'n', problem: 'surrogate' });
    expect(inspectValue({ n: 'Te\u{1F600}ster', '\ud83d\ude00': 'ok' })).toBeUndefined();
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
    // Asserted by what it visits, not by how long it takes: a timing bound flakes on a shared machine.
    const raw = Buffer.alloc(5_000_000);
    const entries = vi.spyOn(Object, 'entries');
    try {
      expect(inspectValue({ raw })).toBeUndefined();
      expect(entries.mock.calls.some(([value]) => value === raw)).toBe(false);
      expect(entries).toHaveBeenCalledTimes(1);
    } finally {
      entries.mockRestore();
    }
  });
});
