import { Link } from 'react-router';
import { LoadState } from '../components/content/load-state';
import { PageMeta } from '../components/layout/page-meta';
import { useBlogs } from '../lib/content-api';
import { formatLongDate } from '../lib/format';

/** Blogs: the list of posts (GET /blogs). */
export function BlogsPage() {
  const { data, error, retry } = useBlogs();
  return (
    <div className="page container">
      <PageMeta
        title="Blogs"
        description="Airport parking guides and travel tips for Luton, Bristol and Stansted from the ParkCompare UK team."
      />
      <p className="lead">Guides and tips for getting to the airport, parking and getting home again.</p>
      {!data ? (
        <LoadState what="blog posts" error={error} onRetry={() => void retry()} />
      ) : data.length === 0 ? (
        <p className="notice">No posts yet. Check back soon.</p>
      ) : (
        <ul className="blog-grid">
          {data.map((b) => (
            <li key={b.id} className="card blog-card">
              {b.imageUrl && (
                <img src={b.imageUrl} alt="" className="blog-card__image" loading="lazy" width="400" height="200" />
              )}
              <h2 className="blog-card__title">
                <Link to={`/blogs/${encodeURIComponent(b.id)}`}>{b.title}</Link>
              </h2>
              <p className="blog-card__date">{formatLongDate(b.publishedAt)}</p>
              <p>{b.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
