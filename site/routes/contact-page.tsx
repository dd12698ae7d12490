import { ContactForm } from '../components/content/contact-form';
import { PageMeta } from '../components/layout/page-meta';
import { SupportAddress, SupportLines } from '../components/content/support-contact';

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
          <SupportLines />
          <SupportAddress />
        </aside>
      </div>
    </div>
  );
}
