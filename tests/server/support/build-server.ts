import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Global setup of the `server-postgres` project: its process tests start the compiled
 * `packages/server/dist/server.js` (support/server-process.ts), so the server is built first when a file it is
 * built from changed since its last build (`scripts/build-stale.ts`: about a second when fresh). A fresh
 * clone's `npm test` builds it once, and CI's later `build:stale` step finds it up to date.
 */
export function setup(): void {
  execFileSync(join(repo, 'node_modules/.bin/node'), ['scripts/build-stale.ts', 'server'], {
    cwd: repo,
    stdio: 'inherit',
  });
}
