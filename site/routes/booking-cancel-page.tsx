import { useNavigate, useSearchParams } from 'react-router';
import { BookingCancelSlot } from '../components/booking/booking-cancel-slot';
import { useSearchCriteria } from '../components/booking/use-search-criteria';
import { HeroBand } from '../components/content/hero-band';
import { PageMeta } from '../components/layout/page-meta';
import { usePrerenderShell } from '../seo/shell-context';
import { searchHref } from '../lib/search-links';

/** Payment cancel landing: nothing was charged; back to the results of the same search. */
export function BookingCancelPage() {
  const [params] = useSearchParams();
  const criteria = useSearchCriteria(params.get('q'));
  const navigate = useNavigate();
  const shell = usePrerenderShell();
  return (
    <>
      <PageMeta title="Payment Not Completed" description="Your payment was not completed and nothing was charged." />
      <HeroBand size="short">
        <h1>Payment not completed</h1>
      </HeroBand>
      <div className="page container narrow">
        {shell ? (
          <div className="booking-placeholder" aria-busy="true" />
        ) : (
          <BookingCancelSlot
            criteria={criteria}
            sessionId={params.get('session_id') ?? undefined}
            onShowResults={(c) => navigate(searchHref(c))}
          />
        )}
      </div>
    </>
  );
}
