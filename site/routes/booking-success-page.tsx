import { Link, useSearchParams } from 'react-router';
import { BookingSuccessSlot } from '../components/booking/booking-success-slot';
import { HeroBand } from '../components/content/hero-band';
import { PageMeta } from '../components/layout/page-meta';

/** Payment success landing: the confirmation for `session_id`. */
export function BookingSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <>
      <PageMeta title="Booking Confirmed" description="Your airport parking booking confirmation." />
      <HeroBand size="short">
        <h1>Thank you for booking</h1>
      </HeroBand>
      <div className="page container narrow">
        {sessionId ? (
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
