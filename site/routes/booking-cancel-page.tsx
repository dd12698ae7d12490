import { useNavigate, useSearchParams } from 'react-router';
import { BookingCancelSlot } from '../components/booking/booking-cancel-slot';
import { useSearchCriteria } from '../components/booking/use-search-criteria';
import { HeroBand } from '../components/content/hero-band';
import { PageMeta } from '../components/layout/page-meta';
import { searchHref } from '../lib/search-links';

/** Payment cancel landing: nothing was charged; back to the results of the same search. */
export function BookingCancelPage() {
  const [params] = useSearchParams();
  const criteria = useSearchCriteria(params.get('q'));
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title="Payment Cancelled" description="Your payment was cancelled and nothing was charged." />
      <HeroBand size="short">
        <h1>Payment cancelled</h1>
      </HeroBand>
      <div className="page container narrow">
        <BookingCancelSlot criteria={criteria} onShowResults={(c) => navigate(searchHref(c))} />
      </div>
    </>
  );
}
