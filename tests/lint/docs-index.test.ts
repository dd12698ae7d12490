import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Doc, docsIndexProblems } from './docs-index';

/** Every markdown document under docs/ but the index itself, with its first line. */
const docsOnDisk = (): Doc[] =>
  [
    ...readdirSync('docs').filter((f) => f.endsWith('.md') && f !== 'README.md'),
    ...readdirSync('docs/decisions')
      .filter((f) => f.endsWith('.md'))
      .map((f) => `decisions/${f}`),
  ].map((f) => ({ path: `docs/${f}`, heading: readFileSync(`docs/${f}`, 'utf8').split('\n')[0] ?? '' }));

const docs: Doc[] = [
  { path: 'docs/glossary.md', heading: '# Glossary' },
  { path: 'docs/decisions/0001-first.md', heading: '# 0001. The first' },
  { path: 'docs/decisions/0002-second.md', heading: '# 0002. The second' },
];
const good = [
  '- [glossary.md](glossary.md): the words.',
  '  - [0001. The first](decisions/0001-first.md)',
  '  - [0002. The second](decisions/0002-second.md)',
].join('\n');

describe("docs/README.md's index", () => {
  it('passes an index that lists every document once, decisions by title in order', () => {
    expect(docsIndexProblems(good, docs)).toEqual([]);
  });

  it('fails a decision record it does not list', () => {
    expect(docsIndexProblems(good.replace(/.*0002.*/, ''), docs)).toEqual([
      'does not list docs/decisions/0002-second.md',
    ]);
  });

  it('fails a document it does not link', () => {
    expect(docsIndexProblems(good.replace(/.*glossary.*/, ''), docs)).toEqual(['does not list docs/glossary.md']);
  });

  it('fails a listed record that does not exist', () => {
    expect(docsIndexProblems(`${good}\n  - [0003. Gone](decisions/0003-gone.md)`, docs)).toEqual([
      'lists docs/decisions/0003-gone.md, which does not exist',
    ]);
  });

  it('fails a record listed twice', () => {
    expect(docsIndexProblems(`${good}\n  - [0002. The second](decisions/0002-second.md)`, docs)).toEqual([
      'lists docs/decisions/0002-second.md 2 times',
    ]);
  });

  it('fails a record listed under another title than its own', () => {
    expect(docsIndexProblems(good.replace('0001. The first', '0001. First'), docs)).toEqual([
      'lists docs/decisions/0001-first.md as "0001. First", not "0001. The first"',
    ]);
  });

  it('fails records out of number order', () => {
    const swapped = good.replace(/(.*0001.*)\n(.*0002.*)/, '$2\n$1');
    expect(docsIndexProblems(swapped, docs)).toEqual(['lists decisions out of number order']);
  });

  it('passes on the real docs/README.md and docs/', () => {
    expect(docsIndexProblems(readFileSync('docs/README.md', 'utf8'), docsOnDisk())).toEqual([]);
  });
});
