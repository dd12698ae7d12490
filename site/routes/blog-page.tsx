import { Link, useParams } from 'react-router';
import { ApiFailure } from '@parking/client';
import { LoadState } from '../components/content/load-state';
import { PageMeta } from '../components/layout/page-meta';
import { useBlog } from '../lib/content-api';
import { formatLongDate } from '../lib/format';

/** One blog post (GET /blogs/:id); an unknown id gets a clear not-found message. */
export function BlogPage() {
  const { id = '' } = useParams();
  const { data, error, retry } = useBlog(id);
  const notFound = error instanceof ApiFailure && error.status === 404;

  if (notFound) {
    return (
      <div className="page container narrow">
        <PageMeta title="Post not found" description="This blog post does not exist." />
        <h2>We couldn’t find that post</h2>
        <p>It may have been moved or the link may be mistyped.</p>
        <Link to="/blogs" className="btn btn--primary">
          See all blog posts
        </Link>
      </div>
    );
  }
  return (
    <article className="page container narrow">
      <PageMeta
        title={data?.title ?? 'Blogs'}
        description={data?.summary ?? 'Airport parking guides and travel tips.'}
      />
      <p>
        <Link to="/blogs">← All posts</Link>
      </p>
      {!data ? (
        <LoadState what="blog post" error={error} onRetry={() => void retry()} />
      ) : (
        <>
          <h2 className="blog__title">{data.title}</h2>
          <p className="blog-card__date">{formatLongDate(data.publishedAt)}</p>
          {data.imageUrl && <img src={data.imageUrl} alt="" className="blog__image" width="800" height="400" />}
          {data.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </>
      )}
    </article>
  );
}
