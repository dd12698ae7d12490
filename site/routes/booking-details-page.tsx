import { Link, useNavigate, useSearchParams } from 'react-router';
import { BookingStepSlot } from '../components/booking/booking-step-slot';
import { useSearchCriteria } from '../components/booking/use-search-criteria';
import { PageMeta } from '../components/layout/page-meta';
import { searchHref } from '../lib/search-links';
import { usePrerenderShell } from '../seo/shell-context';

/** Step 1 "Place Booking" then "Payment", for the provider and search in the URL. */
export function BookingDetailsPage() {
  const [params] = useSearchParams();
  const criteria = useSearchCriteria(params.get('q'));
  const providerId = params.get('provider');
  const navigate = useNavigate();
  const shell = usePrerenderShell();

  return (
    // Holds the viewport while the step loads, so the footer never moves into view and back.
    <div className="page container booking-page">
      <PageMeta title="Booking Details" description="Enter your details and vehicles to book your airport parking." />
      <h1 className="visually-hidden">Booking details</h1>
      {/* Painted with the page, it stays larger than anything the coupon popup paints later. */}
      <p className="lead booking-lead">
        Check your car park and stay, add your details and vehicles, then pay securely. The price you see is the price
        you pay.
      </p>
      {shell ? (
        <div className="booking-placeholder" aria-busy="true" />
      ) : criteria && providerId ? (
        <BookingStepSlot criteria={criteria} providerId={providerId} onBack={() => navigate(searchHref(criteria))} />
      ) : (
        <div className="notice notice--error" role="alert">
          <p>This booking link is incomplete: it needs your search and the car park you chose.</p>
          <Link to="/" className="btn btn--primary">
            Start a new search
          </Link>
        </div>
      )}
    </div>
  );
}
