import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Tracked source files (git knows them; node_modules and builds are not tracked). */
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.css'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((f) => f !== 'tests/lint/citations.test.ts');

/** GitHub-style anchors of a markdown file's headings. */
function anchors(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((h) =>
      h
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('comments cite the repository’s own docs', () => {
  it('no source cites the spec, product rules or field notes outside the repository', () => {
    const outside = sources.filter((f) =>
      /spec §|product[- ]rules(?!\.md)|field[- ]notes/i.test(readFileSync(f, 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('every docs/ file and section a source cites exists', () => {
    const broken: string[] = [];
    for (const f of sources) {
      for (const [, path, anchor] of readFileSync(f, 'utf8').matchAll(/(docs\/[\w./-]+\.md)(?:#([\w-]+))?/g)) {
        if (!existsSync(path!)) broken.push(`${f}: ${path}`);
        else if (anchor && !anchors(path!).has(anchor)) broken.push(`${f}: ${path}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
