import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_SCREENS, type ConsoleScreenId } from '@parking/core';
import { describe, expect, it } from 'vitest';

/*
 * One shape for the console on every layer (issue 33): each row of core's access table
 * (packages/core/src/console/screens.ts) is a folder `<audience>/<screen>/` on each layer below, and each
 * such folder is a row. A new layer is one line of LAYERS.
 */

/**
 * Screens the server serves no routes of their own for: better-auth answers the account screen's requests,
 * and the configure screen builds the embed snippet in the browser from the keys screen's read.
 */
const NO_SERVER_ROUTES: readonly ConsoleScreenId[] = ['any/account', 'partner/configure'];

/** A layer of the console: where a screen's folder is, and which screens it may lack. */
type Layer = { layer: string; folder: (screen: string) => string; without?: readonly ConsoleScreenId[] };

const LAYERS: Layer[] = [
  { layer: 'client', folder: (screen) => `site/console/${screen}` },
  { layer: 'stories', folder: (screen) => `stories/console/${screen}` },
  { layer: 'server', folder: (s) => `packages/server/src/modules/console/${s}`, without: NO_SERVER_ROUTES },
];
/** Folders of a console layer that are not audiences: the frame and the shared kit. */
const NOT_AUDIENCES = ['shell', 'kit'];

const ids: readonly string[] = CONSOLE_SCREENS.map((s) => s.screen);
const dirs = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

describe('every screen of the access table has its folder on each layer (issue 33)', () => {
  for (const { layer, folder, without = [] } of LAYERS) {
    it(`${layer}: each row has its folder`, () => {
      const missing = ids.filter((id) => !without.includes(id as ConsoleScreenId) && !hasFiles(folder(id)));
      expect(missing, `rows of CONSOLE_SCREENS without ${folder('<screen>')}/`).toEqual([]);
    });

    it(`${layer}: each <audience>/<screen>/ folder is a row (shell/ and kit/ aside)`, () => {
      const root = folder('');
      const audiences = dirs(root).filter((name) => !NOT_AUDIENCES.includes(name));
      const found = audiences.flatMap((audience) => dirs(join(root, audience)).map((s) => `${audience}/${s}`));
      expect(found.filter((id) => !ids.includes(id))).toEqual([]);
    });
  }

  it('only screens the server has no routes for are exempt from the server layer', () => {
    for (const id of NO_SERVER_ROUTES) expect(ids).toContain(id);
  });
});

/** Every shipped (non-test) source file under `dir`, with its text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

describe('the console says what is true (issue 33)', () => {
  it('no console copy says "coming soon"', () => {
    const found = sources('site/console').filter((s) => /coming soon/i.test(s.text));
    expect(found.map((s) => s.file)).toEqual([]);
  });

  it('home pages name and link only screens of the access table that exist', () => {
    const home = sources('site/console/any/home');
    const paths: readonly string[] = CONSOLE_SCREENS.map((s) => s.path);
    for (const { file, text } of home) {
      const links = [...text.matchAll(/["'`](\/console(?:\/[a-z-]+)*)["'`?]/g)].map((m) => m[1]);
      expect(
        links.filter((to) => !paths.includes(to!)),
        `${file} links to no screen`,
      ).toEqual([]);
      const named = [...text.matchAll(/'((?:operator|partner|staff|any)\/[a-z-]+)'/g)].map((m) => m[1]!);
      expect(
        named.filter((id) => !ids.includes(id)),
        `${file} names screens not in the table`,
      ).toEqual([]);
      expect(
        named.filter((id) => !existsSync(`site/console/${id}`)),
        `${file} names screens with no folder`,
      ).toEqual([]);
    }
  });
});
