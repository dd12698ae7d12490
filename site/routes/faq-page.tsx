import { fillSupport } from '@parking/core';
import { PageMeta } from '../components/layout/page-meta';
import { FAQ_GROUPS } from '../content/faq';
import { useSupport } from '../lib/content-api';

/** Frequently Ask Questions: native <details> accordions, keyboard-ready without scripts. */
export function FaqPage() {
  const support = useSupport();
  return (
    <div className="page container narrow">
      <PageMeta
        title="Frequently Ask Questions"
        description="Answers about booking airport parking at Luton, Bristol and Stansted: prices, payment, cancellations and changes."
      />
      <p className="lead">Quick answers to the questions travellers ask us most. Can’t find yours? Get in touch.</p>
      {FAQ_GROUPS.map((group) => (
        <section key={group.heading} className="faq-group">
          <h2>{group.heading}</h2>
          {group.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              <p>{fillSupport(item.answer, support)}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
