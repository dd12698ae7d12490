import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { withDemoBanner } from './demo-banner';

/**
 * Where the build writes the site's absolute origin into pre-rendered HTML (site/seo/head-tags.ts); the
 * server puts its PUBLIC_URL there. PUBLIC_URL is a runtime setting, the HTML a build output.
 */
const PUBLIC_URL_PLACEHOLDER = '__PARKING_PUBLIC_URL__';

/** dist/site/prerendered.json, written by scripts/prerender.ts. */
const PrerenderManifestSchema = z.object({
  pages: z.array(z.object({ path: z.string().startsWith('/'), file: z.string(), mode: z.enum(['hydrate', 'shell']) })),
  /** The page for paths the build could not know (a blog post published since), rendered in the browser. */
  spa: z.string(),
});
type PrerenderManifest = z.infer<typeof PrerenderManifestSchema>;

/** Options of {@link prerenderedPagesPlugin}; `demo` adds the demo notice to every page. */
export type PrerenderedPagesOptions = { siteDir: string; publicUrl: string; demo?: boolean };

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The page with PUBLIC_URL filled in (and, on a demo deployment, the demo notice), in each encoding,
 * computed once per file on first request: both are run-time settings, the HTML a build output.
 */
function encodedFiles({ siteDir, publicUrl, demo }: PrerenderedPagesOptions) {
  const cache = new Map<string, Promise<Encoded>>();
  const encode = async (file: string): Promise<Encoded> => {
    const page = (await readFile(join(siteDir, file), 'utf8')).replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
    const html = demo ? withDemoBanner(page) : page;
    const identity = Buffer.from(html);
    const [br, gzipped] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(identity, { level: 9 }),
    ]);
    return { identity, br, gzip: gzipped };
  };
  return (file: string): Promise<Encoded> => {
    let entry = cache.get(file);
    if (!entry) {
      entry = encode(file);
      // A failed read is not remembered: the next request tries again.
      entry.catch(() => cache.delete(file));
      cache.set(file, entry);
    }
    return entry;
  };
}

/** br, else gzip, else none, from the Accept-Encoding header (q-values of 0 are respected). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const offered = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

function sitemap(manifest: PrerenderManifest, publicUrl: string): string {
  const urls = manifest.pages
    .filter((p) => p.mode === 'hydrate')
    .map((p) => `  <url><loc>${publicUrl}${p.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Serves each pre-rendered page at its own path (docs/decisions/0004-prerendering.md), and sitemap.xml and
 * robots.txt built from the same list. Routes are registered per page, so they win over the static
 * files' wildcard; a page path that is neither a page nor a file is redirected to "/" by staticSitePlugin.
 * Without a pre-rendered build (no prerendered.json) it registers nothing.
 */
export const prerenderedPagesPlugin = fp(async (app: FastifyInstance, opts: PrerenderedPagesOptions) => {
  const manifestFile = join(opts.siteDir, 'prerendered.json');
  if (!existsSync(manifestFile)) return;
  const manifest = PrerenderManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const load = encodedFiles(opts);

  const sendPage = (file: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const encoded = await load(file);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding')
      // The HTML names the hashed assets of one build: always revalidate it.
      .header('cache-control', 'no-cache');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encoded[encoding]);
  };

  for (const page of manifest.pages) app.get(page.path, sendPage(page.file));
  app.get('/blogs/:id', sendPage(manifest.spa));

  const siteMap = sitemap(manifest, opts.publicUrl);
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(siteMap),
  );
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${opts.publicUrl}/sitemap.xml\n`;
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots),
  );
});
