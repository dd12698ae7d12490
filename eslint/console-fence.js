// The console (issue 21) is one lazy route group under site/console/: the public pages and the widget never
// ship any of it. Only site/router.tsx reaches it, through a dynamic import() (its own chunk); stories and
// tests may import it. Split from eslint.config.js to keep it under the 300-line limit it enforces.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const message =
  'Nothing outside site/console/ imports the console: site/router.tsx loads it with import() (its own chunk).';

/** import-x/no-restricted-paths zones keeping site/console/ out of everything but the router (paths from `root`). */
export function consoleZones(root) {
  const siteDir = join(root, 'site');
  // Every entry of site/ but the console itself and the router, discovered so a new folder is fenced too.
  const outside = existsSync(siteDir)
    ? readdirSync(siteDir)
        .filter((name) => name !== 'console' && name !== 'router.tsx')
        .map((name) => `site/${name}`)
    : [];
  return [{ target: [...outside, 'widget', 'packages'], from: 'site/console', message }];
}
