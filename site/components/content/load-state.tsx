/** Props of {@link LoadState}. */
export type LoadStateProps = {
  /** What is loading, e.g. "reviews". */
  what: string;
  /** The failure, when the request failed. */
  error?: Error;
  /** Called by the "Try again" button. */
  onRetry?: () => void;
};

/** The loading message, or the error with a retry button, of a content request. */
export function LoadState({ what, error, onRetry }: LoadStateProps) {
  if (error) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          We could not load the {what}. {error.message}
        </p>
        {onRetry && (
          <button type="button" className="btn btn--outline" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return (
    <p className="notice" role="status">
      Loading {what}…
    </p>
  );
}
