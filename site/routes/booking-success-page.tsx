import { Link, useSearchParams } from 'react-router';
import { BookingSuccessSlot } from '../components/booking/booking-success-slot';
import { HeroBand } from '../components/content/hero-band';
import { PageMeta } from '../components/layout/page-meta';
import { usePrerenderShell } from '../seo/shell-context';

/** Payment success landing: the confirmation for `session_id`. */
export function BookingSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const shell = usePrerenderShell();
  return (
    <>
      <PageMeta title="Booking Confirmed" description="Your airport parking booking confirmation." />
      <HeroBand size="short">
        <h1>Thank you for booking</h1>
      </HeroBand>
      <div className="page container narrow">
        {shell ? (
          <div className="booking-placeholder" aria-busy="true" />
        ) : sessionId ? (
          <BookingSuccessSlot sessionId={sessionId} />
        ) : (
          <div className="notice notice--error" role="alert">
            <p>
              This confirmation link has no payment reference. Your confirmation email has every detail of your booking.
            </p>
            <Link to="/amend-booking">Need help with a booking?</Link>
          </div>
        )}
      </div>
    </>
  );
}
