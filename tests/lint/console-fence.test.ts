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

describe('the console shape (issue 33): audiences, screens, and the shell and kit below them', () => {
  const fence = (text: string) => new RegExp(`^import-x/no-restricted-paths: .*${text}`);

  it('an audience importing another audience fails lint', async () => {
    const messages = await ruleIds(
      'site/console/staff/partners/zz-fence-demo.ts',
      "import { EarningsPage } from '../../partner/earnings/earnings-page';\nexport const demo = EarningsPage;\n",
    );
    expect(messages).toEqual([expect.stringMatching(fence('An audience never imports another audience'))]);
  }, 60_000);

  it('a screen importing a sibling screen fails lint', async () => {
    const messages = await ruleIds(
      'site/console/operator/handover/zz-fence-demo.ts',
      "import { useBoard } from '../board/use-board';\nexport const demo = useBoard;\n",
    );
    expect(messages).toEqual([expect.stringMatching(fence('A screen never imports a sibling screen'))]);
  }, 60_000);

  it('the shell importing a screen fails lint', async () => {
    const messages = await ruleIds(
      'site/console/shell/layout/zz-fence-demo.ts',
      "import { ConsoleHomePage } from '../../any/home/console-home-page';\nexport const demo = ConsoleHomePage;\n",
    );
    expect(messages).toEqual([expect.stringMatching(fence('site/console/shell \\(the frame\\) imports no screen'))]);
  }, 60_000);

  it('the kit importing a screen, or the shell, fails lint', async () => {
    const kitMessage = fence('site/console/kit imports no screen and no shell');
    const screen = await ruleIds(
      'site/console/kit/zz-fence-demo.ts',
      "import { useBoard } from '../operator/board/use-board';\nexport const demo = useBoard;\n",
    );
    expect(screen).toEqual([expect.stringMatching(kitMessage)]);
    const shell = await ruleIds(
      'site/console/kit/zz-fence-demo.ts',
      "import { useConsoleMe } from '../shell/session/use-console-me';\nexport const demo = useConsoleMe;\n",
    );
    expect(shell).toEqual([expect.stringMatching(kitMessage)]);
  }, 60_000);

  it('a screen may import the kit, the shell and its own files; the routes may import every screen', async () => {
    const code = [
      "import { QueryState } from '../../kit/query-state';",
      "import { useConsoleMe } from '../../shell/session/use-console-me';",
      "import { useBoard } from './use-board';",
      'export const demo = [QueryState, useConsoleMe, useBoard];\n',
    ].join('\n');
    expect(await ruleIds('site/console/operator/board/zz-fence-demo.ts', code)).toEqual([]);
    const routes =
      "export const demo = [() => import('./operator/board/board-page'), () => import('./any/home/console-home-page')];\n";
    expect(await ruleIds('site/console/zz-fence-demo.ts', routes)).toEqual([]);
  }, 60_000);
});
