import { describe, expect, it } from 'vitest';
import { originMatches } from './partners';

describe('originMatches', () => {
  it('matches exact origins and any port for a :* pattern', () => {
    expect(originMatches('https://partner.example', 'https://partner.example')).toBe(true);
    expect(originMatches('http://localhost:5173', 'http://localhost:*')).toBe(true);
    expect(originMatches('http://localhost', 'http://localhost:*')).toBe(true);
  });

  it('rejects look-alikes', () => {
    expect(originMatches('http://localhost.evil.example', 'http://localhost:*')).toBe(false);
    expect(originMatches('http://localhost:80.evil', 'http://localhost:*')).toBe(false);
    expect(originMatches('https://localhost:5173', 'http://localhost:*')).toBe(false);
    expect(originMatches('https://partner.example.evil', 'https://partner.example')).toBe(false);
  });
});
