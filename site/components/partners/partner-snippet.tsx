import { useHydrated } from '../../lib/use-hydrated';

/** The placeholder the page shows until a partner has its own key. */
export const PLACEHOLDER_KEY = 'pk_test_your_key';

/** The two lines a partner pastes: the widget's script, then the element with its key. */
function snippetText(origin: string, key: string): string {
  return [
    `<script src="${origin}/widget/parking-search.js" defer></script>`,
    `<parking-search partner-key="${key}" mode="inline"></parking-search>`,
  ].join('\n');
}

/** Props of PartnerSnippet. */
export type PartnerSnippetProps = {
  /** The key the snippet carries (a placeholder on the public page). */
  partnerKey: string;
  /** Names the code block for screen readers. */
  label: string;
};

/**
 * The embed snippet as a scrollable code block. The pre-rendered page has no origin to write, so the
 * script's address is relative until the app runs, then this site's full address (what a partner copies).
 */
export function PartnerSnippet({ partnerKey, label }: PartnerSnippetProps) {
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : '';
  return (
    // The block scrolls sideways on a narrow screen, so the keyboard must be able to reach it.
    <pre className="code-block" tabIndex={0} aria-label={label}>
      <code>{snippetText(origin, partnerKey)}</code>
    </pre>
  );
}
