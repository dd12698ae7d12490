import { fillSupport } from '@parking/core';
import { Navigate, useLocation } from 'react-router';
import { ContentSections } from '../components/content/content-sections';
import { PageMeta } from '../components/layout/page-meta';
import type { ContentPage } from '../content/content-types';
import { OTHERS_PAGES } from '../content/others-pages';
import { POLICY_PAGES } from '../content/policy-pages';
import { useSupport } from '../lib/content-api';

const PAGES: Readonly<Record<string, ContentPage>> = { ...OTHERS_PAGES, ...POLICY_PAGES };

/** The six "Others" pages and the five policy pages; the header pill carries the page's h1. */
export function InfoPage() {
  const { pathname } = useLocation();
  const support = useSupport();
  const content = PAGES[pathname.replace(/\/+$/, '')];
  if (!content) return <Navigate to="/" replace />;
  const sections = content.sections.map((s) => ({
    ...s,
    paragraphs: s.paragraphs.map((p) => fillSupport(p, support)),
  }));
  return (
    <article className="page container narrow">
      <PageMeta title={content.title} description={content.description} />
      <p className="lead">{content.intro}</p>
      <ContentSections sections={sections} />
    </article>
  );
}
