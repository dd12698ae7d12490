import { type ReviewInvitation, type ReviewText, ReviewTextSchema } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary, RatingField } from '@parking/widget';
import { useId, useState } from 'react';
import { postReview } from '../../lib/api';
import { useReviewInvitation } from '../../lib/content-api';
import { formatLongDate } from '../../lib/format';
import { ReviewLinkProblem } from './review-link-problem';

/** Props of {@link ReviewForm}. */
export type ReviewFormProps = {
  /** The signed link's token from the invitation email: it names the booking, nothing else is asked. */
  token: string;
  /** Called once the review is published (the list then refreshes). */
  onPosted: () => void;
};

type Draft = { rating: number | undefined; text: string };

/** "Dropped off 1 December 2026 at 10:00, picked up 4 December 2026 at 10:00" (London wall clock). */
function stayWords({ from, to }: ReviewInvitation): string {
  return `${formatLongDate(from.date)} at ${from.time} to ${formatLongDate(to.date)} at ${to.time}`;
}

/**
 * "Review your stay": the link is read as the page opens, so the form names the stay it reviews, and a
 * used, expired or altered link says so at once instead of showing an empty form. A rating and a few
 * words, checked with core's ReviewTextSchema (the server's), sent with the link's token.
 */
export function ReviewForm({ token, onPosted }: ReviewFormProps) {
  const invitation = useReviewInvitation(token);
  if (invitation.error && !invitation.data)
    return <ReviewLinkProblem failure={invitation.error} onRetry={() => void invitation.retry()} />;
  if (!invitation.data)
    return (
      <p className="card notice" role="status">
        Checking your review link…
      </p>
    );
  return <ReviewFormFields token={token} invitation={invitation.data} onPosted={onPosted} />;
}

function ReviewFormFields({ token, invitation, onPosted }: ReviewFormProps & { invitation: ReviewInvitation }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const form = useForm<Draft, ReviewText>({
    initial: { rating: undefined, text: '' },
    check: (values) => checkWith(ReviewTextSchema, values),
    onSubmit: async (review) => {
      await postReview({ token, ...review });
      setSent(true);
      onPosted();
    },
    idOf: (name) => (name === 'rating' ? `${id}-rating-1` : `${id}-text`),
  });
  if (sent) {
    return (
      <p className="notice notice--success" role="status">
        Thank you: your review is published below.
      </p>
    );
  }
  const { values, errors } = form;
  return (
    <form className="card review-form" aria-labelledby={`${id}-title`} noValidate onSubmit={form.onSubmit}>
      <h2 id={`${id}-title`}>Review your stay</h2>
      <p className="review-form__stay">
        {invitation.carPark}, {invitation.airport}: {stayWords(invitation)}. Booking reference {invitation.reference}.
      </p>
      <div className="ps-root">
        <FormSummary form={form} />
        <RatingField
          id={`${id}-rating`}
          label="Your rating"
          value={values.rating}
          onChange={(rating) => form.set({ rating })}
          onBlur={form.blur('rating')}
          error={errors.rating}
        />
      </div>
      <label htmlFor={`${id}-text`}>Your review</label>
      <textarea
        id={`${id}-text`}
        rows={4}
        maxLength={2000}
        value={values.text}
        onChange={(e) => form.set({ text: e.target.value })}
        onBlur={form.blur('text')}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={errors.text ? `${id}-text-error` : undefined}
      />
      {errors.text && (
        <p id={`${id}-text-error`} className="field__error">
          {errors.text}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Sending…' : 'Publish review'}
      </button>
    </form>
  );
}
