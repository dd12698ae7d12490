import { useConsoleTitle } from '../../shell/console-title';

/** Reviews (issue 24; placeholder until its part lands). */
export function ReviewsPage() {
  useConsoleTitle('Reviews');
  return <h1>Reviews</h1>;
}
