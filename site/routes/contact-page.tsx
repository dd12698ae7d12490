import { ContactForm } from '../components/content/contact-form';
import { PageMeta } from '../components/layout/page-meta';
import { SITE } from '../config';

/** Contact Us: the form, and the phone, email and postal address. */
export function ContactPage() {
  return (
    <div className="page container">
      <PageMeta
        title="Contact Us"
        description="Questions about airport parking or your booking? Phone, email or write to the ParkCompare UK team."
      />
      <div className="two-col">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <p>Include your booking reference (it starts with CAP-) if your message is about a booking.</p>
          <ContactForm />
        </section>
        <aside className="card contact-details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">Other ways to reach us</h2>
          <p>
            Phone: <a href={SITE.supportPhoneHref}>{SITE.supportPhone}</a>
            <br />
            {SITE.supportHours}
          </p>
          <p>
            Email: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
          </p>
          <address>
            {SITE.postalAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </aside>
      </div>
    </div>
  );
}
