import { SITE } from '../config';
import type { JsonLd } from './structured-data';
import type { PageHead } from './head-collector';

/**
 * Written into pre-rendered HTML where the site's absolute origin belongs; the server replaces it with
 * its PUBLIC_URL when it first loads the file (PUBLIC_URL is a runtime setting, the HTML a build output).
 */
export const PUBLIC_URL_PLACEHOLDER = '__PARKING_PUBLIC_URL__';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside an HTML attribute or element. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

/** JSON safe inside a <script> data block: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the head of one pre-rendered page carries. */
export type HeadInput = PageHead & {
  /** The page's path, e.g. `/faq`. */
  path: string;
  /** `article` for blog posts, otherwise `website`. */
  ogType: 'website' | 'article';
  jsonLd: readonly JsonLd[];
  /** Whether search engines should index it (visitor-specific shells should not be). */
  index: boolean;
};

/** The tags that go before </head>: description, canonical, Open Graph, Twitter card and JSON-LD. */
export function headTags(input: HeadInput): string {
  const url = `${PUBLIC_URL_PLACEHOLDER}${input.path}`;
  const title = escapeHtml(input.title);
  const description = escapeHtml(input.description);
  const tags = [
    `<meta name="description" content="${description}" />`,
    input.index ? '' : '<meta name="robots" content="noindex" />',
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${input.ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE.brand)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...input.jsonLd.map((ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
