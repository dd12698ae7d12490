import type { ContentSection } from '../../content/content-types';

/** Props of {@link ContentSections}. */
export type ContentSectionsProps = { sections: readonly ContentSection[] };

/** Renders a page's copy: an h2 per section, its paragraphs and optional list. */
export function ContentSections({ sections }: ContentSectionsProps) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="content-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
