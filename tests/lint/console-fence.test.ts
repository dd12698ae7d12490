import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints source text as if it were a file at `path` (nothing is written), with the repository's config. */
async function ruleIds(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const consoleFence = /^import-x\/no-restricted-paths: .*Nothing outside site\/console\//;

describe('the console fence (issue 21): only the router reaches site/console', () => {
  it('a public page importing the console fails lint', async () => {
    const messages = await ruleIds(
      'site/routes/zz-fence-demo.tsx',
      "import { consoleRoutes } from '../console/routes';\nexport const demo = consoleRoutes;\n",
    );
    expect(messages).toEqual([expect.stringMatching(consoleFence)]);
  }, 60_000);

  it('the widget loading the console, even lazily, fails lint', async () => {
    const messages = await ruleIds(
      'widget/lib/zz-fence-demo.ts',
      "export const demo = () => import('../../site/console/routes');\n",
    );
    expect(messages.some((m) => consoleFence.test(m))).toBe(true);
  }, 60_000);

  it('the router may load it with import(), and the console may import itself', async () => {
    expect(await ruleIds('site/router.tsx', "export const demo = () => import('./console/routes');\n")).toEqual([]);
    expect(
      await ruleIds(
        'site/console/shell/zz-fence-demo.ts',
        "import { useConsoleMe } from './session/use-console-me';\nexport const demo = useConsoleMe;\n",
      ),
    ).toEqual([]);
  }, 60_000);
});
