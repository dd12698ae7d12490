import { Link } from 'react-router';
import { SITE } from '../../config';
import { SupportAddress, SupportLines } from '../content/support-contact';
import { POLICY_LINKS } from '../header/nav-links';
import { useHydrated } from '../../lib/use-hydrated';

function backToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** The site footer: company links, policy pages, contact details and Back to Top (docs/product-rules.md#footer-and-global-elements). */
export function Footer() {
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            Company
          </h2>
          <ul className="site-footer__list">
            <li>
              <a href={SITE.supplierLoginUrl}>Supplier login</a>
            </li>
            <li>
              <Link to="/blogs">Blogs</Link>
            </li>
            <li>
              <Link to="/amend-booking">Amend or cancel a booking</Link>
            </li>
            <li>
              <Link to="/partners">For partners</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="site-footer__heading">
            Policy Pages
          </h2>
          <ul className="site-footer__list">
            {POLICY_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Get in Touch
          </h2>
          <SupportAddress className="site-footer__address" />
          <SupportLines />
        </section>
      </div>
      <div className="site-footer__base container">
        <p>
          © {new Date().getFullYear()} {SITE.brand}. Prices include VAT; no booking or card fees.
        </p>
        <button type="button" className="btn btn--ghost back-to-top" onClick={backToTop} disabled={!hydrated}>
          Back to Top <span aria-hidden="true">↑</span>
        </button>
      </div>
    </footer>
  );
}
