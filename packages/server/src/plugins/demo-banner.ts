import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a demo deployment's pages say (docs/product-rules.md#deployments). */
const DEMO_PAGE_NOTICE = 'This is a demo: no real bookings are made and no payment is taken.';

/**
 * The site's design tokens (site/styles/tokens.css) with their values as fallbacks, so the notice looks
 * the same on the server's own pages (the demo checkout), which do not load the site's CSS. `#root` is
 * made the containing block of the site's transparent header, so the header sits under the notice
 * instead of over it.
 */
const STYLE = `<style>.demo-notice{margin:0;padding:.5rem 1rem;background:var(--accent,#ffb627);color:var(--navy,#0b2545);font:600 .95rem/1.4 var(--font,system-ui,sans-serif);text-align:center}.demo-notice p{margin:0}#root{position:relative}</style>`;

/** A complementary landmark of its own, outside the React root, so hydration never sees it. */
const BANNER = `<aside class="demo-notice" aria-label="Demo notice"><p>${DEMO_PAGE_NOTICE}</p></aside>`;

/**
 * The page with the demo notice as the first thing in its body (and its style in the head). Client-side
 * navigation re-renders only `#root`, so the notice stays on every page the visitor moves to.
 */
export function withDemoBanner(html: string): string {
  if (html.includes('class="demo-notice"')) return html;
  const styled = html.includes('</head>') ? html.replace('</head>', `${STYLE}</head>`) : `${STYLE}${html}`;
  return /<body[^>]*>/i.test(styled)
    ? styled.replace(/<body[^>]*>/i, (tag) => `${tag}${BANNER}`)
    : `${BANNER}${styled}`;
}

/**
 * On a demo deployment, every other HTML page the server sends (the demo checkout's pages, a built page
 * asked for by its file name) gets the notice too; the pre-rendered pages get it once, when they are
 * first loaded (prerendered-pages.ts).
 * Registered before the routes, so their hooks include it; it runs before compression, which is a
 * route-level hook.
 */
export const demoBannerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('text/html') || reply.getHeader('content-encoding')) return payload;
      if (typeof payload === 'string') return withDemoBanner(payload);
      // A built page asked for by its file name (/faq/index.html) comes from the static files as a stream.
      if (payload instanceof Readable) {
        const chunks: Buffer[] = [];
        for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
        reply.removeHeader('content-length');
        return withDemoBanner(Buffer.concat(chunks).toString('utf8'));
      }
      return payload;
    });
  },
  { name: 'demo-banner' },
);
