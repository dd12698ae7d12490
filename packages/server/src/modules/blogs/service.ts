import type { Blog, BlogSummary } from '@parking/core';
import { desc, eq } from 'drizzle-orm';
import { blogs } from '../../db/schema/index';
import type { ServiceContext } from '../../services/context';

/** The blog the host site lists: published posts, newest first. */
export function createBlogs({ db }: ServiceContext) {
  return {
    /** Every post, without its body. */
    async list(): Promise<BlogSummary[]> {
      const rows = await db.select().from(blogs).orderBy(desc(blogs.publishedAt));
      return rows.map(({ body: _body, ...b }) => ({ ...b, publishedAt: b.publishedAt.toISOString() }));
    },
    /** One post by its slug, or undefined. */
    async byId(id: string): Promise<Blog | undefined> {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      return row && { ...row, publishedAt: row.publishedAt.toISOString() };
    },
  };
}
