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

describe('server fences (docs/architecture.md#fences)', () => {
  it('a resource importing another resource fails lint', async () => {
    const messages = await ruleIds(
      'packages/server/src/modules/bookings/zz-fence-demo.ts',
      "import { createSearch } from '../search/service';\nexport const demo = createSearch;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A resource does not reach/)]);
  }, 60_000);

  it('a shared service importing a resource fails lint', async () => {
    const messages = await ruleIds(
      'packages/server/src/services/zz-fence-demo.ts',
      "import { createSearch } from '../modules/search/service';\nexport const demo = createSearch;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared services/)]);
  }, 60_000);

  it('a route file importing the schema or drizzle-orm fails lint; its service may', async () => {
    const code =
      "import { eq } from 'drizzle-orm';\nimport { bookings } from '../../db/schema/index';\nexport const demo = [eq, bookings];\n";
    const route = await ruleIds('packages/server/src/modules/bookings/zz-fence-demo.ts', code);
    expect(route).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Routes and HTTP plugins call services/),
      expect.stringMatching(/^no-restricted-imports: .*Routes and HTTP plugins call services/),
    ]);
    expect(await ruleIds('packages/server/src/modules/bookings/service-zz-demo.ts', code)).toEqual([]);
  }, 60_000);

  it("a console screen importing another screen's module fails lint, across audiences too", async () => {
    for (const from of ['../car-park/service', '../../staff/bookings/service-search']) {
      const messages = await ruleIds(
        'packages/server/src/modules/console/operator/board/zz-fence-demo.ts',
        `import * as other from '${from}';\nexport const demo = other;\n`,
      );
      expect(messages).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*A console screen does not import/),
      ]);
    }
  }, 60_000);

  it('a screen may import its own nested folder; a resource importing a console screen fails lint', async () => {
    const nested = await ruleIds(
      'packages/server/src/modules/console/staff/bookings/zz-fence-demo.ts',
      "import { staffBookingActionsModule } from './actions/index';\nexport const demo = staffBookingActionsModule;\n",
    );
    expect(nested).toEqual([]);
    const resource = await ruleIds(
      'packages/server/src/modules/bookings/zz-fence-demo.ts',
      "import { keptBoard } from '../console/operator/board/service';\nexport const demo = keptBoard;\n",
    );
    expect(resource).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A resource does not reach/)]);
  }, 60_000);

  it("a console screen's route file querying fails lint; its nested service files may", async () => {
    const code =
      "import { eq } from 'drizzle-orm';\nimport { bookings } from '../../../../db/schema/index';\nexport const demo = [eq, bookings];\n";
    const route = await ruleIds('packages/server/src/modules/console/operator/board/zz-fence-demo.ts', code);
    expect(route).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Routes and HTTP plugins call services/),
      expect.stringMatching(/^no-restricted-imports: .*Routes and HTTP plugins call services/),
    ]);
    expect(await ruleIds('packages/server/src/modules/console/operator/board/service.ts', code)).toEqual([]);
    expect(await ruleIds('packages/server/src/modules/console/operator/board/service-zz-demo.ts', code)).toEqual([]);
    const deeper = code.replace('../../../../db', '../../../../../db');
    expect(
      await ruleIds('packages/server/src/modules/console/staff/bookings/actions/service-zz-demo.ts', deeper),
    ).toEqual([]);
  }, 60_000);

  it('defining a table outside packages/server/src/db fails lint', async () => {
    const messages = await ruleIds(
      'packages/server/src/services/zz-fence-demo.ts',
      "import { pgTable, text } from 'drizzle-orm/pg-core';\nexport const demo = pgTable('demo', { id: text('id') });\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only packages\/server\/src\/db defines/),
    ]);
  }, 60_000);
});

describe('server tests that always use PostgreSQL live in tests/server/postgres-only (vite.config.ts)', () => {
  const code = "import { spawnServer } from '../support/server-process';\nexport const demo = spawnServer;\n";
  const admin =
    "import { POSTGRES_ADMIN_URL } from '../support/postgres-admin';\nexport const demo = POSTGRES_ADMIN_URL;\n";
  const literal = "export const demo = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';\n";
  const template = 'const host = "127.0.0.1";\nexport const demo = `postgres://postgres@${host}:5432/test`;\n';

  it('an in-process server test starting a server process fails lint', async () => {
    expect(await ruleIds('tests/server/zz/fence-demo.test.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*tests\/server\/postgres-only/),
    ]);
  }, 60_000);

  it('an in-process server test taking the PostgreSQL admin URL fails lint', async () => {
    expect(await ruleIds('tests/server/zz/fence-demo.test.ts', admin)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*tests\/server\/postgres-only/),
    ]);
  }, 60_000);

  it('an in-process server test writing a PostgreSQL URL, as a string or a template, fails lint', async () => {
    for (const source of [literal, template])
      expect(await ruleIds('tests/server/zz/fence-demo.test.ts', source)).toEqual([
        expect.stringMatching(/^no-restricted-syntax: .*tests\/server\/postgres-only/),
      ]);
  }, 60_000);

  it('reading TEST_DATABASE_URL alone passes: PostgreSQL only when the run says so', async () => {
    const code = 'export const demo = process.env.TEST_DATABASE_URL;\n';
    expect(await ruleIds('tests/server/zz/fence-demo.test.ts', code)).toEqual([]);
  }, 60_000);

  it('a test in tests/server/postgres-only may do all of these', async () => {
    for (const source of [code, admin, literal, template])
      expect(await ruleIds('tests/server/postgres-only/fence-demo.test.ts', source)).toEqual([]);
  }, 60_000);
});

describe('size limits for shipped server code', () => {
  const line = (i: number) => `  total += ${i};\n`;
  /** A function of exactly `lines` lines (its opening and closing lines included). */
  const fn = (lines: number) =>
    `export function demo(): number {\n  let total = 0;\n${Array.from({ length: lines - 4 }, (_, i) => line(i)).join('')}  return total;\n}\n`;

  it('a 301-line file fails max-lines; 300 lines pass', async () => {
    const consts = (n: number) => Array.from({ length: n }, (_, i) => `export const c${i} = ${i};\n`).join('');
    expect(await ruleIds('packages/server/src/services/zz-size-demo.ts', consts(301))).toEqual([
      expect.stringMatching(/^max-lines: File has too many lines \(301\)\. Maximum allowed is 300/),
    ]);
    expect(await ruleIds('packages/server/src/services/zz-size-demo.ts', consts(300))).toEqual([]);
  }, 60_000);

  it('a 61-line function fails max-lines-per-function; 60 lines pass, and tests are exempt', async () => {
    expect(await ruleIds('packages/server/src/services/zz-size-demo.ts', fn(61))).toEqual([
      expect.stringMatching(/^max-lines-per-function: .*too many lines \(61\)\. Maximum allowed is 60/),
    ]);
    expect(await ruleIds('packages/server/src/services/zz-size-demo.ts', fn(60))).toEqual([]);
    expect(await ruleIds('packages/server/src/services/zz-size-demo.test.ts', fn(61))).toEqual([]);
  }, 60_000);
});

describe('@parking/client fences (eslint/client-fence.js)', () => {
  it('the client importing the widget or the site fails lint', async () => {
    for (const from of ["'../../../../widget/config'", "'../../../../site/config'"]) {
      const messages = await ruleIds(
        'packages/client/src/api/zz-fence-demo.ts',
        `import * as demo from ${from};\nexport { demo };\n`,
      );
      expect(messages).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*@parking\/client imports core only/),
      ]);
    }
  }, 60_000);

  it("the client's api/ importing its forms/ fails lint; forms/ may import api/", async () => {
    const up = await ruleIds(
      'packages/client/src/api/zz-fence-demo.ts',
      "import { useForm } from '../forms/use-form';\nexport const demo = useForm;\n",
    );
    expect(up).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*api\/ sits below forms\//)]);
    const down = await ruleIds(
      'packages/client/src/forms/zz-fence-demo.ts',
      "import { ApiFailure } from '../api/api-failure';\nexport const demo = ApiFailure;\n",
    );
    expect(down).toEqual([]);
  }, 60_000);

  it('core importing the client fails lint; the widget may import it', async () => {
    const code = "import { apiRequest } from '@parking/client';\nexport const demo = apiRequest;\n";
    expect(await ruleIds('packages/core/src/zz-fence-demo.ts', code)).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*packages\/core imports nothing of ours/),
    );
    expect(await ruleIds('widget/api/zz-fence-demo.ts', code)).toEqual([]);
  }, 60_000);

  it('fetch outside the client package fails lint; its api/ may call it', async () => {
    const code = "export const demo = () => fetch('/api/v1/airports');\n";
    expect(await ruleIds('widget/api/zz-fence-demo.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*Only packages\/client\/src\/api calls fetch/),
    ]);
    expect(await ruleIds('packages/client/src/api/zz-fence-demo.ts', code)).toEqual([]);
  }, 60_000);
});
