import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { PageMeta } from './page-meta';

/** Shown when a page fails to load (e.g. a deploy replaced its file): a clear message, never a stack. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This page could not be loaded.';
  return (
    <div className="page container narrow">
      <PageMeta title="Something went wrong" description="This page could not be loaded." />
      <h1>Something went wrong</h1>
      <p>{message} Please reload the page or try again in a moment.</p>
      <p>
        <a href="/" className="btn btn--primary">
          Back to the home page
        </a>{' '}
        <Link to="/contact">Contact us</Link>
      </p>
    </div>
  );
}
