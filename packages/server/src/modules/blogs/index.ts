import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiErrorSchema, BlogListResponseSchema, BlogResponseSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { SERVER_ASSETS } from '../../paths';
import { createBlogs } from './service';
import fp from 'fastify-plugin';
import { mediaAnswer } from '../../plugins/openapi-conventions';

const BLOG_IMAGES = join(SERVER_ASSETS, 'blogs/');

/** The blog the host site lists at /blogs. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const blogs = createBlogs(app.ctx);

  /** Every published post, newest first (summaries, no body). */
  app.get(
    '/blogs',
    { schema: { tags: ['content'], summary: 'List blog posts', response: { 200: BlogListResponseSchema } } },
    async () => ({ data: { items: await blogs.list() } }),
  );

  /** One post by its slug; 404 NOT_FOUND for an unknown slug. */
  app.get(
    '/blogs/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A blog post',
        params: z.object({ id: z.string().min(1).max(120) }),
        response: { 200: BlogResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const post = await blogs.byId(request.params.id);
      if (!post) throw notFound('Blog post');
      return { data: post };
    },
  );

  /** A post's illustration (SVG shipped with the product); the name is checked so no other file is read. */
  app.get(
    '/assets/blogs/:file',
    {
      schema: {
        tags: ['assets'],
        summary: 'Blog image',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'Unknown image') }),
        response: { 200: mediaAnswer('image/svg+xml', 'The image') },
      },
    },
    async (request, reply) => {
      const svg = await readFile(BLOG_IMAGES + request.params.file).catch(() => undefined);
      if (!svg) throw notFound('Image');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};

/** The `blogs` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const blogsModule = fp(routes, { name: 'resource:blogs', dependencies: ['context'], encapsulate: true });
