import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Repository, brokenCitations, decisionHeaderProblems, isLinkedMarkdown } from './citations';

/** Files git knows or would add (tracked and new, not ignored), still on disk. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) => /\.(ts|tsx|js|mjs|css)$/.test(f) || (f.endsWith('.md') && (f.startsWith('docs/') || isLinkedMarkdown(f))),
  )
  // The checkers and their tests hold the deliberately broken fixtures (docs-index: records that do not exist).
  .filter((f) => !/^tests\/lint\/(citations|docs-index)/.test(f) && existsSync(f));

const decisionRecords = () =>
  readdirSync('docs/decisions')
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .map((f) => `docs/decisions/${f}`);

const disk: Repository = {
  exists: (path) => existsSync(path),
  read: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
  decisions: decisionRecords,
};

/** An in-memory repository: the fixture files, and the folders they imply. */
function memory(fixture: Record<string, string>): Repository {
  const dirs = new Set(
    Object.keys(fixture).flatMap((p) =>
      p
        .split('/')
        .slice(0, -1)
        .map((_, i, a) => a.slice(0, i + 1).join('/')),
    ),
  );
  return {
    exists: (path) => path in fixture || dirs.has(path),
    read: (path) => fixture[path],
    decisions: () => Object.keys(fixture).filter((p) => /^docs\/decisions\/\d{4}-/.test(p)),
  };
}

const targets = {
  'docs/product-rules.md': '# Product rules\n\n## Booking\n\n## Amend and cancel\n',
  'docs/architecture.md': '# Architecture\n\n## Runtime\n',
  'docs/decisions/0007-widget-calendar.md': '# 0007. Widget calendar\n',
  'README.md': '# Readme\n\n## Layout\n',
};

describe('the citation checker', () => {
  it('reports each broken form', () => {
    const fixture = {
      ...targets,
      'site/a.ts': [
        '// docs/product-rules.md#no-such-section',
        '// docs/nowhere.md',
        '// (architecture.md#fences)',
        '// contracts.md: POST /contact body',
        '// as the spec words it',
        '// see decision 0042',
        '// spec §5',
        '// product rules, wave 2',
        '// field notes',
      ].join('\n'),
      'docs/decisions/0007-widget-calendar.md':
        '# 0007. Widget calendar\n\n[gone](0003-gone.md) [rules](../product-rules.md#nope) [self](#missing)\n',
      'README.md': '# Readme\n\n[docs](docs/missing/) see §2\n',
    };
    const broken = brokenCitations(new Map(Object.entries(fixture)), memory(fixture));
    expect(broken).toEqual(
      expect.arrayContaining([
        'site/a.ts: docs/product-rules.md#no-such-section',
        'site/a.ts: docs/nowhere.md',
        'site/a.ts: docs/architecture.md#fences',
        'site/a.ts: cites contracts',
        'site/a.ts: cites the spec',
        'site/a.ts: decision 0042',
        'site/a.ts: section sign in "// spec §5"',
        'site/a.ts: cites product rules outside docs/',
        'site/a.ts: cites field notes',
        'docs/decisions/0007-widget-calendar.md: 0003-gone.md',
        'docs/decisions/0007-widget-calendar.md: ../product-rules.md#nope',
        'docs/decisions/0007-widget-calendar.md: #missing',
        'README.md: docs/missing/',
        'README.md: section sign in "[docs](docs/missing/) see §2"',
      ]),
    );
  });

  it('reports nothing for valid citations of every form', () => {
    const fixture = {
      ...targets,
      'site/b.ts': [
        '// docs/product-rules.md#amend-and-cancel and docs/product-rules.md',
        '// bare architecture.md#runtime and product-rules.md#booking',
        '// decision 0007, docs/decisions/0007-widget-calendar.md',
        '// RFC 5545 §3.1.1',
        '// https://example.com/elsewhere.md#whatever',
      ].join('\n'),
      'docs/README.md':
        '# Docs\n\n[rules](product-rules.md#booking) [records](decisions/) [top](../README.md#layout) [me](#docs)\n',
    };
    expect(brokenCitations(new Map(Object.entries(fixture)), memory(fixture))).toEqual([]);
  });

  it('reports a decision record without the shared header', () => {
    expect(decisionHeaderProblems('docs/decisions/0007-x.md', '# Widget calendar\n\n## Context\n')).toHaveLength(4);
    const good =
      '# 0007. Widget calendar\n\nStatus: accepted\nDate: 2026-11-20\n\n## Context\n\n## Decision\n\n## Consequences\n';
    expect(decisionHeaderProblems('docs/decisions/0007-x.md', good)).toEqual([]);
  });
});

describe('the repository’s citations hold', () => {
  it('every citation in sources and markdown docs points at something that exists', () => {
    const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
    expect(brokenCitations(texts, disk)).toEqual([]);
  });

  it('every decision record shares one header', () => {
    const problems = decisionRecords().flatMap((p) =>
      decisionHeaderProblems(p, readFileSync(p, 'utf8')).map((m) => `${p}: ${m}`),
    );
    expect(problems).toEqual([]);
  });
});
