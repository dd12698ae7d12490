import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { cacheControlFor } from './cache-control';
import { sendError } from './errors';

/** Where the built site and widget live (repo root `dist/`). */
export type StaticDirs = { siteDir: string; widgetDir: string };

/** A path that names a file (`/assets/app.js`), not a page. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * The console (issue 21): one client-rendered page (dist/site/console/index.html, written by the build)
 * for /console and every page path under it, which the console's router then shows. Signed-in screens
 * are never indexed (`X-Robots-Tag`, and a robots meta tag in the page) nor kept by any cache.
 */
function registerConsole(app: FastifyInstance, siteDir: string): void {
  const file = join(siteDir, 'console', 'index.html');
  if (!existsSync(file)) return;
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isFilePath(path) && path !== '/console/index.html')
      return sendError(reply, notFound(`${request.method} ${path}`), request);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(await readFile(file));
  };
  app.get('/console', send);
  app.get('/console/*', send);
}

/**
 * Serves the built site (a page path that is not a file is redirected to "/"), the console's page at
 * every /console path, and the widget files at /widget/*, each only when it has been built. Unknown
 * /api paths get a JSON 404.
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
    registerConsole(app, opts.siteDir);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/widget/') && !isFilePath(path);
    // Every page of the site is pre-rendered (prerendered-pages.ts): any other page path goes home.
    if (hasSite && isPage) return reply.redirect('/', 302);
    return sendError(reply, notFound(`${request.method} ${path}`), request);
  });
});
