// The console (issue 21) is one lazy route group under site/console/: the public pages and the widget never
// ship any of it. Only site/router.tsx reaches it, through a dynamic import() (its own chunk); stories and
// tests may import it. Split from eslint.config.js to keep it under the 300-line limit it enforces.
//
// Inside, the console has one shape (issue 33): site/console/<audience>/<screen>/ per row of core's access
// table (packages/core/src/console/screens.ts), shell/ the frame and kit/ the shared UI kit. Audiences and
// screens are read from disk, so a new screen folder is fenced without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const message =
  'Nothing outside site/console/ imports the console: site/router.tsx loads it with import() (its own chunk).';

/** The folders of site/console/ that are not audiences: the frame and the shared kit. */
const LAYERS = ['shell', 'kit'];

const dirs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** Zones of the console's own shape: audiences, screens, and the shell and kit below them all. */
function shapeZones(root) {
  const consoleDir = join(root, 'site/console');
  const audiences = dirs(consoleDir).filter((name) => !LAYERS.includes(name));
  const at = (name) => `site/console/${name}`;
  const screens = audiences.flatMap((audience) => dirs(join(consoleDir, audience)).map((s) => `${audience}/${s}`));
  return [
    ...audiences.map((audience) => ({
      target: at(audience),
      from: audiences.filter((other) => other !== audience).map(at),
      message: 'An audience never imports another audience: share through site/console/kit (issue 33).',
    })),
    ...screens.map((screen) => ({
      target: at(screen),
      from: at(screen.split('/')[0]),
      except: [`./${screen.split('/')[1]}`],
      message: 'A screen never imports a sibling screen: move what both need down to site/console/kit (issue 33).',
    })),
    {
      target: at('shell'),
      from: audiences.map(at),
      message: 'site/console/shell (the frame) imports no screen; site/console/routes.tsx puts screens in it.',
    },
    {
      target: at('kit'),
      from: [...audiences, 'shell'].map(at),
      message: 'site/console/kit imports no screen and no shell: screens and the shell build on the kit.',
    },
  ];
}

/** import-x/no-restricted-paths zones keeping site/console/ out of everything but the router (paths from `root`). */
export function consoleZones(root) {
  const siteDir = join(root, 'site');
  // Every entry of site/ but the console itself and the router, discovered so a new folder is fenced too.
  const outside = existsSync(siteDir)
    ? readdirSync(siteDir)
        .filter((name) => name !== 'console' && name !== 'router.tsx')
        .map((name) => `site/${name}`)
    : [];
  return [{ target: [...outside, 'widget', 'packages'], from: 'site/console', message }, ...shapeZones(root)];
}
