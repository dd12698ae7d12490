import { readdirSync } from 'node:fs';
import { CONSOLE_SCREENS } from '@parking/core';
import { describe, expect, it } from 'vitest';

/** The folders one level below `dir`. */
const foldersIn = (dir: URL) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('the console modules on disk', () => {
  it("are each a screen of core's access table (console/<audience>/<screen>), or the shell's own", () => {
    const here = new URL('./', import.meta.url);
    const folders = foldersIn(here).flatMap((audience) =>
      foldersIn(new URL(`${audience}/`, here)).map((screen) => `${audience}/${screen}`),
    );
    const screens = new Set<string>(CONSOLE_SCREENS.map((s) => s.screen));
    expect(folders.filter((f) => !f.startsWith('shell/') && !screens.has(f))).toEqual([]);
    expect(folders.filter((f) => f.startsWith('shell/')).sort()).toEqual(['shell/me', 'shell/step-up']);
  });
});
