import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// One instance for the file: building the import resolver is the slow part of each lint.
const eslint = new ESLint({ cwd: process.cwd() });

/** Lints source text as if it were a file at `path` (nothing is written), with the repository's config. */
async function ruleIds(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

/** A module of exactly `lines` lines (one export each), ending in a newline as saved files do. */
const moduleOf = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

/** A module whose one function spans exactly `lines` lines, from its signature to its closing brace. */
function functionOf(lines: number): string {
  const body = Array.from({ length: lines - 4 }, (_, i) => `  total += ${i};`);
  return ['export function demo(): number {', '  let total = 0;', ...body, '  return total;', '}', ''].join('\n');
}

describe('max-lines (300) in production code (issue 19)', () => {
  it('a 301-line widget file fails lint', async () => {
    const messages = await ruleIds('widget/features/search/zz-size-demo.ts', moduleOf(301));
    expect(messages).toEqual([expect.stringMatching(/^max-lines: .*\(301\)\. Maximum allowed is 300/)]);
  }, 60_000);

  it('a 300-line widget file passes', async () => {
    expect(await ruleIds('widget/features/search/zz-size-demo.ts', moduleOf(300))).toEqual([]);
  }, 60_000);

  it.each([
    'site/lib/zz-size-demo.ts',
    'packages/core/src/zz-size-demo.ts',
    'scripts/zz-size-demo.ts',
    'zz-size.config.ts',
  ])(
    '%s at 301 lines fails too',
    async (path) => {
      const messages = await ruleIds(path, moduleOf(301));
      expect(messages).toEqual([expect.stringMatching(/^max-lines: /)]);
    },
    60_000,
  );

  it.each([
    'widget/features/search/zz-size-demo.test.tsx',
    'tests/lint/zz-size-demo.ts',
    'widget/testing/zz-size-demo.ts',
  ])(
    'tests and test helpers are exempt: %s at 301 lines passes',
    async (path) => {
      expect(await ruleIds(path, moduleOf(301))).toEqual([]);
    },
    60_000,
  );
});

describe('max-lines-per-function (60) in production code (issue 19)', () => {
  it('the function fixture spans the lines asked for', () => {
    expect(functionOf(61).trimEnd().split('\n')).toHaveLength(61);
  });

  it('a 61-line function fails lint', async () => {
    const messages = await ruleIds('widget/features/search/zz-size-demo.ts', functionOf(61));
    expect(messages).toEqual([
      expect.stringMatching(
        /^max-lines-per-function: Function 'demo' has too many lines \(61\)\. Maximum allowed is 60/,
      ),
    ]);
  }, 60_000);

  it('a 60-line function passes', async () => {
    expect(await ruleIds('widget/features/search/zz-size-demo.ts', functionOf(60))).toEqual([]);
  }, 60_000);
});
