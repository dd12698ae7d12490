import { AA_CONTRAST, type WidgetTheme, contrastProblems } from '@parking/core';

/** Names every pair below AA in words (not colour alone), in a live region read out as it changes. */
export function ContrastWarning({ theme }: { theme: WidgetTheme }) {
  const problems = contrastProblems(theme);
  return (
    <div role="status" id="configure-contrast" className={problems.length ? 'notice notice--error' : 'configure-ok'}>
      {problems.length === 0 ? (
        <p>Every colour pair meets WCAG AA contrast ({AA_CONTRAST}:1).</p>
      ) : (
        <>
          <p>
            <strong>Hard to read:</strong> these pairs are below the {AA_CONTRAST}:1 contrast WCAG AA asks for.
          </p>
          <ul>
            {problems.map((p) => (
              <li key={p.what}>
                {p.what}: {p.ratio.toFixed(2)}:1
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
