import { type SnippetOptions, htmlSnippet, reactSnippet } from '@parking/core';
import { useState } from 'react';

type Format = 'html' | 'react';

const FORMATS: readonly { value: Format; label: string; field: string }[] = [
  { value: 'html', label: 'HTML', field: 'HTML snippet' },
  { value: 'react', label: 'React component', field: 'React component snippet (TypeScript)' },
];

/** Props of SnippetPanel. */
export type SnippetPanelProps = {
  /** The key, attributes and theme to fill in. */
  options: SnippetOptions;
  /** True while the snippet holds the placeholder key instead of a real one. */
  placeholderKey: boolean;
};

/** The snippet as HTML or as a React component, with a Copy button that says when it has copied. */
export function SnippetPanel({ options, placeholderKey }: SnippetPanelProps) {
  const [format, setFormat] = useState<Format>('html');
  // What was copied last and how it went: a changed snippet has not been copied yet.
  const [copied, setCopied] = useState<{ text: string; news: string }>();
  const text = format === 'html' ? htmlSnippet(options) : reactSnippet(options);
  const news = copied?.text === text ? copied.news : '';
  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied({ text, news: 'Copied' }))
      .catch(() =>
        setCopied({ text, news: 'Your browser did not let us copy: select the text and copy it yourself.' }),
      );
  };
  const name = FORMATS.find((f) => f.value === format)?.field ?? '';
  return (
    <section className="configure-snippet" aria-labelledby="snippet-heading">
      <h2 id="snippet-heading">Copy it to your page</h2>
      <fieldset className="configure-radios">
        <legend>Format</legend>
        {FORMATS.map((f) => (
          <label key={f.value}>
            <input
              type="radio"
              name="snippet-format"
              value={f.value}
              checked={format === f.value}
              onChange={() => setFormat(f.value)}
            />{' '}
            {f.label}
          </label>
        ))}
      </fieldset>
      {placeholderKey && (
        <p className="notice notice--test">The snippet shows a placeholder key: choose or type your key above.</p>
      )}
      {/* A region of its own, focusable so a keyboard can scroll it; its text is exactly what Copy copies. */}
      <pre className="configure-code" role="region" aria-label={name} tabIndex={0}>
        <code>{text}</code>
      </pre>
      <div className="configure-copy">
        <button type="button" className="btn btn--primary" onClick={copy}>
          Copy {format === 'html' ? 'HTML' : 'React component'}
        </button>
        <p role="status" className="configure-copied">
          {news}
        </p>
      </div>
    </section>
  );
}
