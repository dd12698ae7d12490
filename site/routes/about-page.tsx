import { Link } from 'react-router';
import { ContentSections } from '../components/content/content-sections';
import { PageMeta } from '../components/layout/page-meta';
import { ABOUT_INTRO, ABOUT_SECTIONS } from '../content/about';

/** About Us. */
export function AboutPage() {
  return (
    <article className="page container narrow">
      <PageMeta
        title="About Us"
        description="Who we are and what we promise: honest airport parking comparison at Luton, Bristol and Stansted."
      />
      <p className="lead">{ABOUT_INTRO}</p>
      <ContentSections sections={ABOUT_SECTIONS} />
      <p>
        <Link to="/contact" className="btn btn--primary">
          Contact us
        </Link>
      </p>
    </article>
  );
}
