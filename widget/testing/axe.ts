import axe from 'axe-core';

/** Runs axe-core on an element and returns readable violations (empty when accessible). */
export async function axeViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
