import { posix } from 'node:path';

/** What the checker may ask of the repository: whether a path exists, and a markdown file's text. */
export type Repository = {
  exists(path: string): boolean;
  read(path: string): string | undefined;
  /** Paths of `docs/decisions/` records, for "decision NNNN". */
  decisions(): readonly string[];
};

/** Markdown files whose relative links are checked (besides every citation form in every file). */
export const isLinkedMarkdown = (path: string) =>
  /^docs\/.+\.md$/.test(path) ||
  ['README.md', 'CONTRIBUTING.md', 'widget/README.md', 'packages/server/README.md'].includes(path);

/** Citations of documents that live outside the repository (the spec, the design card, shared notes). */
const OUTSIDE = [
  { pattern: /\bcontracts(\.md)?\b/i, what: 'contracts' },
  { pattern: /\(spec\)|\bthe spec\b|\bspec['’]s\b|\bspec §/i, what: 'the spec' },
  { pattern: /field[- ]notes/i, what: 'field notes' },
  { pattern: /\/work\/shared/, what: '/work/shared' },
  { pattern: /(?<![\w/-])product[- ]rules(?![-\w]*\.md)/i, what: 'product rules outside docs/', sourcesOnly: true },
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set((text.match(/^#{1,6} .+$/gm) ?? []).map((h) => slug(h.replace(/^#+ /, ''))));
}

/** Where a bare or relative mention of a document points: as written, beside the file, or under docs/. */
function resolveMention(repo: Repository, from: string, target: string): string | undefined {
  const candidates = [target, posix.join(posix.dirname(from), target), posix.join('docs', target)];
  return candidates.find((c) => repo.exists(c));
}

function checkTarget(repo: Repository, path: string, anchor: string | undefined): string | undefined {
  if (!anchor || !path.endsWith('.md')) return undefined;
  const text = repo.read(path);
  return text !== undefined && anchorsOf(text).has(anchor) ? undefined : `${path}#${anchor}`;
}

/** `something.md(#anchor)` mentions anywhere (docs/ paths, bare architecture.md, README.md, …). */
function mentions(repo: Repository, file: string, text: string, report: (what: string) => void) {
  // URLs point elsewhere; markdown links are checked by `links`, relative to their file.
  const withoutUrls = text.replace(/\bhttps?:\/\/\S+/g, '').replace(/\]\([^)\s]*\)/g, ']');
  for (const [, target, anchor] of withoutUrls.matchAll(/(?<![\w./*-])([\w./-]*[\w-]\.md)(?![\w-])(?:#([\w-]+))?/g)) {
    const path = resolveMention(repo, file, target!);
    if (!path) report(target!);
    else {
      const broken = checkTarget(repo, path, anchor);
      if (broken) report(broken);
    }
  }
}

/** Relative markdown links `[x](target#anchor)` and same-file `[x](#anchor)`. */
function links(repo: Repository, file: string, text: string, report: (what: string) => void) {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, href] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(href!)) continue;
    const [target, anchor] = href!.split('#') as [string, string | undefined];
    if (target === '') {
      if (anchor && !anchorsOf(text).has(anchor)) report(`#${anchor}`);
      continue;
    }
    const path = posix.normalize(posix.join(posix.dirname(file), target)).replace(/\/$/, '');
    if (!repo.exists(path)) report(href!);
    else if (checkTarget(repo, path, anchor)) report(href!);
  }
}

/** "decision 0007", "decisions 0005", "ADR-0004": a record with that number must exist. */
function decisionNumbers(repo: Repository, text: string, report: (what: string) => void) {
  const records = repo.decisions().map((p) => posix.basename(p).slice(0, 4));
  for (const [whole, number] of text.matchAll(/\b(?:[Dd]ecisions?|ADR)[- ](\d{4})\b/g)) {
    if (!records.includes(number!)) report(whole);
  }
}

/** A section sign cites a section of something: only an RFC's sections are allowed (ours have anchors). */
function sectionSigns(text: string, report: (what: string) => void) {
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(/§/g)) {
      if (!/RFC \d{3,5} $/.test(line.slice(0, m.index))) report(`section sign in "${line.trim()}"`);
    }
  }
}

/**
 * Every broken citation in `files` (path → text), as "path: target". Forms: `docs/….md#anchor`, bare
 * `architecture.md`/`product-rules.md`, "decision NNNN", relative links in the repository's markdown,
 * section signs, and citations of documents outside the repository.
 */
export function brokenCitations(files: ReadonlyMap<string, string>, repo: Repository): string[] {
  const broken: string[] = [];
  for (const [file, text] of files) {
    const report = (what: string) => broken.push(`${file}: ${what}`);
    const markdown = file.endsWith('.md');
    for (const { pattern, what, sourcesOnly } of OUTSIDE) {
      if (!(sourcesOnly && markdown) && pattern.test(text)) report(`cites ${what}`);
    }
    mentions(repo, file, text, report);
    if (markdown && isLinkedMarkdown(file)) links(repo, file, text, report);
    decisionNumbers(repo, text, report);
    sectionSigns(text, report);
  }
  return [...new Set(broken)];
}

/** What is wrong with a decision record's header (`# NNNN. Title`, Status, Date, Context/Decision/Consequences). */
export function decisionHeaderProblems(path: string, text: string): string[] {
  const number = posix.basename(path).slice(0, 4);
  const lines = text.split('\n');
  const problems: string[] = [];
  if (!new RegExp(`^# ${number}\\. \\S`).test(lines[0] ?? '')) problems.push(`first line is not "# ${number}. Title"`);
  if (!/^Status: (accepted|superseded by .+)$/.test(lines[2] ?? ''))
    problems.push('third line is not "Status: accepted" (or superseded by …)');
  if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(lines[3] ?? '')) problems.push('fourth line is not "Date: YYYY-MM-DD"');
  const order = ['## Context', '## Decision', '## Consequences'].map((h) => lines.indexOf(h));
  if (order.some((i) => i < 0) || order.some((i, k) => k > 0 && i < order[k - 1]!))
    problems.push('sections are not ## Context, ## Decision, ## Consequences in that order');
  return problems;
}
