import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { sendError } from './errors';

/** Where the built site and widget live (repo root `dist/`). */
export type StaticDirs = { siteDir: string; widgetDir: string };

/**
 * Serves the built site (SPA fallback: any non-API GET that is not a file gets index.html) and the
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
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/widget/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasSite && isPage) return reply.type('text/html; charset=utf-8').sendFile('index.html', opts.siteDir);
    return sendError(reply, notFound(`${request.method} ${path}`), request);
  });
});
