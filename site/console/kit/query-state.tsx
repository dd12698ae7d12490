import type { ApiQuery } from '@parking/client';
import type { ReactNode } from 'react';
import { failureMessage } from './console-api';

/** Props of QueryState. */
export type QueryStateProps<T> = {
  /** The read whose answer to show. */
  query: ApiQuery<T>;
  /** What is being read, for the loading sentence ("members"). */
  what: string;
  /** Renders the answer. */
  children: (data: T) => ReactNode;
};

/** A console read's three states: loading, failed (with Try again when that can help), or its data. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          We could not load the {what}. {failureMessage(query.error)}
        </p>
        {query.error.retryable && (
          <button type="button" className="btn btn--outline" onClick={() => void query.retry()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return <p aria-busy="true">Loading the {what}…</p>;
}
