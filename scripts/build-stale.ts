/**
 * `npm start` (and `npm run build:stale`): builds the site, the widget and the server only when a file
 * they are built from changed since their last build, so a second start opens the port in about a
 * second. Run by Node itself (type stripping), not tsx: nothing but Node's own modules here.
 * `BUILD_FORCE=1` rebuilds everything. Target names as arguments limit it to those (`node scripts/build-stale.ts
 * server`: the process tests' global setup, tests/server/support/build-server.ts). The fingerprints live in
 * node_modules/.cache/build-stale.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

type Target = { name: string; script: string; output: string; inputs: string[] };

const root = resolve(import.meta.dirname, '..');
const stampDir = join(root, 'node_modules/.cache/build-stale');
const shared = ['packages/core/src', 'package-lock.json'];

const TARGETS: Target[] = [
  {
    name: 'site',
    script: 'build',
    output: 'dist/site/index.html',
    // The pre-render boots the server app for its content, so the server's sources count too.
    inputs: [
      ...shared,
      'site',
      'widget',
      'packages/server/src',
      'packages/server/drizzle',
      'vite.config.ts',
      'scripts',
    ],
  },
  {
    name: 'widget',
    script: 'build:widget',
    output: 'dist/widget/parking-search.js',
    inputs: [...shared, 'widget', 'vite.widget.config.ts'],
  },
  {
    name: 'server',
    script: 'build:server',
    output: 'packages/server/dist/server.js',
    inputs: [...shared, 'packages/server/src', 'vite.server.config.ts'],
  },
];

/** Tests and stories never reach a build. */
const ignored = (name: string) => /\.(test|stories)\.tsx?$/.test(name) || name === 'node_modules';

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (ignored(entry.name)) continue;
    yield* files(join(path, entry.name));
  }
}

/** Path, size and modification time of every input: cheap, and changes whenever a file does. */
function fingerprint(target: Target): string {
  const hash = createHash('sha256');
  for (const input of target.inputs) {
    for (const file of files(join(root, input))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

function main(): void {
  mkdirSync(stampDir, { recursive: true });
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !TARGETS.some((t) => t.name === name));
  if (unknown.length > 0) throw new Error(`build-stale: no target ${unknown.join(', ')}`);
  for (const target of TARGETS.filter((t) => only.length === 0 || only.includes(t.name))) {
    const stampFile = join(stampDir, `${target.name}.txt`);
    const print = fingerprint(target);
    const built = existsSync(join(root, target.output));
    const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
    if (built && stamp === print && process.env.BUILD_FORCE !== '1') {
      console.log(`${target.name}: up to date`);
      continue;
    }
    console.log(`${target.name}: building (npm run ${target.script})`);
    execFileSync('npm', ['run', '--silent', target.script], { cwd: root, stdio: 'inherit' });
    writeFileSync(stampFile, fingerprint(target));
  }
}

main();
