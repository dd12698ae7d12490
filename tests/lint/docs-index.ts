/** A document under docs/: its path from the repository root (`docs/…`) and its first line. */
export type Doc = { path: string; heading: string };

/** The index's links to markdown files under docs/: link text and target, in the order they appear. */
function indexLinks(index: string): { text: string; target: string }[] {
  const prose = index.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\[([^\]]+)\]\(([^)\s#]+\.md)(?:#[^)]*)?\)/g)].map((m) => ({
    text: m[1]!,
    target: `docs/${m[2]!.replace(/^\.\//, '')}`,
  }));
}

/**
 * What `docs/README.md` (`index`) gets wrong about the documents under docs/: each decision record listed
 * exactly once, as `[NNNN. Title](decisions/NNNN-….md)` with the title of its own first line, in number order;
 * every other document linked at least once; nothing linked that does not exist.
 */
export function docsIndexProblems(index: string, docs: readonly Doc[]): string[] {
  const links = indexLinks(index);
  const problems: string[] = [];
  for (const link of links) {
    if (!docs.some((d) => d.path === link.target)) problems.push(`lists ${link.target}, which does not exist`);
  }
  const isDecision = (path: string) => /^docs\/decisions\/\d{4}-[^/]+\.md$/.test(path);
  for (const doc of docs) {
    const listed = links.filter((l) => l.target === doc.path);
    if (listed.length === 0) problems.push(`does not list ${doc.path}`);
    if (!isDecision(doc.path)) continue;
    if (listed.length > 1) problems.push(`lists ${doc.path} ${listed.length} times`);
    const title = doc.heading.replace(/^# /, '');
    for (const l of listed) if (l.text !== title) problems.push(`lists ${doc.path} as "${l.text}", not "${title}"`);
  }
  const decisions = links.map((l) => l.target).filter(isDecision);
  if (decisions.some((d, i) => i > 0 && d < decisions[i - 1]!)) problems.push('lists decisions out of number order');
  return problems;
}
