import { PageMeta } from '../components/layout/page-meta';
import { PartnerConfirm } from '../components/partners/partner-confirm';
import { PLACEHOLDER_KEY, PartnerSnippet } from '../components/partners/partner-snippet';
import { PartnerSignUpForm } from '../components/partners/partner-signup-form';

/**
 * For partners: what a site embedding our search earns, what the widget costs its page, what it keeps
 * private, how to embed it, and the sign-up form that returns a test key at once.
 */
export function PartnersPage() {
  return (
    <article className="page container narrow">
      <PageMeta
        title="For partners"
        description="Add airport parking search to your site with one script tag and earn 8% of every booking. Sign up for a test key in a minute."
      />
      <h1>For partners</h1>
      <PartnerConfirm />
      <p className="lead">
        Put our airport parking search on your site with one script tag. Your visitors compare and book without leaving
        your page, and you earn a share of every booking.
      </p>
      <section className="content-section" aria-labelledby="partners-earn">
        <h2 id="partners-earn">What you get</h2>
        <ul>
          <li>8% of what the traveller paid, net of any refunds, on every booking made through your widget.</li>
          <li>Commission is approved once the stay has ended, and paid monthly with a statement.</li>
          <li>
            A test key at once, to try everything without taking money. Live keys follow once our team approves your
            site.
          </li>
          <li>A console with your keys, your earnings and your widget’s funnel, from page loads to paid bookings.</li>
        </ul>
      </section>
      <section className="content-section" aria-labelledby="partners-speed">
        <h2 id="partners-speed">Light on your page</h2>
        <ul>
          <li>About 100 KB gzipped, in one script tag.</li>
          <li>
            It loads after your page does, so your own content comes first, and it holds its space so nothing jumps.
          </li>
        </ul>
      </section>
      <section className="content-section" aria-labelledby="partners-privacy">
        <h2 id="partners-privacy">Private by design</h2>
        <ul>
          <li>No traveller data ever reaches your page: names, emails and cards stay between the traveller and us.</li>
          <li>No cookies: the widget sets none on your visitors.</li>
          <li>The funnel counts steps only (loaded, searched, results, step 1, paid), never people.</li>
        </ul>
      </section>
      <section className="content-section" aria-labelledby="partners-embed">
        <h2 id="partners-embed">How embedding works</h2>
        <p>Paste these two lines where the search should appear, with your own key:</p>
        <PartnerSnippet partnerKey={PLACEHOLDER_KEY} label="Embed snippet with a placeholder key" />
        <p>Each key lists the sites allowed to use it, so a copied snippet does nothing on someone else’s page.</p>
      </section>
      <section className="content-section" aria-labelledby="partner-signup-heading">
        <h2 id="partner-signup-heading">Sign up</h2>
        <p>
          We create your partner account and a test key now, and email you a link to sign in. No password needed. If
          your address already has an account with us, we first email you to confirm.
        </p>
        <PartnerSignUpForm />
      </section>
    </article>
  );
}
