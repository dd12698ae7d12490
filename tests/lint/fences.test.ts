import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints source text as if it were a file at `path` (nothing is written), with the repository's config. */
async function ruleIds(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import fences around widget/flow', () => {
  it('a feature importing widget/flow fails lint', async () => {
    const messages = await ruleIds(
      'widget/features/search/zz-fence-demo.ts',
      "import { InlineFlow } from '../../flow/inline-flow';\nexport const demo = InlineFlow;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*widget\/flow/)]);
  }, 60_000);

  it('widget/state importing widget/flow fails lint', async () => {
    const messages = await ruleIds(
      'widget/state/zz-fence-demo.ts',
      "import { InlineFlow } from '../flow/inline-flow';\nexport const demo = InlineFlow;\n",
    );
    expect(messages.some((m) => m.startsWith('import-x/no-restricted-paths'))).toBe(true);
  }, 60_000);

  it('the composition root may import widget/flow', async () => {
    const messages = await ruleIds(
      'widget/zz-fence-demo.ts',
      "import { InlineFlow } from './flow/inline-flow';\nexport const demo = InlineFlow;\n",
    );
    expect(messages).toEqual([]);
  }, 60_000);
});

describe('storage fence', () => {
  it('the site touching localStorage or window.sessionStorage fails lint', async () => {
    const messages = await ruleIds(
      'site/lib/zz-fence-demo.ts',
      "export const a = localStorage.getItem('x');\nexport const b = window.sessionStorage.getItem('y');\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*widget\/shadow\/storage\.ts/),
      expect.stringMatching(/^no-restricted-properties: .*widget\/shadow\/storage\.ts/),
    ]);
  }, 60_000);

  it('the storage helper itself may', async () => {
    const messages = await ruleIds(
      'widget/shadow/zz-fence-demo.ts',
      "export const a = window.localStorage.getItem('x');\n",
    );
    expect(messages).toEqual([]);
  }, 60_000);
});

describe('core imports only zod and @date-fns/tz (docs/decisions/0012-design-card-packages.md)', () => {
  it('date-fns in a shipped core file fails lint', async () => {
    const messages = await ruleIds(
      'packages/core/src/zz-fence-demo.ts',
      "import { addDays } from 'date-fns';\nexport const demo = addDays;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .*zod, @date-fns\/tz/)]);
  }, 60_000);

  it('@date-fns/tz and zod pass', async () => {
    const messages = await ruleIds(
      'packages/core/src/zz-fence-demo.ts',
      "import { TZDate } from '@date-fns/tz';\nimport { z } from 'zod';\nexport const demo = [TZDate, z];\n",
    );
    expect(messages).toEqual([]);
  }, 60_000);
});
