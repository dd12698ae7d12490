import type { ApiFailure } from '@parking/client';

/** Props of {@link ReviewLinkProblem}. */
export type ReviewLinkProblemProps = {
  /** Why the invitation link could not be read (GET /reviews/invitation). */
  failure: ApiFailure;
  /** Asks again, for a failure that a retry can help (network, server busy). */
  onRetry: () => void;
};

/** Each case in its own words: a used link is not an error, an expired one is not the reader's fault. */
function wordsFor(failure: ApiFailure): string {
  switch (failure.code) {
    case 'ALREADY_REVIEWED':
      return 'You have already reviewed this stay. Thank you: your review is published below.';
    case 'LINK_EXPIRED':
      return 'This review link has expired. Links to review a stay last 90 days after it ends.';
    case 'LINK_INVALID':
    case 'VALIDATION_FAILED':
      return 'This link is not valid. Open the whole link from your email, or copy it into the address bar.';
    default:
      return 'We could not check your review link just now.';
  }
}

/** What a review link that cannot be used shows instead of an empty form, as soon as the page opens. */
export function ReviewLinkProblem({ failure, onRetry }: ReviewLinkProblemProps) {
  const used = failure.code === 'ALREADY_REVIEWED';
  return (
    <div className={`card notice ${used ? 'notice--success' : 'notice--error'}`} role={used ? 'status' : 'alert'}>
      <p>{wordsFor(failure)}</p>
      {failure.retryable ? (
        <button type="button" className="btn btn--outline" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
