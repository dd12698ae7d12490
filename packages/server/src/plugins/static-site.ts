import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { cacheControlFor } from './cache-control';
import { sendError } from './errors';

/** Where the built site and widget live (repo root `dist/`). */
export type StaticDirs = { siteDir: string; widgetDir: string };

/**
 * Serves the built site (a page path that is not a file is redirected to "/") and the
 * widget files at /widget/*, each only when it has been built. Unknown /api paths get a JSON 404.
 */
export const staticSitePlugin = fp(async (app: FastifyInstance, opts: StaticDirs) => {
  const hasSite = existsSync(join(opts.siteDir, 'index.html'));
  if (existsSync(opts.widgetDir)) {
    await app.register(fastifyStatic, {
      root: opts.widgetDir,
      prefix: '/widget/',
      decorateReply: !hasSite,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
    });
  }
  if (hasSite) {
    // preCompressed: the builds write .br/.gz beside each text file, so no compression at request time.
    await app.register(fastifyStatic, {
      root: opts.siteDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/widget/') &&
      !/\.[a-z0-9]+$/i.test(path);
    // Every page of the site is pre-rendered (prerendered-pages.ts): any other page path goes home.
    if (hasSite && isPage) return reply.redirect('/', 302);
    return sendError(reply, notFound(`${request.method} ${path}`), request);
  });
});
