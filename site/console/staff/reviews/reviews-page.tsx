import { type StaffReview, toLongDate } from '@parking/core';
import { useState } from 'react';
import { ConfirmButton } from '../../kit/confirm-button';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { TableScroll } from '../../kit/table-scroll';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import { reviewActions, useStaffReviews } from './reviews-api';
import { ReasonAction } from '../../kit/reason-action';
import { useIsStaffAdmin } from '../../shell/session/use-staff-admin';

/** Props of ReviewRow. */
type ReviewRowProps = {
  review: StaffReview;
  /** Admins hide and show; support reads. */
  canEdit: boolean;
  /** Hides (with a reason) or shows (null) the review; the answer replaces the row. */
  onChange: (reason: string | null) => Promise<void>;
};

function ReviewRow({ review, canEdit, onChange }: ReviewRowProps) {
  const [failure, setFailure] = useState<string>();
  const show = () => onChange(null).catch((e: unknown) => setFailure(failureMessage(e)));
  return (
    <tr>
      <td>{toLongDate(review.createdAt.slice(0, 10))}</td>
      <td>{review.reference}</td>
      <td>{review.providerName}</td>
      <td>{review.rating} / 5</td>
      <td>{review.text}</td>
      <td>{review.hidden ? `Hidden: ${review.hidden.reason}` : 'Shown'}</td>
      {canEdit && (
        <td>
          {review.hidden ? (
            <ConfirmButton label="Show again" question="It counts in the rating again." onConfirm={() => void show()} />
          ) : (
            <ReasonAction
              id={`hide-${review.id}`}
              label="Hide review"
              question="It leaves every page, rating and count, and the traveller is emailed the reason."
              onConfirm={(reason) => onChange(reason)}
            />
          )}
          {failure && (
            <p className="field__error" role="alert">
              {failure}
            </p>
          )}
        </td>
      )}
    </tr>
  );
}

/** Our staff's reviews (/console/reviews): the most recent ones; admins hide one with a reason or show it again. */
export function ReviewsPage() {
  useConsoleTitle('Reviews');
  const query = useStaffReviews();
  const actions = reviewActions(useConsoleApi());
  const canEdit = useIsStaffAdmin();
  const change = async (review: StaffReview, reason: string | null) => {
    const answer =
      reason === null ? await actions.unhideReview(review.id) : await actions.hideReview(review.id, reason);
    const list = query.data?.reviews ?? [];
    await query.mutate({ reviews: list.map((r) => (r.id === answer.id ? answer : r)) });
  };
  return (
    <>
      <h1>Reviews</h1>
      <p>The 100 most recent reviews, hidden ones included. A hidden review is off every page, rating and count.</p>
      <QueryState query={query} what="reviews">
        {({ reviews }) =>
          reviews.length === 0 ? (
            <p>No reviews yet.</p>
          ) : (
            <TableScroll labelledBy="reviews-caption">
              <table className="console-table">
                <caption id="reviews-caption">Recent reviews</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Booking</th>
                    <th scope="col">Car park</th>
                    <th scope="col">Rating</th>
                    <th scope="col">Review</th>
                    <th scope="col">State</th>
                    {canEdit && <th scope="col">Action</th>}
                  </tr>
                </thead>
                <tbody>
                  {reviews.map((r) => (
                    <ReviewRow key={r.id} review={r} canEdit={canEdit} onChange={(reason) => change(r, reason)} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
    </>
  );
}
