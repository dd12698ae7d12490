import { type FormEvent, useId, useState } from 'react';
import { ApiFailure } from '@parking/widget';
import { postReview } from '../../lib/api';

/** Props of {@link ReviewForm}. */
export type ReviewFormProps = {
  /** The signed link's token from the invitation email: it names the booking, nothing else is asked. */
  token: string;
  /** Called once the review is published (the list then refreshes). */
  onPosted: () => void;
};

type Status = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

const RATINGS = [5, 4, 3, 2, 1] as const;

/** "Review your stay": a rating from 1 to 5 and a few words, sent with the invitation's signed link. */
export function ReviewForm({ token, onPosted }: ReviewFormProps) {
  const id = useId();
  const [rating, setRating] = useState<number | undefined>();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(rating === undefined ? { rating: 'Choose a rating from 1 to 5' } : {}),
      ...(text.trim().length < 10 ? { text: 'Tell us a little more (at least 10 characters)' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      await postReview({ token, rating, text });
      setStatus({ kind: 'sent' });
      onPosted();
    } catch (err) {
      const message =
        err instanceof ApiFailure && err.status === 404
          ? 'This review link has expired or was already used. Thank you all the same.'
          : 'We could not send your review just now. Please try again.';
      setStatus({ kind: 'failed', message });
    }
  };

  if (status.kind === 'sent') {
    return (
      <p className="notice notice--success" role="status">
        Thank you: your review is published below.
      </p>
    );
  }
  return (
    <form className="card review-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2 id={`${id}-title`}>Review your stay</h2>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend>Your rating</legend>
        {RATINGS.map((r) => (
          <label key={r} className="review-form__rating">
            <input type="radio" name="rating" value={r} checked={rating === r} onChange={() => setRating(r)} />
            {r} {r === 1 ? 'star' : 'stars'}
          </label>
        ))}
        {errors.rating && (
          <p id={`${id}-rating-error`} className="field__error">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-text`}>Your review</label>
      <textarea
        id={`${id}-text`}
        rows={4}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={errors.text ? `${id}-text-error` : undefined}
      />
      {errors.text && (
        <p id={`${id}-text-error`} className="field__error">
          {errors.text}
        </p>
      )}
      {status.kind === 'failed' && (
        <p className="field__error" role="alert">
          {status.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Publish review'}
      </button>
    </form>
  );
}
